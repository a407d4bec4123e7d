import type { ChapterContent } from '../types';

const stoppingDistanceSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 196" role="img">
  <rect x="0" y="0" width="360" height="196" fill="#ffffff"/>
  <text x="180" y="18" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">Total stopping distance</text>
  <rect x="20" y="30" width="12" height="12" fill="#1e63b5"/>
  <text x="37" y="40" font-family="sans-serif" font-size="11" fill="#1a1a1a">Perception + reaction (about 1.5 s)</text>
  <rect x="230" y="30" width="12" height="12" fill="#c0392b"/>
  <text x="247" y="40" font-family="sans-serif" font-size="11" fill="#1a1a1a">Braking</text>
  <text x="56" y="74" text-anchor="end" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">30 mph</text>
  <rect x="62" y="60" width="33" height="20" fill="#1e63b5"/>
  <rect x="95" y="60" width="22.5" height="20" fill="#c0392b"/>
  <text x="123" y="74" font-family="sans-serif" font-size="11" fill="#1a1a1a">about 110 ft</text>
  <text x="56" y="114" text-anchor="end" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">50 mph</text>
  <rect x="62" y="100" width="55" height="20" fill="#1e63b5"/>
  <rect x="117" y="100" width="62.5" height="20" fill="#c0392b"/>
  <text x="185" y="114" font-family="sans-serif" font-size="11" fill="#1a1a1a">about 235 ft</text>
  <text x="56" y="154" text-anchor="end" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">70 mph</text>
  <rect x="62" y="140" width="77.5" height="20" fill="#1e63b5"/>
  <rect x="139.5" y="140" width="122.5" height="20" fill="#c0392b"/>
  <text x="268" y="154" font-family="sans-serif" font-size="11" fill="#1a1a1a">about 400 ft</text>
  <line x1="62" y1="52" x2="62" y2="168" stroke="#1a1a1a" stroke-width="1"/>
  <text x="180" y="188" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#333333">Approximate figures for a car on dry pavement; wet roads add more.</text>
</svg>`;

const followingCountSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 186" role="img">
  <rect x="0" y="0" width="340" height="186" fill="#ffffff"/>
  <text x="170" y="16" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">Counting your following distance</text>
  <rect x="0" y="36" width="340" height="120" fill="#4a4a4a"/>
  <line x1="0" y1="96" x2="340" y2="96" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
  <line x1="200" y1="26" x2="200" y2="160" stroke="#ffd600" stroke-width="2" stroke-dasharray="5 4"/>
  <text x="205" y="31" font-family="sans-serif" font-size="11" fill="#1a1a1a">Fixed marker</text>
  <rect x="206" y="42" width="90" height="30" fill="#ef8a17"/>
  <rect x="298" y="46" width="28" height="26" rx="3" fill="#b8b8b8"/>
  <text x="251" y="62" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Truck</text>
  <rect x="56" y="46" width="40" height="22" rx="5" fill="#1e63b5"/>
  <text x="76" y="61" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">You</text>
  <line x1="96" y1="80" x2="200" y2="80" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="122" y1="76" x2="122" y2="84" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="148" y1="76" x2="148" y2="84" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="174" y1="76" x2="174" y2="84" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="200" y1="76" x2="200" y2="84" stroke="#ffffff" stroke-width="1.5"/>
  <text x="118" y="93" font-family="sans-serif" font-size="10" fill="#ffffff">1</text>
  <text x="144" y="93" font-family="sans-serif" font-size="10" fill="#ffffff">2</text>
  <text x="170" y="93" font-family="sans-serif" font-size="10" fill="#ffffff">3</text>
  <text x="191" y="93" font-family="sans-serif" font-size="10" fill="#ffffff">4</text>
  <rect x="206" y="106" width="40" height="22" rx="5" fill="#8a8a8a"/>
  <rect x="82" y="106" width="40" height="22" rx="5" fill="#1e63b5"/>
  <text x="102" y="121" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">You</text>
  <line x1="122" y1="140" x2="200" y2="140" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="148" y1="136" x2="148" y2="144" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="174" y1="136" x2="174" y2="144" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="200" y1="136" x2="200" y2="144" stroke="#ffffff" stroke-width="1.5"/>
  <text x="144" y="153" font-family="sans-serif" font-size="10" fill="#ffffff">1</text>
  <text x="170" y="153" font-family="sans-serif" font-size="10" fill="#ffffff">2</text>
  <text x="191" y="153" font-family="sans-serif" font-size="10" fill="#ffffff">3</text>
  <text x="170" y="172" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Top lane: 4 or more seconds behind a truck.</text>
  <text x="170" y="184" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Bottom lane: at least 3 seconds behind a car.</text>
</svg>`;

export const chapter04: ChapterContent = {
  title: 'Speed, Space Management and Following Distance',
  summary:
    'Florida speed limits and the basic speed rule, how far it takes to stop, the three-second following rule, and how to manage the space around your vehicle when changing lanes, passing and merging.',
  objectives: [
    "Explain Florida's basic speed rule and its usual speed limits",
    'Describe the three parts of total stopping distance and how speed affects them',
    'Apply the three-second rule and know when to increase it',
    'Use a space cushion, blind-spot checks and safe passing and merging habits',
  ],
  sections: [
    {
      heading: 'Florida speed limits and the basic speed rule',
      paragraphs: [
        "Florida's basic speed rule says you must never drive faster than is reasonable and prudent for the conditions, whatever the posted limit. In heavy rain, fog, smoke, dense traffic or a work zone, the safe speed may be well below the sign. You can be cited for driving too fast for conditions even under the limit, and also for driving so slowly that you block the normal flow of traffic.",
        'Unless signs say otherwise, the usual Florida limits are 30 mph in business and residential districts and 55 mph on other roads. Limits of up to 70 mph are posted on some interstates and other limited-access highways, where a minimum speed, often 40 mph, may also be posted. School zones commonly have a 20 mph limit during posted hours, and speeding fines can be doubled in school zones and in work zones when workers are present.',
        'Speed cuts every safety margin at once. The faster you go, the less time you have to spot a hazard, the farther you travel before you react, the longer it takes to stop and the harder you hit. Crash energy grows with the square of speed, so a crash at 60 mph carries four times the energy of one at 30 mph.',
      ],
      keyPoints: [
        'Never drive faster than is reasonable and prudent for conditions.',
        'Usual limits: 30 mph in business and residential areas, 55 mph elsewhere unless posted.',
        'Doubling your speed roughly quadruples crash energy and braking distance.',
      ],
      figure: null,
    },
    {
      heading: 'How far it takes to stop',
      paragraphs: [
        'Total stopping distance has three parts. Perception distance is how far you travel while your brain recognizes a hazard. Reaction distance is how far you travel while you move your foot to the brake; together these take an alert driver about one and a half seconds. Braking distance is how far the vehicle travels after the brakes are applied. At 50 mph you cover more than 70 feet each second, so you travel over 100 feet before the brakes even begin to work.',
        'Braking distance grows with the square of speed: double your speed and you need about four times the distance to stop. Wet pavement, worn tires, a heavy load and a downhill slope all add more, while fatigue, alcohol and distraction stretch perception and reaction time. The figure shows approximate distances for a car on dry pavement; real distances vary with the vehicle and the road.',
      ],
      keyPoints: [
        'Stopping distance = perception + reaction + braking distance.',
        'An alert driver needs about 1.5 seconds to perceive a hazard and react.',
      ],
      figure: {
        svg: stoppingDistanceSvg,
        alt: 'Bar chart of total stopping distance split into perception-reaction distance and braking distance: about 110 feet at 30 mph, about 235 feet at 50 mph and about 400 feet at 70 mph.',
        caption: 'Figure 4.1 — Stopping distance rises sharply with speed.',
      },
    },
    {
      heading: 'Following distance: the three-second rule',
      paragraphs: [
        "Most rear-end crashes happen because the following driver is too close. To check your distance, watch the vehicle ahead pass a fixed object such as a sign or an overpass shadow, then count 'one thousand one, one thousand two, one thousand three.' If you reach the object before you finish counting, you are too close; drop back and count again.",
        'Three seconds is the minimum in good conditions. Add at least a second for each extra risk: rain, darkness, fog, heavy traffic, a motorcycle ahead, or when you are towing or driving a large vehicle. Keep four seconds or more behind large trucks and buses, which also block your view of the road ahead, and more still in a heavy Florida downpour.',
        'If someone is tailgating you, do not tap your brakes or speed up. Increase the space ahead so that you can slow gradually if you need to, then change lanes or pull over when it is safe and let the driver pass. The extra room in front protects you both.',
      ],
      keyPoints: [
        'Keep at least 3 seconds of following distance in good conditions.',
        'Allow 4 or more seconds behind trucks, and more in rain, fog or darkness.',
        'When tailgated, add space ahead and let the driver pass.',
      ],
      figure: {
        svg: followingCountSvg,
        alt: 'A two-lane road with a fixed marker. In one lane a car is four counted seconds behind a truck that has just passed the marker; in the other lane a car is three counted seconds behind another car.',
        caption: 'Figure 4.2 — Count the seconds from when the vehicle ahead passes a fixed marker until you reach it.',
      },
    },
    {
      heading: 'Space cushion, blind spots and lane position',
      paragraphs: [
        'A defensive driver keeps a cushion of space on all sides of the vehicle, not just in front. On multi-lane roads, avoid driving directly beside other vehicles, where you sit in their blind spots and they sit in yours. Position yourself so that you always have an escape route: a shoulder, an open lane or a gap you could move into if something goes wrong ahead.',
        'Mirrors leave blind spots beside and behind your vehicle. Before you change lanes, merge or pull away from the curb, check your mirrors, signal, then turn your head and look over your shoulder in the direction you plan to move. Check your mirrors every five to eight seconds so you always know what is around you, and at intersections look left, right and left again before you go.',
      ],
      keyPoints: [
        'Keep space on all sides and avoid riding in blind spots.',
        'Always turn your head to check the blind spot before changing lanes.',
      ],
      figure: null,
    },
    {
      heading: 'Passing and merging safely',
      paragraphs: [
        'Pass only when it is legal and you can see that the way is clear far enough ahead. Do not pass on hills or curves, at intersections or railroad crossings, or where a solid yellow line is on your side. Signal, check your blind spot and pass on the left, then return to your lane only when you can see the vehicle you passed in your rearview mirror. When someone is passing you, stay in your lane and do not speed up.',
        'When entering a highway, use the acceleration lane to match the speed of traffic, find a gap and merge smoothly. Traffic already on the highway has the right of way, but courteous drivers move over when it is safe. When leaving, signal early and slow down in the exit lane, not on the highway. If you miss your exit, go on to the next one; never back up on a highway.',
      ],
      keyPoints: [
        'Return after passing only when you can see the passed vehicle in your rearview mirror.',
        'Match highway speed in the acceleration lane, then merge into a gap.',
      ],
      figure: null,
    },
  ],
};
