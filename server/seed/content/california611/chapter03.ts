import type { ChapterContent } from '../types';

export const chapter03: ChapterContent = {
  title: 'Signs, Signals and Pavement Markings',
  summary:
    'How to read traffic signs by shape and color, what each signal light means, and how lines and curb colors control your driving and parking.',
  objectives: [
    'Identify the main traffic sign shapes and colors and what they tell you',
    'Explain what to do at solid, flashing and arrow signals and at pedestrian signals',
    'Interpret yellow and white pavement lines, including when you may cross them',
    'Describe the meaning of each painted curb color',
  ],
  sections: [
    {
      heading: 'Reading signs by shape and color',
      paragraphs: [
        'Traffic signs are designed so you can understand them at a glance, even from a distance or when snow or dirt covers the words. The shape tells you the type of message. An eight-sided octagon always means stop. A downward-pointing triangle means yield. A diamond warns of a hazard ahead, such as a curve or merging lane. A five-sided pentagon marks a school zone or school crossing, and a round yellow sign warns of a railroad crossing ahead.',
        'Color adds meaning. Red signs stop, prohibit or warn you that you are going the wrong way. White rectangles state regulations, such as speed limits. Yellow warns of general hazards, and fluorescent yellow-green is used for school, pedestrian and bicycle crossings. Orange marks construction and maintenance work zones. Green gives directions, blue shows motorist services, and brown points to parks and recreation areas.',
      ],
      keyPoints: [
        'Octagon = stop; triangle = yield; diamond = warning; pentagon = school.',
        'Red stops or prohibits; orange means a work zone ahead.',
        'A red circle with a slash means the action shown is not allowed.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 204" role="img">
<rect x="0" y="0" width="320" height="204" fill="#ffffff"/>
<polygon points="28,10 52,10 68,26 68,50 52,66 28,66 12,50 12,26" fill="#c62828" stroke="#ffffff" stroke-width="2"/>
<text x="40" y="43" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#ffffff">STOP</text>
<text x="40" y="80" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Octagon</text>
<text x="40" y="93" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">stop</text>
<polygon points="90,12 150,12 120,64" fill="#ffffff" stroke="#c62828" stroke-width="7"/>
<text x="120" y="32" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#c62828">YIELD</text>
<text x="120" y="80" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Triangle</text>
<text x="120" y="93" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">yield</text>
<polygon points="200,10 228,38 200,66 172,38" fill="#fbc02d" stroke="#1a1a1a" stroke-width="2"/>
<path d="M192 54 L192 40 Q192 28 206 28" fill="none" stroke="#1a1a1a" stroke-width="4"/>
<text x="200" y="80" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Diamond</text>
<text x="200" y="93" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">warning</text>
<polygon points="280,10 304,26 304,64 256,64 256,26" fill="#c6e03a" stroke="#1a1a1a" stroke-width="2"/>
<text x="280" y="48" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">SCHOOL</text>
<text x="280" y="80" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Pentagon</text>
<text x="280" y="93" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">school zone</text>
<g transform="translate(0,14)">
<circle cx="40" cy="125" r="26" fill="#fbc02d" stroke="#1a1a1a" stroke-width="2"/>
<line x1="24" y1="109" x2="56" y2="141" stroke="#1a1a1a" stroke-width="3"/>
<line x1="56" y1="109" x2="24" y2="141" stroke="#1a1a1a" stroke-width="3"/>
<text x="26" y="130" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">R</text>
<text x="46" y="130" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">R</text>
<text x="40" y="170" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Round yellow</text>
<text x="40" y="183" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">railroad ahead</text>
<rect x="98" y="99" width="44" height="54" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
<text x="120" y="114" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">SPEED</text>
<text x="120" y="125" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">LIMIT</text>
<text x="120" y="146" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a">35</text>
<text x="120" y="170" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">White</text>
<text x="120" y="183" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">regulation</text>
<polygon points="200,99 229,128 200,157 171,128" fill="#ef6c00" stroke="#1a1a1a" stroke-width="2"/>
<text x="200" y="125" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">ROAD</text>
<text x="200" y="137" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">WORK</text>
<text x="200" y="170" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Orange</text>
<text x="200" y="183" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">work zone</text>
<circle cx="280" cy="125" r="26" fill="#ffffff" stroke="#c62828" stroke-width="5"/>
<path d="M272 138 L272 116 L288 116" fill="none" stroke="#1a1a1a" stroke-width="4"/>
<polygon points="286,110 294,116 286,122" fill="#1a1a1a"/>
<line x1="262" y1="107" x2="298" y2="143" stroke="#c62828" stroke-width="5"/>
<text x="280" y="170" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Red slash</text>
<text x="280" y="183" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">not allowed</text>
</g>
</svg>`,
        alt: 'A chart of eight signs: a red octagon stop sign, a red and white yield triangle, a yellow diamond warning of a curve, a yellow-green pentagon school sign, a round yellow railroad sign, a white rectangular speed limit sign, an orange road work diamond, and a red circle with a slash over a right-turn arrow meaning no right turn.',
        caption: 'Figure 3.1 — The shape and color of a sign tell you its message before you can read it.',
      },
    },
    {
      heading: 'Traffic signals',
      paragraphs: [
        'A solid red light means stop at the limit line. After a full stop you may turn right on red, unless a sign prohibits it, yielding to pedestrians and other traffic. You may also turn left on red from a one-way street onto another one-way street after stopping. A red arrow means you may not turn in that direction until the arrow changes. A flashing red light is treated like a stop sign.',
        'A solid yellow light warns that the signal is about to turn red; stop if you can do so safely. A flashing yellow light means slow down and proceed with caution. A green light means go, but only after yielding to vehicles and pedestrians still in the intersection. A green arrow gives you a protected turn. A flashing yellow arrow allows a turn, but you must yield to oncoming traffic and pedestrians.',
        "Pedestrian signals show a walking person or the word WALK when people may start crossing. A raised hand or DON'T WALK, flashing or steady, means pedestrians should not start to cross, and many signals add a countdown of the seconds left. As a driver, remember that a pedestrian who started on WALK may still be finishing the crossing when your light turns green, so look before you move.",
      ],
      keyPoints: [
        'Right on red is allowed after a full stop unless a sign says no.',
        'You may not turn on a red arrow.',
        'Flashing red = stop sign; flashing yellow = proceed with caution.',
        'Green still means yield to anyone already in the intersection.',
      ],
      figure: null,
    },
    {
      heading: 'Lines on the road',
      paragraphs: [
        'Yellow lines separate traffic moving in opposite directions. A broken yellow line means you may pass when it is safe. A solid yellow line beside a broken one means only drivers on the broken side may pass. Double solid yellow lines mean no passing, although you may cross them to turn left into a driveway or, where allowed, to make a U-turn. Two sets of double yellow lines spaced two feet or more apart act as a barrier; never cross them.',
        'White lines separate lanes moving in the same direction. Broken white lines let you change lanes when it is safe. A solid white line discourages lane changes and marks the edge of the road or turn lanes. A wide white limit line shows where to stop at a sign or signal, and white crosswalk lines show where pedestrians cross. A row of white triangles across a lane is a yield line.',
      ],
      keyPoints: [
        'Yellow lines: opposite directions. White lines: same direction.',
        'Double solid yellow: no passing, but left turns into driveways are allowed.',
        'Two sets of double yellow lines are a barrier you must not cross.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 184" role="img">
<rect x="0" y="0" width="320" height="184" fill="#ffffff"/>
<rect x="0" y="8" width="200" height="36" fill="#6b7280"/>
<line x1="0" y1="26" x2="200" y2="26" stroke="#facc15" stroke-width="3" stroke-dasharray="14 10"/>
<text x="208" y="23" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Broken yellow</text>
<text x="208" y="37" font-family="sans-serif" font-size="11" fill="#1a1a1a">pass when safe</text>
<rect x="0" y="52" width="200" height="36" fill="#6b7280"/>
<line x1="0" y1="67" x2="200" y2="67" stroke="#facc15" stroke-width="3"/>
<line x1="0" y1="73" x2="200" y2="73" stroke="#facc15" stroke-width="3" stroke-dasharray="14 10"/>
<text x="208" y="67" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Solid + broken</text>
<text x="208" y="81" font-family="sans-serif" font-size="11" fill="#1a1a1a">broken side may pass</text>
<rect x="0" y="96" width="200" height="36" fill="#6b7280"/>
<line x1="0" y1="111" x2="200" y2="111" stroke="#facc15" stroke-width="3"/>
<line x1="0" y1="117" x2="200" y2="117" stroke="#facc15" stroke-width="3"/>
<text x="208" y="111" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Double solid</text>
<text x="208" y="125" font-family="sans-serif" font-size="11" fill="#1a1a1a">no passing</text>
<rect x="0" y="140" width="200" height="36" fill="#6b7280"/>
<line x1="0" y1="147" x2="200" y2="147" stroke="#facc15" stroke-width="2"/>
<line x1="0" y1="152" x2="200" y2="152" stroke="#facc15" stroke-width="2"/>
<line x1="0" y1="164" x2="200" y2="164" stroke="#facc15" stroke-width="2"/>
<line x1="0" y1="169" x2="200" y2="169" stroke="#facc15" stroke-width="2"/>
<text x="208" y="155" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Two double sets</text>
<text x="208" y="169" font-family="sans-serif" font-size="11" fill="#1a1a1a">barrier: never cross</text>
</svg>`,
        alt: 'Four strips of road, each with a different yellow center marking: a broken line (pass when safe), a solid line beside a broken line (only the broken side may pass), double solid lines (no passing), and two sets of double lines (a barrier you must never cross).',
        caption: 'Figure 3.2 — Yellow center lines and what they allow.',
      },
    },
    {
      heading: 'Curb colors',
      paragraphs: [
        'California uses painted curbs to control stopping and parking. Red means no stopping, standing or parking at any time (a bus may stop in a red zone marked for buses). Yellow means you may stop only long enough to load or unload passengers or freight, within the time posted. White means you may stop only long enough to pick up or drop off passengers or mail.',
        'Green means you may park for a limited time, shown on a sign or painted on the curb. Blue is reserved for people with a disabled person placard or special license plates; parking there without one brings a heavy fine. Also, never park next to a fire hydrant, in a crosswalk, in front of a driveway, or on the wrong side of the road.',
      ],
      keyPoints: [
        'Red: no stopping. Yellow: loading. White: passenger or mail pick-up only.',
        'Green: limited-time parking. Blue: disabled placard or plates only.',
      ],
      figure: null,
    },
  ],
};
