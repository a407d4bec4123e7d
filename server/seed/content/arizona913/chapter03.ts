import type { ChapterContent } from '../types';

export const chapter03: ChapterContent = {
  title: 'Speed, Space and Following Distance',
  summary:
    "Arizona's speed laws, how speed stretches your stopping distance, and how to keep a safe following distance and space cushion around your vehicle.",
  objectives: [
    "Explain Arizona's reasonable-and-prudent speed rule and its default speed limits",
    'Describe the three parts of stopping distance and how speed affects each',
    'Use the three-second rule and know when to add more time',
    'Maintain a space cushion and check blind spots before changing lanes',
  ],
  sections: [
    {
      heading: "Arizona's speed laws",
      paragraphs: [
        'Arizona has a basic speed rule: you may never drive faster than is reasonable and prudent for the conditions, whatever the posted limit. Rain, dust, darkness, heavy traffic, curves and road work can all make the posted speed too fast. Where no limit is posted, the usual limits are 15 mph when approaching a school crossing, 25 mph in business and residential districts, and 65 mph in other locations. Some rural interstates are posted as high as 75 mph.',
        'Very high speeds are treated more seriously. Driving faster than 85 mph, for example, can be charged as criminal speeding, a misdemeanour rather than a civil ticket, and criminal charges cannot be diverted to this program. Driving far below the flow of traffic can also be dangerous and can earn a citation for impeding traffic. Keep right except to pass on multi-lane highways.',
      ],
      keyPoints: [
        'Never drive faster than is reasonable for conditions, even below the limit.',
        'Default limits: 15 mph near school crossings, 25 mph in business and residential districts, 65 mph elsewhere.',
        'Extreme speeds, such as over 85 mph, can be a criminal offence.',
      ],
      figure: null,
    },
    {
      heading: 'How speed stretches your stopping distance',
      paragraphs: [
        'Stopping takes three steps. First you perceive the hazard, then you react by moving your foot to the brake, and then the brakes slow the vehicle. Perception and reaction together take most alert drivers about one and a half seconds, and the car keeps moving at full speed the whole time. At 65 mph you cover roughly 95 feet every second, so you travel well over 100 feet before the brakes even start working.',
        'Braking distance grows much faster than speed. When you double your speed, you need about four times the distance to brake to a stop. That is why a few extra miles per hour make such a difference in a crash. Wet, dusty or worn roads, worn tyres and heavy loads all add more distance, so the figures below are only rough guides for dry pavement.',
      ],
      keyPoints: [
        'Stopping distance = perception distance + reaction distance + braking distance.',
        'Doubling your speed roughly quadruples your braking distance.',
        'Bad roads, worn tyres and heavy loads lengthen every stop.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 190" role="img">
  <rect x="0" y="0" width="320" height="190" fill="#ffffff"/>
  <text x="160" y="16" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#1a1a1a">Approximate stopping distance (dry road)</text>
  <text x="8" y="52" font-family="sans-serif" font-size="11" fill="#1a1a1a">30 mph</text>
  <rect x="52" y="40" width="18" height="18" fill="#1a56b0"/>
  <rect x="70" y="40" width="18" height="18" fill="#f9a825"/>
  <rect x="88" y="40" width="25" height="18" fill="#c62828"/>
  <text x="118" y="53" font-family="sans-serif" font-size="11" fill="#1a1a1a">about 110 ft</text>
  <text x="8" y="87" font-family="sans-serif" font-size="11" fill="#1a1a1a">50 mph</text>
  <rect x="52" y="75" width="30" height="18" fill="#1a56b0"/>
  <rect x="82" y="75" width="30" height="18" fill="#f9a825"/>
  <rect x="112" y="75" width="69" height="18" fill="#c62828"/>
  <text x="186" y="88" font-family="sans-serif" font-size="11" fill="#1a1a1a">about 235 ft</text>
  <text x="8" y="122" font-family="sans-serif" font-size="11" fill="#1a1a1a">65 mph</text>
  <rect x="52" y="110" width="40" height="18" fill="#1a56b0"/>
  <rect x="92" y="110" width="40" height="18" fill="#f9a825"/>
  <rect x="132" y="110" width="116" height="18" fill="#c62828"/>
  <text x="252" y="123" font-family="sans-serif" font-size="11" fill="#1a1a1a">about 355 ft</text>
  <rect x="20" y="148" width="12" height="12" fill="#1a56b0"/>
  <text x="36" y="158" font-family="sans-serif" font-size="10" fill="#1a1a1a">Perception</text>
  <rect x="110" y="148" width="12" height="12" fill="#f9a825"/>
  <text x="126" y="158" font-family="sans-serif" font-size="10" fill="#1a1a1a">Reaction</text>
  <rect x="196" y="148" width="12" height="12" fill="#c62828"/>
  <text x="212" y="158" font-family="sans-serif" font-size="10" fill="#1a1a1a">Braking</text>
  <text x="160" y="182" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#444444">Rough figures; wet or dusty roads need much more.</text>
</svg>`,
        alt: 'Bar chart of approximate stopping distance on a dry road, split into perception, reaction and braking: about 110 feet at 30 mph, about 235 feet at 50 mph and about 355 feet at 65 mph, with the braking part growing fastest.',
        caption: 'Figure 3.1 — Perception, reaction and braking distance at three speeds.',
      },
    },
    {
      heading: 'The three-second rule',
      paragraphs: [
        'The easiest way to keep a safe following distance is to measure it in time. Watch the vehicle ahead pass a fixed point such as a sign or an overpass shadow, then count "one thousand one, one thousand two, one thousand three." If you reach the point before you finish counting, you are too close, so ease off and count again. Three seconds works at any speed because the distance grows as you go faster.',
        'Three seconds is the minimum for good conditions. Add at least a second in rain, dust, darkness or heavy traffic, and leave four seconds or more behind large trucks, which block your view ahead and need room to stop, and behind motorcycles. If someone tailgates you, do not brake to punish them; open up extra space in front so that you can slow gently, and let them pass.',
      ],
      keyPoints: [
        'Count at least three seconds behind the vehicle ahead.',
        'Use four seconds or more behind trucks and in poor conditions.',
        'When tailgated, add space ahead and let the other driver pass.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" role="img">
  <rect x="0" y="0" width="320" height="160" fill="#ffffff"/>
  <rect x="0" y="40" width="320" height="80" fill="#5f6368"/>
  <line x1="0" y1="80" x2="320" y2="80" stroke="#ffffff" stroke-width="3" stroke-dasharray="16,12"/>
  <rect x="220" y="46" width="88" height="28" fill="#eceff1" stroke="#1a1a1a" stroke-width="1.5"/>
  <rect x="296" y="48" width="16" height="24" fill="#1a56b0"/>
  <text x="258" y="64" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1a1a1a">TRUCK</text>
  <rect x="16" y="50" width="36" height="20" rx="4" fill="#f9a825" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="34" y="64" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">You</text>
  <rect x="212" y="26" width="6" height="14" fill="#1e7b34"/>
  <text x="215" y="20" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">sign post</text>
  <line x1="56" y1="98" x2="214" y2="98" stroke="#ffffff" stroke-width="2"/>
  <circle cx="96" cy="98" r="3" fill="#ffffff"/>
  <circle cx="135" cy="98" r="3" fill="#ffffff"/>
  <circle cx="175" cy="98" r="3" fill="#ffffff"/>
  <text x="76" y="114" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#ffffff">1</text>
  <text x="115" y="114" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#ffffff">2</text>
  <text x="155" y="114" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#ffffff">3</text>
  <text x="195" y="114" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#ffffff">4</text>
  <text x="160" y="138" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1a1a1a">When the truck passes the sign, start counting.</text>
  <text x="160" y="153" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1a1a1a">Reach the sign no sooner than "four" behind a truck.</text>
</svg>`,
        alt: 'A car labelled You follows a truck on a two-lane road. A sign post marks the point the truck has just passed, and the gap between the car and the post is divided into four one-second counts.',
        caption: 'Figure 3.2 — Counting a four-second gap behind a large truck.',
      },
    },
    {
      heading: 'A space cushion on every side',
      paragraphs: [
        'Following distance is only the space in front of you. A defensive driver also manages the space beside and behind the vehicle, so there is always somewhere to go if something goes wrong. Avoid driving alongside other vehicles for long periods, stay out of their blind spots, and position yourself so that you have an open lane or shoulder as an escape route.',
        'Before changing lanes, signal, check your mirrors and turn your head to look over your shoulder into the blind spot, then move smoothly without slowing down. Look 12 to 15 seconds ahead, which is about a block in town or a quarter mile on the highway, so you see brake lights, merging traffic and hazards early.',
      ],
      keyPoints: [
        'Keep space ahead, beside and behind you, plus an escape route.',
        'Signal, check mirrors and look over your shoulder before changing lanes.',
        'Look 12 to 15 seconds ahead.',
      ],
      figure: null,
    },
  ],
};
