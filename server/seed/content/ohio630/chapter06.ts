import type { ChapterContent } from '../types';

export const chapter06: ChapterContent = {
  title: 'Right of Way',
  summary:
    'Who must yield at intersections, stop signs and driveways, and how to give way to pedestrians, emergency vehicles and school buses in Ohio.',
  objectives: [
    'Explain what yielding the right of way means',
    'Apply the right-of-way rules at four-way stops and uncontrolled intersections',
    'Describe when you must yield to pedestrians and emergency vehicles',
    "State Ohio's rules for stopping for a school bus",
  ],
  sections: [
    {
      heading: 'What right of way means',
      paragraphs: [
        'Right-of-way rules tell drivers who must yield, which means letting another road user go first. The law never gives anyone the right of way; it only says who must give it. That difference matters. Even when the rules say the other driver should yield to you, you must still do everything you can to avoid a crash if they do not.',
        'Good drivers make their intentions clear and look for the intentions of others. Make eye contact, use your signals early, and be ready to wait. Many crashes happen because two drivers each thought the other would stop. Giving up a few seconds costs you nothing, while insisting on your turn can cost far more.',
      ],
      keyPoints: [
        'The law says who must yield; nobody is guaranteed the right of way.',
        'Always be ready to yield to avoid a crash.',
        'Make your intentions clear with signals and eye contact.',
      ],
      figure: null,
    },
    {
      heading: 'Stop signs, yield signs and intersections',
      paragraphs: [
        'At a four-way stop, the first vehicle to come to a complete stop goes first. If two vehicles stop at the same time, the driver on the left yields to the driver on the right. If you are facing each other, a driver going straight or turning right goes before a driver turning left. At an intersection with no signs or signals, yield to any vehicle already in it and to a vehicle arriving from your right at about the same time.',
        'At a yield sign, slow down and be ready to stop; go only when the way is clear. When turning left, yield to oncoming traffic close enough to be a danger. When entering a road from a driveway, alley or parking lot, yield to everyone on the road and on the sidewalk.',
      ],
      keyPoints: [
        'Four-way stop: first to stop, first to go.',
        'Arrive together? Yield to the driver on your right.',
        'Left turns and drivers leaving driveways yield.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 300" role="img">
<rect x="0" y="0" width="360" height="300" fill="#dcfce7"/>
<rect x="130" y="0" width="100" height="300" fill="#6b7280"/>
<rect x="0" y="100" width="360" height="100" fill="#6b7280"/>
<line x1="180" y1="0" x2="180" y2="100" stroke="#facc15" stroke-width="3"/>
<line x1="180" y1="200" x2="180" y2="300" stroke="#facc15" stroke-width="3"/>
<line x1="0" y1="150" x2="130" y2="150" stroke="#facc15" stroke-width="3"/>
<line x1="230" y1="150" x2="360" y2="150" stroke="#facc15" stroke-width="3"/>
<line x1="182" y1="204" x2="230" y2="204" stroke="#ffffff" stroke-width="4"/>
<line x1="130" y1="96" x2="178" y2="96" stroke="#ffffff" stroke-width="4"/>
<line x1="126" y1="152" x2="126" y2="200" stroke="#ffffff" stroke-width="4"/>
<line x1="234" y1="100" x2="234" y2="148" stroke="#ffffff" stroke-width="4"/>
<polygon points="254,218 248,224 240,224 234,218 234,210 240,204 248,204 254,210" fill="#c8102e" stroke="#ffffff" stroke-width="2"/>
<polygon points="254,90 248,96 240,96 234,90 234,82 240,76 248,76 254,82" fill="#c8102e" stroke="#ffffff" stroke-width="2"/>
<polygon points="126,90 120,96 112,96 106,90 106,82 112,76 120,76 126,82" fill="#c8102e" stroke="#ffffff" stroke-width="2"/>
<polygon points="126,218 120,224 112,224 106,218 106,210 112,204 120,204 126,210" fill="#c8102e" stroke="#ffffff" stroke-width="2"/>
<rect x="193" y="210" width="26" height="44" rx="5" fill="#2563eb"/>
<circle cx="206" cy="232" r="11" fill="#ffffff"/>
<text x="206" y="237" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#1e3a8a">1</text>
<rect x="240" y="111" width="44" height="26" rx="5" fill="#dc2626"/>
<circle cx="262" cy="124" r="11" fill="#ffffff"/>
<text x="262" y="129" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#991b1b">2</text>
<rect x="141" y="46" width="26" height="44" rx="5" fill="#7c3aed"/>
<circle cx="154" cy="68" r="11" fill="#ffffff"/>
<text x="154" y="73" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#4c1d95">3</text>
<rect x="76" y="163" width="44" height="26" rx="5" fill="#ea580c"/>
<circle cx="98" cy="176" r="11" fill="#ffffff"/>
<text x="98" y="181" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#7c2d12">4</text>
<text x="8" y="20" font-family="sans-serif" font-size="12" fill="#111827">Numbers show the</text>
<text x="8" y="36" font-family="sans-serif" font-size="12" fill="#111827">order of arrival:</text>
<text x="8" y="52" font-family="sans-serif" font-size="12" fill="#111827">they go in that order.</text>
<text x="240" y="252" font-family="sans-serif" font-size="12" fill="#111827">Tie? Yield to</text>
<text x="240" y="268" font-family="sans-serif" font-size="12" fill="#111827">the car on</text>
<text x="240" y="284" font-family="sans-serif" font-size="12" fill="#111827">your right.</text>
</svg>`,
        alt: 'A four-way stop seen from above with a car stopped at each stop line, numbered 1 to 4 in the order they arrived. A note says they go in that order, and if two arrive together, yield to the car on your right.',
        caption: 'Figure 6.1 — At a four-way stop, the first to stop is the first to go.',
      },
    },
    {
      heading: 'Pedestrians and emergency vehicles',
      paragraphs: [
        'Yield to pedestrians in a crosswalk, marked or not, and to anyone crossing when you turn. Every corner of an intersection has a crosswalk even if no lines are painted. Take special care around children, older people and anyone using a white cane or a guide dog, who is blind or has low vision; always stop for them.',
        'When a police car, fire truck or ambulance approaches with flashing lights and a siren, pull over to the right edge of the road, clear of any intersection, and stop until it has passed. Do not stop in the middle of an intersection; drive through it first. Then check for more emergency vehicles before moving on. Ohio drivers also yield to a funeral procession led by its escort.',
      ],
      keyPoints: [
        'Every intersection has crosswalks, painted or not.',
        'Always stop for a person using a white cane or guide dog.',
        'For an emergency vehicle, pull right and stop until it passes.',
      ],
      figure: null,
    },
    {
      heading: 'School buses',
      paragraphs: [
        'When a school bus stops with its red lights flashing and stop arm out, Ohio law requires you to stop at least 10 feet from the bus, whether you are behind it or coming toward it. Stay stopped until the bus starts moving or the driver turns off the red lights. Children may dart across the road, so look carefully before you move on.',
        'There is one exception. On a road with four or more lanes, only traffic going the same direction as the bus must stop; traffic on the other side may continue with care. Yellow flashing lights mean the bus is about to stop, so slow down and prepare. Check the current Digest of Ohio Motor Vehicle Laws for the full rules.',
      ],
      keyPoints: [
        'Stop at least 10 feet from a school bus with flashing red lights.',
        'Stay stopped until the bus moves or the red lights go off.',
        'On four or more lanes, oncoming traffic need not stop.',
      ],
      figure: null,
    },
  ],
};
