import type { ChapterContent } from '../types';

const signShapesSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 222" role="img">
  <rect x="0" y="0" width="360" height="222" fill="#ffffff"/>
  <text x="180" y="18" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">Sign shapes and what they mean</text>
  <polygon points="72.7,81.5 56.5,97.7 33.5,97.7 17.3,81.5 17.3,58.5 33.5,42.3 56.5,42.3 72.7,58.5" fill="#c62828"/>
  <polygon points="69.0,79.9 54.9,94.0 35.1,94.0 21.0,79.9 21.0,60.1 35.1,46.0 54.9,46.0 69.0,60.1" fill="none" stroke="#ffffff" stroke-width="2"/>
  <text x="45" y="75" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#ffffff">STOP</text>
  <text x="45" y="116" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Stop</text>
  <polygon points="103,42 167,42 135,98" fill="#c62828"/>
  <polygon points="113,48 157,48 135,87" fill="#ffffff"/>
  <text x="135" y="62" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#c62828">YIELD</text>
  <text x="135" y="116" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Yield</text>
  <polygon points="225,40 255,70 225,100 195,70" fill="#f6c700" stroke="#1a1a1a" stroke-width="2"/>
  <path d="M217 84 L217 70 Q217 58 229 58 L229 53 L238 61 L229 69 L229 64 Q223 64 223 72 L223 84 Z" fill="#1a1a1a"/>
  <text x="225" y="116" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Warning</text>
  <polygon points="315,40 341,60 341,98 289,98 289,60" fill="#c6e034" stroke="#1a1a1a" stroke-width="2"/>
  <text x="315" y="84" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">SCHOOL</text>
  <text x="315" y="116" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">School zone</text>
  <circle cx="45" cy="160" r="28" fill="#f6c700" stroke="#1a1a1a" stroke-width="2"/>
  <line x1="27" y1="142" x2="63" y2="178" stroke="#1a1a1a" stroke-width="4"/>
  <line x1="63" y1="142" x2="27" y2="178" stroke="#1a1a1a" stroke-width="4"/>
  <text x="29" y="165" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">R</text>
  <text x="61" y="165" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">R</text>
  <text x="45" y="206" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Railroad ahead</text>
  <polygon points="105,138 105,182 169,160" fill="#f6c700" stroke="#1a1a1a" stroke-width="2"/>
  <text x="125" y="164" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">NO</text>
  <text x="135" y="206" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">No passing zone</text>
  <rect x="203" y="132" width="44" height="56" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
  <text x="225" y="147" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">SPEED</text>
  <text x="225" y="158" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">LIMIT</text>
  <text x="225" y="180" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a">30</text>
  <text x="225" y="206" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Regulatory</text>
  <polygon points="315,130 345,160 315,190 285,160" fill="#f28c00" stroke="#1a1a1a" stroke-width="2"/>
  <text x="315" y="164" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">WORK</text>
  <text x="315" y="206" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Work zone</text>
</svg>`;

const allWayStopSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 256" role="img">
  <rect x="0" y="0" width="320" height="256" fill="#d7ecd0"/>
  <text x="160" y="17" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">All-way stop: who goes first</text>
  <rect x="125" y="26" width="70" height="192" fill="#5a5a5a"/>
  <rect x="0" y="90" width="320" height="70" fill="#5a5a5a"/>
  <line x1="160" y1="26" x2="160" y2="84" stroke="#f6c700" stroke-width="2"/>
  <line x1="160" y1="166" x2="160" y2="218" stroke="#f6c700" stroke-width="2"/>
  <line x1="0" y1="125" x2="119" y2="125" stroke="#f6c700" stroke-width="2"/>
  <line x1="201" y1="125" x2="320" y2="125" stroke="#f6c700" stroke-width="2"/>
  <line x1="162" y1="165" x2="195" y2="165" stroke="#ffffff" stroke-width="3"/>
  <line x1="125" y1="85" x2="158" y2="85" stroke="#ffffff" stroke-width="3"/>
  <line x1="200" y1="90" x2="200" y2="123" stroke="#ffffff" stroke-width="3"/>
  <line x1="120" y1="127" x2="120" y2="160" stroke="#ffffff" stroke-width="3"/>
  <polygon points="212.3,174.4 207.4,179.3 200.6,179.3 195.7,174.4 195.7,167.6 200.6,162.7 207.4,162.7 212.3,167.6" fill="#c62828" stroke="#ffffff"/>
  <polygon points="124.3,82.4 119.4,87.3 112.6,87.3 107.7,82.4 107.7,75.6 112.6,70.7 119.4,70.7 124.3,75.6" fill="#c62828" stroke="#ffffff"/>
  <polygon points="212.3,82.4 207.4,87.3 200.6,87.3 195.7,82.4 195.7,75.6 200.6,70.7 207.4,70.7 212.3,75.6" fill="#c62828" stroke="#ffffff"/>
  <polygon points="124.3,174.4 119.4,179.3 112.6,179.3 107.7,174.4 107.7,167.6 112.6,162.7 119.4,162.7 124.3,167.6" fill="#c62828" stroke="#ffffff"/>
  <rect x="166" y="170" width="24" height="38" rx="5" fill="#1e63b5"/>
  <circle cx="178" cy="189" r="9" fill="#ffffff"/>
  <text x="178" y="194" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">1</text>
  <rect x="205" y="95" width="38" height="24" rx="5" fill="#2e7d32"/>
  <circle cx="224" cy="107" r="9" fill="#ffffff"/>
  <text x="224" y="112" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">2</text>
  <rect x="130" y="42" width="24" height="38" rx="5" fill="#8e24aa"/>
  <circle cx="142" cy="61" r="9" fill="#ffffff"/>
  <text x="142" y="66" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">3</text>
  <rect x="77" y="131" width="38" height="24" rx="5" fill="#ef6c00"/>
  <circle cx="96" cy="143" r="9" fill="#ffffff"/>
  <text x="96" y="148" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">4</text>
  <text x="160" y="236" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Numbers show the order the cars stopped: they go 1, 2, 3, 4.</text>
  <text x="160" y="250" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">If two stop together, yield to the car on your right.</text>
</svg>`;

export const chapter03: ChapterContent = {
  title: 'Florida Traffic Laws and Right of Way',
  summary:
    'How to read Florida signs, signals and pavement markings, who must yield at intersections and roundabouts, and the rules for turns, lanes and railroad crossings.',
  objectives: [
    'Identify traffic signs by their shape and color',
    'Explain what each traffic signal and pavement marking requires',
    'Apply the right-of-way rules at all-way stops, uncontrolled intersections and roundabouts',
    'Describe Florida rules for turns, lane use and railroad crossings',
  ],
  sections: [
    {
      heading: 'Reading signs by shape and color',
      paragraphs: [
        'Traffic signs speak a visual language. You can often tell what a sign means from its shape and color before you are close enough to read the words, which helps at night, in rain or when a sign is partly hidden. Regulatory signs tell you what you must do, warning signs tell you what lies ahead, and guide signs give directions.',
        'A red octagon always means stop, and a red and white triangle pointing down means yield. A yellow diamond warns of a hazard such as a curve, a merge or a crossing. A five-sided pentagon marks a school zone or school crossing. A round yellow sign warns of a railroad crossing ahead, and a yellow pennant on the left side of the road marks a no-passing zone. White rectangles state rules such as speed limits.',
        'Color adds meaning. Orange signs mark work zones, where speeding fines can be doubled when workers are present. Green signs give directions and distances, blue signs show services such as gas, food and hospitals, and brown signs point to parks and recreation areas. Red is used for stop, yield and prohibitions, as on do not enter and wrong way signs.',
      ],
      keyPoints: [
        'Octagon means stop, downward triangle means yield, diamond means warning, pentagon means school.',
        'Orange marks work zones, green gives directions, blue shows services, brown shows recreation.',
      ],
      figure: {
        svg: signShapesSvg,
        alt: 'Chart of eight sign shapes: red octagon for stop, red and white downward triangle for yield, yellow diamond for warning, five-sided school sign, round yellow railroad advance sign, yellow pennant for no passing, white rectangle speed limit sign and orange diamond for work zones.',
        caption: 'Figure 3.1 — Each sign shape and color has its own meaning.',
      },
    },
    {
      heading: 'Traffic signals and pavement markings',
      paragraphs: [
        'A steady red light means stop before the stop line or crosswalk and stay stopped until the light turns green. A steady yellow light warns that the signal is about to turn red; stop if you can do so safely, and never speed up to beat it. A green light means you may go, but only after yielding to pedestrians and vehicles still in the intersection. A green arrow gives a protected turn in the direction it points.',
        'A flashing red light means the same as a stop sign: stop completely, then go when it is safe. A flashing yellow light means slow down and proceed with caution. If a signal is dark because of a power failure, as often happens after Florida storms, treat the intersection as an all-way stop. Always obey a police officer directing traffic, even when the signal shows something different.',
        'Pavement markings carry rules too. Yellow lines separate traffic moving in opposite directions, and white lines separate lanes moving the same way. A broken yellow line on your side means you may pass when it is safe; a solid yellow line on your side, or a double solid yellow line, means no passing. A solid white line discourages lane changes, and a wide white stop line shows where to stop.',
      ],
      keyPoints: [
        'Yellow light: stop if you safely can; never race it.',
        'A flashing red light is a stop sign; a dark signal is an all-way stop.',
        'Yellow lines divide opposite directions; white lines divide lanes going the same way.',
      ],
      figure: null,
    },
    {
      heading: 'Who goes first: right of way',
      paragraphs: [
        'Right-of-way laws say who must yield; they never give anyone an absolute right to go. Courtesy and caution matter as much as the rules. If another driver fails to yield to you, let them go anyway, and make eye contact with drivers and pedestrians before you move. Being legally right is little comfort after a crash you could have avoided.',
        'At an all-way stop, the first vehicle to stop completely is the first to go. If two vehicles stop at the same time, the driver on the left yields to the driver on the right. At an intersection with no signs or signals, yield to any vehicle already in the intersection and, if you arrive together, to the vehicle on your right. When turning left, yield to oncoming traffic and pedestrians. Drivers entering from a driveway, alley or parking lot yield to everyone on the road.',
        'Roundabouts are increasingly common in Florida. Slow down as you approach, yield to pedestrians in the crosswalk and to traffic already circling, then enter when there is a safe gap and travel counterclockwise. Do not stop inside the circle except to avoid a crash, and signal right before your exit. Florida law also requires you to yield to a funeral procession led by an escort vehicle with flashing lights.',
      ],
      keyPoints: [
        'First to stop is first to go; in a tie, yield to the vehicle on your right.',
        'Left turns yield to oncoming traffic and pedestrians.',
        'In a roundabout, yield to traffic already in the circle.',
      ],
      figure: {
        svg: allWayStopSvg,
        alt: 'An intersection with a stop sign on each corner and four cars numbered 1 to 4 in the order they stopped, one on each approach.',
        caption: 'Figure 3.2 — At an all-way stop, drivers go in the order they stopped.',
      },
    },
    {
      heading: 'Turns, lanes and railroad crossings',
      paragraphs: [
        'Signal at least 100 feet before you turn or change lanes, check mirrors and blind spots, and turn from the proper lane: right turns from the lane nearest the curb and left turns from the lane nearest the center line. Unless a sign prohibits it, you may turn right on red after a full stop, yielding to pedestrians and traffic. Florida also allows a left turn on red from a one-way street onto another one-way street after a full stop.',
        'On multi-lane roads, keep right except to pass. Florida law says you should not keep driving in the far left lane when you know a faster vehicle is trying to overtake you; move right and let it by. Make U-turns only where they are allowed and where you can see far enough in both directions to complete them safely.',
        'At a railroad crossing with flashing lights, lowered gates or a flagger, stop between 15 and 50 feet from the nearest rail and wait until it is clear. Never drive around lowered gates and never stop on the tracks; make sure there is room for your whole vehicle on the far side before you cross. A train cannot swerve and may need a mile or more to stop.',
      ],
      keyPoints: [
        'Signal at least 100 feet before turning or changing lanes.',
        'Right on red is allowed after a full stop unless a sign says otherwise.',
        'At active railroad signals, stop 15 to 50 feet from the nearest rail.',
      ],
      figure: null,
    },
  ],
};
