import type { ChapterContent } from '../types';

export const chapter04: ChapterContent = {
  title: 'Traffic Signs',
  summary:
    'How to read traffic signs by their shape and color, and what regulatory, warning, work zone and guide signs ask of you.',
  objectives: [
    'Identify the meaning of common sign shapes and colors',
    'Explain the difference between regulatory, warning and guide signs',
    'Describe how to respond to work zone signs',
    'Use route and exit signs to plan your way',
  ],
  sections: [
    {
      heading: 'Shape and color tell you first',
      paragraphs: [
        'Signs are designed so you can understand them before you can read them. The eight-sided octagon always means stop. The downward-pointing triangle means yield. A round yellow sign warns of a railroad crossing ahead, and the white X-shaped crossbuck marks the crossing itself. A five-sided pentagon marks a school zone or school crossing. A diamond warns of a hazard ahead, and a pennant on the left side of the road marks the start of a no-passing zone.',
        'Color adds meaning too, and you will soon read it without thinking. Red means stop, yield or not allowed. White rectangles state a law. Yellow warns. Fluorescent yellow-green is used for schools, pedestrians and bicycles. Orange marks work zones. Green gives directions, blue shows services such as fuel and hospitals, and brown points to parks and recreation areas.',
      ],
      keyPoints: [
        'Octagon: stop. Downward triangle: yield. Round yellow: railroad ahead.',
        'Pentagon: school. Diamond: warning. Pennant: no-passing zone.',
        'Orange means work zone; green, blue and brown signs guide you.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300" role="img">
<rect x="0" y="0" width="640" height="300" fill="#ffffff"/>
<polygon points="56,20 104,20 130,46 130,94 104,120 56,120 30,94 30,46" fill="#c8102e" stroke="#ffffff" stroke-width="3"/>
<text x="80" y="77" font-family="sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#ffffff">STOP</text>
<text x="80" y="140" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Octagon: stop</text>
<polygon points="190,24 310,24 250,120" fill="#c8102e"/>
<polygon points="210,36 290,36 250,100" fill="#ffffff"/>
<text x="250" y="60" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#c8102e">YIELD</text>
<text x="250" y="140" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Triangle: yield</text>
<circle cx="410" cy="70" r="50" fill="#facc15" stroke="#111827" stroke-width="3"/>
<line x1="375" y1="35" x2="445" y2="105" stroke="#111827" stroke-width="5"/>
<line x1="445" y1="35" x2="375" y2="105" stroke="#111827" stroke-width="5"/>
<text x="388" y="76" font-family="sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#111827">R</text>
<text x="432" y="76" font-family="sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#111827">R</text>
<text x="410" y="140" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Circle: railroad ahead</text>
<polygon points="570,20 620,58 620,120 520,120 520,58" fill="#c7e41b" stroke="#111827" stroke-width="3"/>
<text x="570" y="86" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#111827">SCHOOL</text>
<text x="570" y="140" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Pentagon: school</text>
<polygon points="80,160 130,210 80,260 30,210" fill="#facc15" stroke="#111827" stroke-width="3"/>
<path d="M 70 238 L 70 205 Q 70 190 90 190 L 90 182" fill="none" stroke="#111827" stroke-width="5"/>
<polygon points="82,184 98,184 90,172" fill="#111827"/>
<text x="80" y="282" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Diamond: warning</text>
<rect x="215" y="158" width="70" height="100" rx="4" fill="#ffffff" stroke="#111827" stroke-width="3"/>
<text x="250" y="180" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="middle" fill="#111827">SPEED</text>
<text x="250" y="195" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="middle" fill="#111827">LIMIT</text>
<text x="250" y="238" font-family="sans-serif" font-size="16" font-weight="bold" text-anchor="middle" fill="#111827">35</text>
<text x="250" y="282" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Rectangle: a law</text>
<polygon points="360,170 460,210 360,250" fill="#facc15" stroke="#111827" stroke-width="3"/>
<text x="392" y="200" font-family="sans-serif" font-size="10" font-weight="bold" text-anchor="middle" fill="#111827">NO</text>
<text x="395" y="214" font-family="sans-serif" font-size="10" font-weight="bold" text-anchor="middle" fill="#111827">PASSING</text>
<text x="392" y="228" font-family="sans-serif" font-size="10" font-weight="bold" text-anchor="middle" fill="#111827">ZONE</text>
<text x="410" y="282" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Pennant: no passing</text>
<polygon points="570,160 620,210 570,260 520,210" fill="#f97316" stroke="#111827" stroke-width="3"/>
<text x="570" y="206" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="middle" fill="#111827">ROAD</text>
<text x="570" y="221" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="middle" fill="#111827">WORK</text>
<text x="570" y="282" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Orange: work zone</text>
</svg>`,
        alt: 'A chart of eight sign shapes: a red octagon for stop, a red and white downward triangle for yield, a round yellow railroad sign, a yellow-green pentagon for school, a yellow diamond warning, a white rectangle speed limit, a yellow pennant for no passing, and an orange diamond for road work.',
        caption: 'Figure 4.1 — Sign shapes and colors you can recognize at a glance.',
      },
    },
    {
      heading: 'Regulatory signs: the law of the road',
      paragraphs: [
        'Regulatory signs tell you what you must or must not do. Most are white rectangles with black or red lettering: speed limits, one way, keep right, and lane-use arrows that show which way each lane may turn. A red circle with a slash through a symbol means that action is not allowed, such as no left turn or no U-turn.',
        'Some regulatory signs save lives when you are about to make a serious mistake. Do Not Enter and Wrong Way signs face drivers heading the wrong way onto a one-way road or a freeway ramp. If you see one facing you, stop, and turn around safely. Ignoring a regulatory sign is a traffic violation, just like running a signal.',
      ],
      keyPoints: [
        'White rectangles state rules you must obey.',
        'A red circle and slash means that action is prohibited.',
        'A Wrong Way sign facing you means turn around now, safely.',
      ],
      figure: null,
    },
    {
      heading: 'Warning and work zone signs',
      paragraphs: [
        'Yellow warning signs tell you about a change ahead: a sharp curve, a merge, a signal you cannot yet see, a narrow bridge or animals crossing. Deer crossings are common on Ohio roads, especially at dawn and dusk in the fall. A small plaque under a curve sign may show an advisory speed, which is the safe speed for that curve in good conditions. Slow down before the hazard, not in it.',
        "Orange signs mark work zones, where lanes shift, shoulders disappear and workers may be only a few feet away. Slow down, obey the posted work zone speed, keep extra following distance and follow any flagger's directions. Ohio sets tougher penalties for many violations in work zones, so check the Digest of Ohio Motor Vehicle Laws for details.",
      ],
      keyPoints: [
        'Warning signs give you time to slow down before a hazard.',
        'Watch for deer, especially at dawn and dusk.',
        'In work zones, slow down, add space and obey flaggers.',
      ],
      figure: null,
    },
    {
      heading: 'Guide signs: finding your way',
      paragraphs: [
        'Guide signs help you plan. Interstate routes use a red, white and blue shield; odd numbers generally run north and south and even numbers east and west. State and U.S. routes have their own route markers. Green signs show destinations, distances and exits, and on Ohio freeways, exit numbers usually match the nearest mile marker, so exit 100 is about 100 miles from where the route enters the state.',
        'Read guide signs early, well before you need to act, so you can change lanes calmly. Blue signs point to gas, food, lodging and hospitals, and brown signs point to parks and historic sites. If you miss your turn, do not stop or swerve; continue to the next exit or intersection and find your way back.',
      ],
      keyPoints: [
        'Odd-numbered interstates usually run north-south; even numbers east-west.',
        'Exit numbers usually follow mile markers.',
        'Missed your exit? Go on to the next one.',
      ],
      figure: null,
    },
  ],
};
