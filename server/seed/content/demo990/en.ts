import type { ChapterContent } from '../types';

/*
 * Demo course 990 ("Demo course (2-minute chapters)", seeded in California): three short chapters of about
 * 330 words, so the whole course flow can be tried in minutes. English is the fallback language.
 */

const followingDistanceSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 190" role="img">
  <rect x="0" y="0" width="320" height="190" fill="#ffffff"/>
  <text x="160" y="16" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">Count from a fixed marker</text>
  <rect x="0" y="30" width="320" height="120" fill="#4a4a4a"/>
  <line x1="0" y1="90" x2="320" y2="90" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
  <line x1="200" y1="22" x2="200" y2="150" stroke="#ffd600" stroke-width="2" stroke-dasharray="5 4"/>
  <rect x="193" y="21" width="14" height="9" fill="#ffd600"/>
  <text x="212" y="29" font-family="sans-serif" font-size="11" fill="#1a1a1a">Marker</text>
  <rect x="214" y="50" width="44" height="24" rx="5" fill="#1e63b5"/>
  <rect x="60" y="50" width="44" height="24" rx="5" fill="#c62828"/>
  <text x="82" y="66" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">You</text>
  <line x1="104" y1="42" x2="200" y2="42" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="136" y1="38" x2="136" y2="46" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="168" y1="38" x2="168" y2="46" stroke="#ffffff" stroke-width="1.5"/>
  <text x="132" y="57" font-family="sans-serif" font-size="11" fill="#ffffff">1</text>
  <text x="164" y="57" font-family="sans-serif" font-size="11" fill="#ffffff">2</text>
  <text x="191" y="57" font-family="sans-serif" font-size="11" fill="#ffffff">3</text>
  <rect x="212" y="98" width="100" height="44" rx="3" fill="#ef8a17"/>
  <rect x="28" y="108" width="44" height="24" rx="5" fill="#c62828"/>
  <text x="50" y="124" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">You</text>
  <line x1="72" y1="100" x2="200" y2="100" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="104" y1="96" x2="104" y2="104" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="136" y1="96" x2="136" y2="104" stroke="#ffffff" stroke-width="1.5"/>
  <line x1="168" y1="96" x2="168" y2="104" stroke="#ffffff" stroke-width="1.5"/>
  <text x="100" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">1</text>
  <text x="132" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">2</text>
  <text x="164" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">3</text>
  <text x="191" y="115" font-family="sans-serif" font-size="11" fill="#ffffff">4</text>
  <text x="10" y="167" font-family="sans-serif" font-size="11" fill="#1a1a1a">Behind a car: at least 3 seconds</text>
  <text x="10" y="183" font-family="sans-serif" font-size="11" fill="#1a1a1a">Behind a large truck: 4 seconds or more</text>
</svg>`;

const fourWayStopSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200" role="img">
  <rect x="0" y="0" width="360" height="200" fill="#e6efdc"/>
  <rect x="70" y="0" width="60" height="200" fill="#4a4a4a"/>
  <rect x="0" y="70" width="200" height="60" fill="#4a4a4a"/>
  <line x1="100" y1="0" x2="100" y2="66" stroke="#ffd600" stroke-width="2"/>
  <line x1="100" y1="134" x2="100" y2="200" stroke="#ffd600" stroke-width="2"/>
  <line x1="0" y1="100" x2="66" y2="100" stroke="#ffd600" stroke-width="2"/>
  <line x1="134" y1="100" x2="200" y2="100" stroke="#ffd600" stroke-width="2"/>
  <line x1="100" y1="134" x2="130" y2="134" stroke="#ffffff" stroke-width="3"/>
  <line x1="70" y1="66" x2="100" y2="66" stroke="#ffffff" stroke-width="3"/>
  <line x1="66" y1="100" x2="66" y2="130" stroke="#ffffff" stroke-width="3"/>
  <line x1="134" y1="70" x2="134" y2="100" stroke="#ffffff" stroke-width="3"/>
  <polygon points="141.7,137 148.3,137 153,141.7 153,148.3 148.3,153 141.7,153 137,148.3 137,141.7" fill="#c62828"/>
  <polygon points="141.7,47 148.3,47 153,51.7 153,58.3 148.3,63 141.7,63 137,58.3 137,51.7" fill="#c62828"/>
  <polygon points="51.7,47 58.3,47 63,51.7 63,58.3 58.3,63 51.7,63 47,58.3 47,51.7" fill="#c62828"/>
  <polygon points="51.7,137 58.3,137 63,141.7 63,148.3 58.3,153 51.7,153 47,148.3 47,141.7" fill="#c62828"/>
  <rect x="105" y="140" width="20" height="34" rx="4" fill="#1e63b5"/>
  <rect x="24" y="105" width="34" height="20" rx="4" fill="#1e63b5"/>
  <rect x="142" y="75" width="34" height="20" rx="4" fill="#1e63b5"/>
  <circle cx="115" cy="157" r="8" fill="#ffffff"/>
  <text x="115" y="161" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">1</text>
  <circle cx="41" cy="115" r="8" fill="#ffffff"/>
  <text x="41" y="119" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">2</text>
  <circle cx="159" cy="85" r="8" fill="#ffffff"/>
  <text x="159" y="89" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">3</text>
  <line x1="115" y1="132" x2="115" y2="84" stroke="#ffffff" stroke-width="2"/>
  <polygon points="115,76 110,86 120,86" fill="#ffffff"/>
  <text x="210" y="22" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">Order of arrival</text>
  <circle cx="218" cy="42" r="8" fill="#1e63b5"/>
  <text x="218" y="46" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">1</text>
  <text x="232" y="40" font-family="sans-serif" font-size="11" fill="#1a1a1a">Stopped first:</text>
  <text x="232" y="53" font-family="sans-serif" font-size="11" fill="#1a1a1a">goes first</text>
  <circle cx="218" cy="74" r="8" fill="#1e63b5"/>
  <text x="218" y="78" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">2</text>
  <text x="232" y="78" font-family="sans-serif" font-size="11" fill="#1a1a1a">Goes next</text>
  <circle cx="218" cy="100" r="8" fill="#1e63b5"/>
  <text x="218" y="104" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">3</text>
  <text x="232" y="104" font-family="sans-serif" font-size="11" fill="#1a1a1a">Goes last</text>
  <text x="210" y="140" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Stopped at the same</text>
  <text x="210" y="154" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">time? Yield to the</text>
  <text x="210" y="168" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">driver on your right.</text>
</svg>`;

const glanceSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" role="img">
  <rect x="0" y="0" width="320" height="160" fill="#ffffff"/>
  <text x="160" y="20" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">A 5-second glance at 55 mph</text>
  <text x="20" y="48" font-family="sans-serif" font-size="11" fill="#1a1a1a">Distance you travel without seeing the road</text>
  <rect x="20" y="55" width="262" height="24" fill="#c62828"/>
  <text x="30" y="72" font-family="sans-serif" font-size="12" font-weight="bold" fill="#ffffff">about 400 feet</text>
  <text x="20" y="102" font-family="sans-serif" font-size="11" fill="#1a1a1a">A football field, end zone to end zone</text>
  <rect x="20" y="109" width="234" height="24" fill="#2e7d32"/>
  <text x="30" y="126" font-family="sans-serif" font-size="12" font-weight="bold" fill="#ffffff">360 feet</text>
  <text x="20" y="152" font-family="sans-serif" font-size="11" fill="#1a1a1a">Texting takes your eyes, hands and mind off driving.</text>
</svg>`;

export const chapters: ChapterContent[] = [
  {
    title: 'Space Around Your Car',
    summary:
      'How a cushion of space around your car gives you time to react, and how to check it with the 3-second rule.',
    objectives: [
      'Explain why open space around your car gives you time to react',
      'Apply the 3-second rule to check your following distance',
      'Identify situations that call for more than 3 seconds',
    ],
    sections: [
      {
        heading: 'Why space matters',
        paragraphs: [
          'Most collisions happen because a driver runs out of time and room at the same moment. The space around your car is what buys you that time. With a cushion of open space ahead, behind and to each side, you can see trouble developing, brake smoothly, or steer around a problem instead of into it. Space also lets other drivers make mistakes without involving you.',
          'The space ahead is the part you control most directly, and rear-end crashes are among the most common collisions. Following too closely, often called tailgating, is the usual cause. When the driver in front brakes hard, you need time to notice, time to move your foot to the brake, and distance for your car to stop. If the gap is too short, no amount of skill can make up for it.',
        ],
        keyPoints: [
          'Space gives you time to see, decide and act.',
          'Keep open space ahead, behind and to both sides.',
          'Tailgating is the usual cause of rear-end crashes.',
        ],
        figure: null,
      },
      {
        heading: 'The 3-second rule',
        paragraphs: [
          'To check your following distance, watch the vehicle ahead pass a fixed object such as a sign, a pole or a shadow on the road. Then count: “one-thousand-one, one-thousand-two, one-thousand-three.” If the front of your car reaches the same object before you finish, you are too close. Ease off the accelerator and count again. Because the rule measures time rather than distance, it works at any speed.',
          'Three seconds is the minimum in good conditions. Add more time on wet or slippery roads, in fog or darkness, when you follow a motorcycle, and when you tow a trailer. Leave at least four seconds behind a large truck or bus, because its size hides the road ahead from you. If someone tailgates you, never brake suddenly to warn them: widen the gap in front of you so you both have room to stop, or change lanes and let them pass.',
        ],
        keyPoints: [
          'Keep at least 3 seconds behind the vehicle ahead.',
          'Add time in bad weather, in the dark and behind motorcycles.',
          'Leave 4 seconds or more behind large trucks and buses.',
        ],
        figure: {
          svg: followingDistanceSvg,
          alt: 'A two-lane road with a marker across it. In the top lane your car is three counts behind the car ahead; in the bottom lane your car is four counts behind a large truck.',
          caption:
            'Figure 1.1 — Counting your following distance from a fixed marker: 3 seconds behind a car, 4 or more behind a truck.',
        },
      },
    ],
  },
  {
    title: 'Intersections and Right of Way',
    summary:
      'Who goes first at stop signs, uncontrolled intersections, left turns and crosswalks, and why right of way is given, never taken.',
    objectives: [
      'Decide who goes first at a four-way stop',
      'Explain how to yield at uncontrolled intersections and when turning left',
      'Describe your duty to pedestrians in marked and unmarked crosswalks',
    ],
    sections: [
      {
        heading: 'Four-way stops and uncontrolled intersections',
        paragraphs: [
          'At a four-way (all-way) stop, every driver must come to a complete stop. The driver who stopped first goes first, and the others follow in the order they arrived. If two vehicles stop at the same time, the driver on the left yields to the driver on the right. If you and an oncoming driver arrive together and one of you is turning left, the driver turning left waits. When you are unsure, let the other driver go.',
          'At an intersection with no signs or signals, slow down and be ready to stop. Yield to vehicles and pedestrians already in the intersection, and to any vehicle that got there before you. If you arrive at the same time as another vehicle, yield to the one on your right. At a T-intersection with no signs, traffic on the through road has the right of way over drivers entering from the end of the T.',
        ],
        keyPoints: [
          'At an all-way stop, the first to stop goes first.',
          'Arrived together? Yield to the driver on your right.',
          'At a T-intersection, traffic on the through road goes first.',
        ],
        figure: {
          svg: fourWayStopSvg,
          alt: 'A four-way stop seen from above with a stop sign on each corner. Three cars wait at the stop lines, numbered 1, 2 and 3 in the order they arrived; car 1 drives straight through first.',
          caption: 'Figure 2.1 — At a four-way stop, drivers go in the order they stopped.',
        },
      },
      {
        heading: 'Left turns and pedestrians',
        paragraphs: [
          'When you turn left, yield to oncoming traffic that is close enough to be a hazard, even when your light is green. Wait in your lane with your wheels pointed straight ahead, so that if someone hits you from behind you are not pushed into oncoming cars. Turn only when the gap is big enough to finish the turn without making anyone brake. A green light lets you go only when the intersection is clear.',
          'Pedestrians have the right of way in marked crosswalks and in the unmarked crosswalks at intersections, even where no lines are painted. Stop for anyone crossing, and never pass a vehicle that has stopped at a crosswalk: a pedestrian you cannot see may be stepping out in front of it. Remember that the law only says who must yield; it never gives anyone the right to a crash. When in doubt, let the other person go.',
        ],
        keyPoints: [
          'Turning left, yield to oncoming traffic and keep your wheels straight while you wait.',
          'Pedestrians have the right of way in marked and unmarked crosswalks.',
          'Never pass a vehicle stopped at a crosswalk.',
        ],
        figure: null,
      },
    ],
  },
  {
    title: 'Staying Alert',
    summary:
      'How distraction and fatigue take your attention off driving, what California law says about phones, and what to do when you feel drowsy.',
    objectives: [
      'Name the three kinds of driver distraction',
      'State the basic California rules on using a phone while driving',
      'Recognize the warning signs of drowsy driving and respond safely',
    ],
    sections: [
      {
        heading: 'Distraction',
        paragraphs: [
          'Driving needs your eyes on the road, your hands on the wheel and your mind on the task. Anything that pulls one of these away is a distraction: visual (looking away), manual (taking a hand off the wheel) or cognitive (thinking about something else). Texting is especially dangerous because it does all three at once. A five-second glance at a phone at 55 mph means you travel more than the length of a football field without seeing the road.',
          'In California you may not hold a phone or other wireless device while you drive. Drivers 18 and older may use a phone only hands-free, such as by voice command or a single tap or swipe on a phone mounted in the car. Drivers under 18 may not use a phone at all, not even hands-free, except to call for help in an emergency. Rules change, so check the current California Driver Handbook. Better still, set your route and music before you start, and let calls wait.',
        ],
        keyPoints: [
          'Distraction can be visual, manual or cognitive; texting is all three.',
          'Never hold a phone while driving; adults may use it hands-free only.',
          'Drivers under 18 may not use a phone at all, except in an emergency.',
        ],
        figure: {
          svg: glanceSvg,
          alt: 'Two bars compare distances. A five-second glance at 55 mph covers about 400 feet, longer than a 360-foot football field.',
          caption: 'Figure 3.1 — Five seconds with your eyes off the road at 55 mph covers more than a football field.',
        },
      },
      {
        heading: 'Fatigue',
        paragraphs: [
          'Fatigue slows your reactions and dulls your judgment much as alcohol does, and a tired driver can slip into a microsleep: a few seconds of sleep, sometimes with the eyes still open. Warning signs include frequent yawning, heavy eyelids, drifting out of your lane, missing an exit or a sign, and not remembering the last few miles. The risk is highest late at night, in the early afternoon, and after a long day at work or school.',
          'Turning up the radio or opening a window does not cure tiredness. If you notice the warning signs, leave the road at the next safe place, such as a rest area, and rest. A short nap of about 20 minutes can help, and caffeine gives a brief boost, but only sleep truly fixes fatigue. Before a long trip, get a full night’s sleep, plan a break about every two hours, and share the driving when you can.',
        ],
        keyPoints: [
          'Yawning, drifting and missed exits are warning signs.',
          'Radio and fresh air do not cure fatigue; only sleep does.',
          'When you feel drowsy, pull off somewhere safe and rest.',
        ],
        figure: null,
      },
    ],
  },
];
