import type { ChapterContent } from '../types';

export const chapter11: ChapterContent = {
  title: 'Parking, Including Parallel Parking and Hills',
  summary:
    'Where Ohio law forbids parking, how to park in angled, straight-in and parallel spaces, and how to turn your wheels and secure the car on a hill.',
  objectives: [
    'Identify places where Ohio law does not allow parking',
    'Describe how to enter and leave angle and perpendicular spaces',
    'Explain the steps of parallel parking',
    'Describe which way to turn your wheels when parking on a hill',
  ],
  sections: [
    {
      heading: 'Where you may not park',
      paragraphs: [
        'Ohio law lists places where you may not park or leave your vehicle standing, except to avoid other traffic or when an officer or signal tells you to. They include on a sidewalk, in front of a driveway, within an intersection, on a crosswalk, within 10 feet of a fire hydrant, within 20 feet of a crosswalk at an intersection, and within 30 feet of a stop sign, flashing beacon or traffic signal on the approach to it.',
        'You also may not park within 50 feet of the nearest rail of a railroad crossing, within 20 feet of a fire station driveway, or within 75 feet of it on the opposite side of the street. Double parking beside a parked car, parking on a bridge, and parking where signs or yellow curbs forbid it are not allowed either. Spaces for people with disabilities need the proper placard or plate.',
      ],
      keyPoints: [
        'Hydrant: 10 feet. Crosswalk at an intersection: 20 feet. Stop sign or signal: 30 feet.',
        'Railroad crossing: 50 feet from the nearest rail.',
        'Never block driveways, crosswalks or intersections.',
      ],
      figure: null,
    },
    {
      heading: 'Angle and perpendicular parking',
      paragraphs: [
        'To enter an angled or straight-in space, signal, slow down and keep away from the parked cars so you have room to swing in. When your front bumper reaches the line nearest you, for a straight-in space a little later, turn the wheel sharply and creep into the center of the space. Straighten the wheels and stop before the front of the car reaches the curb or the end of the space.',
        'Leaving is the harder part, because the cars beside you block your view. Back out slowly, looking over your shoulder and in every direction, and stop if a person or car appears. Once your front bumper clears the car beside you, turn the wheel to swing the front into the lane. Backing into a space takes practice but makes leaving much safer.',
      ],
      keyPoints: [
        'Swing wide enough to enter the center of the space.',
        'Back out slowly, looking all around, ready to stop.',
        'Backing in makes leaving safer.',
      ],
      figure: null,
    },
    {
      heading: 'Parallel parking',
      paragraphs: [
        'Find a space about one and a half times the length of your car. Signal, stop beside the car in front of the space, about two to three feet from it, with your rear bumpers lined up. Check traffic, shift to Reverse, and back slowly while turning the wheel sharply right until your car is at about a 45-degree angle to the curb.',
        'Straighten the wheel and keep backing until your front bumper passes the rear of the car ahead. Then turn the wheel sharply left to swing the front in, and stop before touching the car behind. Pull forward to center the car. Ohio law requires your wheels to be within 12 inches of the curb. To leave, signal left, check your mirror and blind spot, and pull out only when there is a safe gap.',
      ],
      keyPoints: [
        'Start two to three feet from the car ahead, rear bumpers level.',
        'Back in at about 45 degrees, then turn the wheel left to straighten.',
        'Finish within 12 inches of the curb.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 230" role="img">
<rect x="0" y="0" width="560" height="230" fill="#ffffff"/>
<rect x="0" y="0" width="560" height="180" fill="#9ca3af"/>
<rect x="0" y="180" width="560" height="50" fill="#d1d5db"/>
<line x1="0" y1="180" x2="560" y2="180" stroke="#374151" stroke-width="4"/>
<rect x="40" y="136" width="110" height="40" rx="8" fill="#4b5563"/>
<text x="95" y="161" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#ffffff">Parked car</text>
<rect x="360" y="136" width="110" height="40" rx="8" fill="#4b5563"/>
<text x="415" y="161" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#ffffff">Parked car</text>
<rect x="360" y="80" width="110" height="40" rx="8" fill="#2563eb"/>
<text x="415" y="105" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#ffffff">1</text>
<g transform="rotate(-40 300 125)"><rect x="245" y="105" width="110" height="40" rx="8" fill="#2563eb" fill-opacity="0.75"/></g>
<text x="300" y="131" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#ffffff">2</text>
<rect x="190" y="136" width="110" height="40" rx="8" fill="#1e40af" stroke="#ffffff" stroke-width="2" stroke-dasharray="6 4"/>
<text x="245" y="161" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#ffffff">3</text>
<text x="8" y="20" font-family="sans-serif" font-size="12" fill="#111827">1. Stop beside the front car, 2 to 3 feet away, rear bumpers level.</text>
<text x="8" y="38" font-family="sans-serif" font-size="12" fill="#111827">2. Back slowly, wheel turned right, to about 45 degrees.</text>
<text x="8" y="56" font-family="sans-serif" font-size="12" fill="#111827">3. Turn the wheel left to swing in; finish within 12 inches of the curb.</text>
<text x="280" y="210" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Curb and sidewalk</text>
</svg>`,
        alt: 'A street beside a curb with two parked cars and a gap between them. A blue car is shown in three positions: stopped beside the front parked car, backing in at about 45 degrees, and finished in the space close to the curb.',
        caption: 'Figure 11.1 — The three stages of parallel parking on the right.',
      },
    },
    {
      heading: 'Parking on hills and securing the car',
      paragraphs: [
        'On a hill, turn your front wheels so the car would roll away from traffic if the brakes failed. Facing downhill, with or without a curb, turn the wheels toward the curb or the edge of the road. Facing uphill with a curb, turn the wheels away from the curb and let the car roll back gently until a front tire rests against it. Facing uphill with no curb, turn the wheels toward the edge of the road.',
        'Every time you park, set the parking brake, shift to Park, and turn off the engine. Ohio law also says not to leave a vehicle unattended with the engine running or the key in it. Before opening your door, check your mirror and look over your shoulder for cyclists and traffic, then lock the car.',
      ],
      keyPoints: [
        'Downhill: wheels toward the curb. Uphill with a curb: wheels away from it.',
        'Uphill with no curb: wheels toward the edge of the road.',
        'Parking brake on, engine off, key out; check before opening the door.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 280" role="img">
<rect x="0" y="0" width="600" height="280" fill="#ffffff"/>
<text x="100" y="22" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#111827">Facing downhill</text>
<rect x="10" y="34" width="130" height="180" fill="#9ca3af"/>
<rect x="140" y="34" width="12" height="180" fill="#4b5563"/>
<rect x="152" y="34" width="40" height="180" fill="#d1d5db"/>
<text x="172" y="128" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#111827" transform="rotate(90 172 128)">curb</text>
<line x1="30" y1="190" x2="30" y2="70" stroke="#111827" stroke-width="3"/>
<polygon points="23,74 37,74 30,58" fill="#111827"/>
<text x="22" y="130" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#111827" transform="rotate(-90 22 130)">downhill</text>
<rect x="74" y="70" width="56" height="112" rx="10" fill="#2563eb" stroke="#1e3a8a" stroke-width="2"/>
<rect x="82" y="84" width="40" height="20" rx="3" fill="#bfdbfe"/>
<rect x="66" y="76" width="10" height="24" rx="2" fill="#111827" transform="rotate(25 71 88)"/>
<rect x="66" y="148" width="10" height="24" rx="2" fill="#111827"/>
<rect x="128" y="76" width="10" height="24" rx="2" fill="#111827" transform="rotate(25 133 88)"/>
<rect x="128" y="148" width="10" height="24" rx="2" fill="#111827"/>
<text x="102" y="64" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#111827">front</text>
<text x="100" y="234" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Wheels turned toward</text>
<text x="100" y="250" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">the curb or edge</text>
<text x="300" y="22" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#111827">Uphill, with curb</text>
<rect x="210" y="34" width="130" height="180" fill="#9ca3af"/>
<rect x="340" y="34" width="12" height="180" fill="#4b5563"/>
<rect x="352" y="34" width="40" height="180" fill="#d1d5db"/>
<text x="372" y="128" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#111827" transform="rotate(90 372 128)">curb</text>
<line x1="230" y1="190" x2="230" y2="70" stroke="#111827" stroke-width="3"/>
<polygon points="223,74 237,74 230,58" fill="#111827"/>
<text x="222" y="130" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#111827" transform="rotate(-90 222 130)">uphill</text>
<rect x="274" y="70" width="56" height="112" rx="10" fill="#2563eb" stroke="#1e3a8a" stroke-width="2"/>
<rect x="282" y="84" width="40" height="20" rx="3" fill="#bfdbfe"/>
<rect x="266" y="76" width="10" height="24" rx="2" fill="#111827" transform="rotate(-25 271 88)"/>
<rect x="266" y="148" width="10" height="24" rx="2" fill="#111827"/>
<rect x="328" y="76" width="10" height="24" rx="2" fill="#111827" transform="rotate(-25 333 88)"/>
<rect x="328" y="148" width="10" height="24" rx="2" fill="#111827"/>
<text x="302" y="64" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#111827">front</text>
<text x="300" y="234" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Wheels turned away</text>
<text x="300" y="250" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">from the curb</text>
<text x="500" y="22" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#111827">Uphill, no curb</text>
<rect x="410" y="34" width="130" height="180" fill="#9ca3af"/>
<rect x="540" y="34" width="52" height="180" fill="#86efac"/>
<text x="566" y="128" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#14532d" transform="rotate(90 566 128)">road edge</text>
<line x1="430" y1="190" x2="430" y2="70" stroke="#111827" stroke-width="3"/>
<polygon points="423,74 437,74 430,58" fill="#111827"/>
<text x="422" y="130" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#111827" transform="rotate(-90 422 130)">uphill</text>
<rect x="474" y="70" width="56" height="112" rx="10" fill="#2563eb" stroke="#1e3a8a" stroke-width="2"/>
<rect x="482" y="84" width="40" height="20" rx="3" fill="#bfdbfe"/>
<rect x="466" y="76" width="10" height="24" rx="2" fill="#111827" transform="rotate(25 471 88)"/>
<rect x="466" y="148" width="10" height="24" rx="2" fill="#111827"/>
<rect x="528" y="76" width="10" height="24" rx="2" fill="#111827" transform="rotate(25 533 88)"/>
<rect x="528" y="148" width="10" height="24" rx="2" fill="#111827"/>
<text x="502" y="64" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#111827">front</text>
<text x="500" y="234" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Wheels turned toward</text>
<text x="500" y="250" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">the edge of the road</text>
<text x="300" y="272" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">In every case: parking brake on, shift to Park, engine off.</text>
</svg>`,
        alt: 'Three cars parked at the right side of a sloping road, seen from above. Facing downhill, the front wheels turn toward the curb. Facing uphill with a curb, they turn away from the curb. Facing uphill with no curb, they turn toward the edge of the road.',
        caption: 'Figure 11.2 — Which way to turn your wheels when parking on a hill.',
      },
    },
  ],
};
