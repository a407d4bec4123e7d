import type { ChapterContent } from '../types';

const signShapes = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300" role="img">
<rect x="0" y="0" width="640" height="300" fill="#ffffff"/>
<text x="320" y="22" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">Sign shapes and what they mean</text>
<polygon points="91.5,57.3 107.7,73.5 107.7,96.5 91.5,112.7 68.5,112.7 52.3,96.5 52.3,73.5 68.5,57.3" fill="#c62828" stroke="#ffffff" stroke-width="2"/>
<text x="80" y="90" font-family="sans-serif" font-size="13" font-weight="bold" fill="#ffffff" text-anchor="middle">STOP</text>
<polygon points="208,56 272,56 240,112" fill="#c62828"/>
<polygon points="219,63 261,63 240,100" fill="#ffffff"/>
<text x="240" y="77" font-family="sans-serif" font-size="10" font-weight="bold" fill="#c62828" text-anchor="middle">YIELD</text>
<polygon points="400,55 428,78 428,115 372,115 372,78" fill="#c6e03a" stroke="#1a1a1a" stroke-width="2"/>
<text x="400" y="100" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a" text-anchor="middle">SCHOOL</text>
<circle cx="560" cy="85" r="30" fill="#f9d71c" stroke="#1a1a1a" stroke-width="2"/>
<line x1="541" y1="66" x2="579" y2="104" stroke="#1a1a1a" stroke-width="3"/>
<line x1="579" y1="66" x2="541" y2="104" stroke="#1a1a1a" stroke-width="3"/>
<text x="545" y="90" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a" text-anchor="middle">R</text>
<text x="575" y="90" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a" text-anchor="middle">R</text>
<polygon points="80,183 112,215 80,247 48,215" fill="#f9d71c" stroke="#1a1a1a" stroke-width="2"/>
<path d="M80 235 L80 205 M70 213 L80 200 L90 213" stroke="#1a1a1a" stroke-width="3" fill="none"/>
<polygon points="204,190 278,215 204,240" fill="#f9d71c" stroke="#1a1a1a" stroke-width="2"/>
<text x="226" y="211" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a" text-anchor="middle">NO</text>
<text x="226" y="224" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a" text-anchor="middle">PASS</text>
<rect x="376" y="182" width="48" height="64" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
<text x="400" y="198" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">SPEED</text>
<text x="400" y="210" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">LIMIT</text>
<text x="400" y="236" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">70</text>
<rect x="518" y="192" width="84" height="46" rx="5" fill="#1b6e3a" stroke="#ffffff" stroke-width="2"/>
<text x="560" y="220" font-family="sans-serif" font-size="13" font-weight="bold" fill="#ffffff" text-anchor="middle">EXIT 12</text>
<g font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">
<text x="80" y="138" font-weight="bold">Octagon</text><text x="80" y="153">Stop</text>
<text x="240" y="138" font-weight="bold">Triangle</text><text x="240" y="153">Yield</text>
<text x="400" y="138" font-weight="bold">Pentagon</text><text x="400" y="153">School zone or crossing</text>
<text x="560" y="138" font-weight="bold">Circle</text><text x="560" y="153">Railroad ahead</text>
<text x="80" y="268" font-weight="bold">Diamond</text><text x="80" y="283">Warning</text>
<text x="240" y="268" font-weight="bold">Pennant</text><text x="240" y="283">No-passing zone</text>
<text x="400" y="268" font-weight="bold">Vertical rectangle</text><text x="400" y="283">Regulatory rule</text>
<text x="560" y="268" font-weight="bold">Horizontal rectangle</text><text x="560" y="283">Guide information</text>
</g>
</svg>`;

const fourWayStop = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" role="img">
<rect x="0" y="0" width="640" height="320" fill="#dff0d8"/>
<rect x="0" y="120" width="320" height="80" fill="#6b6b6b"/>
<rect x="120" y="0" width="80" height="320" fill="#6b6b6b"/>
<g stroke="#f9d71c" stroke-width="2">
<line x1="0" y1="160" x2="116" y2="160"/><line x1="204" y1="160" x2="320" y2="160"/>
<line x1="160" y1="0" x2="160" y2="116"/><line x1="160" y1="204" x2="160" y2="320"/>
</g>
<g stroke="#ffffff" stroke-width="4">
<line x1="160" y1="206" x2="200" y2="206"/><line x1="120" y1="114" x2="160" y2="114"/>
<line x1="114" y1="160" x2="114" y2="200"/><line x1="206" y1="120" x2="206" y2="160"/>
</g>
<rect x="166" y="212" width="26" height="40" rx="5" fill="#1f5fa8"/>
<rect x="212" y="127" width="40" height="26" rx="5" fill="#a35a00"/>
<rect x="128" y="68" width="26" height="40" rx="5" fill="#6a2c91"/>
<rect x="68" y="167" width="40" height="26" rx="5" fill="#2e7d32"/>
<g font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle">
<circle cx="179" cy="272" r="13" fill="#ffffff" stroke="#1a1a1a"/><text x="179" y="277" fill="#1a1a1a">1</text>
<circle cx="272" cy="140" r="13" fill="#ffffff" stroke="#1a1a1a"/><text x="272" y="145" fill="#1a1a1a">2</text>
<circle cx="88" cy="213" r="13" fill="#ffffff" stroke="#1a1a1a"/><text x="88" y="218" fill="#1a1a1a">3</text>
<circle cx="141" cy="48" r="13" fill="#ffffff" stroke="#1a1a1a"/><text x="141" y="53" fill="#1a1a1a">4</text>
</g>
<g font-family="sans-serif" fill="#1a1a1a">
<text x="340" y="40" font-size="16" font-weight="bold">Four-way stop: who goes first?</text>
<text x="340" y="75" font-size="13">1 Blue car stopped first, so it goes first.</text>
<text x="340" y="105" font-size="13">2 Orange car stopped next, so it goes second.</text>
<text x="340" y="135" font-size="13">3 and 4 Green and purple cars stopped</text>
<text x="358" y="153" font-size="13">at the same moment.</text>
<text x="358" y="171" font-size="13">The green car is on the purple car's right,</text>
<text x="358" y="189" font-size="13">so purple yields: green goes third.</text>
<text x="340" y="225" font-size="13">Rule: first to stop, first to go.</text>
<text x="340" y="245" font-size="13">A tie? Yield to the vehicle on your right.</text>
<text x="340" y="265" font-size="13">Turning left? Yield to oncoming traffic</text>
<text x="340" y="283" font-size="13">going straight or turning right.</text>
</g>
</svg>`;

export const chapter04: ChapterContent = {
  title: 'Texas Traffic Laws and Procedures',
  summary:
    'Signs, signals and markings, right-of-way rules, Texas speed limits, the Move Over or Slow Down law, and the rules for school zones, school buses and railroad crossings.',
  objectives: [
    'Identify traffic signs by shape and color and explain signals and pavement markings',
    'Apply the right-of-way rules at four-way stops, uncontrolled intersections and for emergency vehicles',
    'State the Texas basic speed rule and the default speed limits',
    'Describe what the Texas Move Over or Slow Down law requires',
    'Explain the rules for school zones, stopped school buses and railroad crossings',
  ],
  sections: [
    {
      heading: 'Signs, signals and pavement markings',
      paragraphs: [
        'Traffic signs speak through shape and color, so you can understand them before you can read them. An eight-sided octagon always means stop, and a downward-pointing triangle means yield. A diamond warns of a hazard ahead, a pentagon marks a school zone or school crossing, and a round yellow sign warns of a railroad crossing. Red means stop or a prohibition, yellow is a warning, orange marks a work zone, and green gives directions.',
        'A steady yellow signal warns that the light is about to turn red; stop if you can do so safely. A flashing red light works like a stop sign, and a flashing yellow light means proceed with caution. A flashing yellow arrow lets you turn left only after yielding to oncoming traffic and pedestrians. Yellow pavement lines separate traffic moving in opposite directions; white lines separate lanes going the same way. You may cross a broken line when it is safe, but not a solid one. In Texas you may turn right on red after a full stop unless a sign forbids it.',
      ],
      keyPoints: [
        'Octagon means stop, triangle means yield, diamond means warning, pentagon means school.',
        'Yellow lines separate opposing traffic; white lines separate lanes going the same way.',
      ],
      figure: {
        svg: signShapes,
        alt: 'Eight sign shapes: a red octagon for stop, a red and white downward triangle for yield, a yellow-green pentagon for school, a round yellow railroad sign, a yellow diamond for warning, a yellow pennant for no passing, a white vertical rectangle speed limit sign, and a green horizontal exit sign.',
        caption: 'Figure 4.1 — Sign shapes tell you the message before you can read the words.',
      },
    },
    {
      heading: 'Right-of-way',
      paragraphs: [
        'Right-of-way rules say who must yield, never who may force their way, so always be ready to give way to avoid a crash. At a four-way stop, the first vehicle to stop completely is the first to go. If two vehicles stop at the same time, the driver on the left yields to the driver on the right. A driver turning left yields to an oncoming vehicle that is going straight or turning right.',
        'At an intersection with no signs or signals, yield to vehicles already in it and to the vehicle on your right. At a T-intersection, traffic on the road that ends yields to traffic on the through road. Always yield to pedestrians in a crosswalk, marked or unmarked. When an emergency vehicle approaches with siren or flashing lights, pull to the right edge of the road, clear of the intersection, and stop until it passes.',
      ],
      keyPoints: [
        'Four-way stop: first to stop goes first; in a tie, yield to the vehicle on your right.',
        'For an approaching emergency vehicle, pull to the right and stop.',
      ],
      figure: {
        svg: fourWayStop,
        alt: 'A four-way stop seen from above with four cars numbered in the order they go. The blue car from the south stopped first and goes first, the orange car from the east goes second, and of the green and purple cars that stopped together, the green car on the right goes before the purple car.',
        caption: 'Figure 4.2 — Arrival order at a four-way stop.',
      },
    },
    {
      heading: 'Speed limits in Texas',
      paragraphs: [
        'Texas has a basic speed rule: you may not drive faster than is reasonable and prudent for the conditions, and you must be able to stop safely. A posted limit is the maximum for ideal conditions. In rain, fog, heavy traffic or road work, a safe speed may be much lower, and you can be ticketed for driving too fast for the conditions even while under the posted limit.',
        'Where no limit is posted, Texas law sets defaults: 30 mph on streets in an urban district, 15 mph in an alley in an urban district, 70 mph on numbered highways outside urban districts, including farm-to-market roads, and 60 mph on other roads outside urban districts. Posted signs replace these defaults, and some Texas highways are posted at 75 mph or higher.',
      ],
      keyPoints: [
        'Never drive faster than is reasonable and prudent for conditions.',
        'Defaults: 30 mph urban streets, 15 mph urban alleys, 70 mph numbered highways outside cities.',
      ],
      figure: null,
    },
    {
      heading: 'Move Over or Slow Down',
      paragraphs: [
        'Police officers, firefighters, tow operators and highway workers are hurt or killed every year by passing traffic on Texas roadsides. The Texas Move Over or Slow Down law protects them. It applies when you approach a stopped police, fire or emergency medical vehicle, a tow truck, or a TxDOT or other highway service vehicle with its lights flashing.',
        'When the road has two or more lanes going your direction, move out of the lane closest to the stopped vehicle if you can do so safely. Otherwise, slow to 20 mph below the posted speed limit, or to 5 mph when the posted limit is 25 mph or less. Violations bring fines, and penalties are higher when someone is hurt.',
      ],
      keyPoints: [
        'Move out of the lane next to a stopped emergency, tow or TxDOT vehicle with flashing lights.',
        'If you cannot move over, slow to 20 mph below the limit (5 mph when the limit is 25 or less).',
      ],
      figure: null,
    },
    {
      heading: 'School zones, school buses and railroad crossings',
      paragraphs: [
        'School zones are marked by signs and often by flashing yellow beacons that show when the lower limit applies. Obey it, watch for children and crossing guards, and put your phone down. When a school bus stops with flashing red lights or its stop arm out, stop before reaching it, whether you are behind it or coming toward it. Stay stopped until the bus moves, the driver signals you on, or the lights turn off. Only drivers on the far roadway of a divided highway may continue.',
        'At a railroad crossing with flashing lights, a lowered gate, a flagger or an approaching train, stop between 15 and 50 feet from the nearest rail and wait until it is safe. Never drive around a lowered gate. Before you cross, make sure there is room for your whole vehicle on the far side, so that you never stop on the tracks.',
      ],
      keyPoints: [
        'Stop for a school bus with flashing red lights from either direction unless the highway is divided.',
        'At an active railroad crossing, stop 15 to 50 feet from the nearest rail.',
      ],
      figure: null,
    },
  ],
};
