import type { ChapterContent } from '../types';

export const chapter02: ChapterContent = {
  title: 'Arizona Traffic Laws and Right of Way',
  summary:
    "The signs, signals and pavement markings you must obey in Arizona, who yields to whom, and the state's move-over, school-bus and seat-belt rules.",
  objectives: [
    'Recognise traffic signs by shape and colour and read common pavement markings',
    'Apply the basic right-of-way rules at uncontrolled intersections, driveways and crosswalks',
    "Describe what Arizona's move-over and school-bus laws require of you",
    'State who must wear a seat belt or ride in a child restraint',
  ],
  sections: [
    {
      heading: 'Signs, signals and markings',
      paragraphs: [
        'Traffic signs speak through shape and colour, so you can read them before you can read the words. An eight-sided red sign always means stop. A downward-pointing triangle means yield. Yellow diamonds warn of hazards ahead, a five-sided sign marks a school zone or crossing, and a round yellow sign warns of a railroad crossing. White rectangles state regulations, such as speed limits, that you must obey. Orange signs mark work zones, where fines can be higher and workers may be close to traffic.',
        'Pavement markings matter just as much. Yellow lines separate traffic moving in opposite directions; white lines separate lanes going the same way. A broken line means you may cross it when it is safe, while a solid line tells you to stay in your lane. Two solid yellow lines mean no passing from either side. A solid white stop line shows where to stop at a sign or signal.',
      ],
      keyPoints: [
        'Octagon = stop, triangle = yield, diamond = warning, pentagon = school, round = railroad.',
        'Yellow lines divide opposing traffic; white lines divide lanes going the same way.',
        'Broken lines may be crossed when safe; solid lines discourage or forbid crossing.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 170" role="img">
  <rect x="0" y="0" width="320" height="170" fill="#ffffff"/>
  <text x="160" y="16" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#1a1a1a">Sign shapes and what they mean</text>
  <polygon points="22,36 38,36 50,48 50,64 38,76 22,76 10,64 10,48" fill="#c62828"/>
  <text x="30" y="60" font-family="sans-serif" font-size="10" font-weight="bold" text-anchor="middle" fill="#ffffff">STOP</text>
  <text x="30" y="94" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">Stop</text>
  <polygon points="68,38 112,38 90,76" fill="#ffffff" stroke="#c62828" stroke-width="5"/>
  <text x="90" y="94" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">Yield</text>
  <polygon points="150,34 172,56 150,78 128,56" fill="#fbc02d" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="150" y="94" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">Warning</text>
  <polygon points="210,34 230,48 230,78 190,78 190,48" fill="#c6e03b" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="210" y="94" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">School</text>
  <circle cx="275" cy="56" r="21" fill="#fbc02d" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="275" y="60" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#1a1a1a">RR</text>
  <text x="275" y="94" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">Railroad ahead</text>
  <rect x="40" y="106" width="40" height="50" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
  <text x="60" y="124" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">SPEED</text>
  <text x="60" y="146" font-family="sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#1a1a1a">45</text>
  <text x="60" y="167" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">Regulatory</text>
  <polygon points="150,108 174,132 150,156 126,132" fill="#ef6c00" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="150" y="136" font-family="sans-serif" font-size="10" font-weight="bold" text-anchor="middle" fill="#1a1a1a">WORK</text>
  <text x="150" y="167" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">Work zone</text>
  <rect x="220" y="112" width="80" height="36" rx="4" fill="#1e6b3a"/>
  <text x="260" y="134" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#ffffff">Guide: exits</text>
  <text x="260" y="164" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">Guide (green)</text>
</svg>`,
        alt: 'A chart of sign shapes: a red octagon for stop, a red-bordered downward triangle for yield, a yellow diamond for warnings, a five-sided yellow-green school sign, a round yellow railroad sign, a white rectangle speed-limit sign, an orange work-zone diamond and a green guide sign.',
        caption: 'Figure 2.1 — Learn signs by shape and colour.',
      },
    },
    {
      heading: 'Who yields to whom',
      paragraphs: [
        'Right of way is never something you take; the law only says who must give it up. At an intersection without signs or signals, yield to any vehicle already in the intersection, and if two vehicles arrive at the same time, the driver on the left yields to the driver on the right. When you turn left, yield to oncoming traffic that is close enough to be a hazard. When you enter a road from a driveway, alley or private road, stop and yield to traffic and to pedestrians on the sidewalk.',
        'Pedestrians in a marked or unmarked crosswalk have the right of way, and you must never pass a vehicle that has stopped to let someone cross. When an emergency vehicle approaches using its siren and flashing lights, pull to the right edge of the road, clear of intersections, and stop until it has passed. Even when the right of way is yours, give it up if that is what prevents a crash.',
      ],
      keyPoints: [
        'Same arrival at an uncontrolled intersection: yield to the vehicle on your right.',
        'Left turns yield to oncoming traffic; driveways and alleys yield to everyone.',
        'Pull right and stop for emergency vehicles using siren and lights.',
      ],
      figure: null,
    },
    {
      heading: 'Move over, and stop for school buses',
      paragraphs: [
        "Arizona's move-over law protects people working at the roadside. When you approach a stationary emergency vehicle, tow truck or other vehicle covered by the law with its lights flashing, move out of the lane next to it if you can do so safely. If you cannot change lanes, slow down and pass with extra caution. Check the current driver handbook for the full list of vehicles the law covers.",
        'When a school bus stops with its red lights flashing and its stop arm out, you must stop before reaching it, whether you are behind it or coming toward it. Stay stopped until the lights go off and the bus moves, or the driver signals you on. Drivers going the opposite way on a divided highway may not have to stop, but always watch for children, who may cross without looking.',
      ],
      keyPoints: [
        'Move over a lane for stopped emergency and roadside vehicles, or slow down if you cannot.',
        'Stop for a school bus showing flashing red lights and a stop arm, from either direction.',
        'Wait until the lights stop flashing before moving again.',
      ],
      figure: null,
    },
    {
      heading: 'Seat belts and child restraints',
      paragraphs: [
        'In Arizona, the driver and front-seat passengers must wear seat belts, and every passenger under 16 must be properly restrained wherever they sit. Young children need more than a belt: children under five must ride in a child restraint system, and older children under eight generally need a booster seat until they are tall enough, about four feet nine inches, for the adult belt to fit. Check the handbook for the exact rules.',
        'Wear your belt on every trip, however short. A lap and shoulder belt keeps you in your seat, spreads crash forces across the strongest parts of your body and keeps you from being thrown out of the vehicle. Air bags are designed to work with belts, not instead of them, and children under 13 are safest in the back seat.',
      ],
      keyPoints: [
        'Driver and front passengers must buckle up; everyone under 16 must be restrained.',
        'Children under five ride in a child seat; booster seats until the adult belt fits.',
        'Air bags add protection only when you are belted.',
      ],
      figure: null,
    },
  ],
};
