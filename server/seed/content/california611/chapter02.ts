import type { ChapterContent } from '../types';

export const chapter02: ChapterContent = {
  title: 'California Traffic Laws and the Right of Way',
  summary:
    "Where California's traffic rules come from and who must yield at intersections, crosswalks and to emergency vehicles.",
  objectives: [
    'Explain why driving is a privilege that comes with legal duties',
    'Apply the right-of-way rules at uncontrolled intersections, T-intersections and four-way stops',
    'Describe your duties toward pedestrians, including blind pedestrians',
    'State what to do when an emergency vehicle approaches with its siren and red lights on',
  ],
  sections: [
    {
      heading: 'The rules of the road',
      paragraphs: [
        "California's traffic laws are written in the Vehicle Code, and the DMV explains them in plain language in the California Driver's Handbook. Driving is a privilege granted by the state. When you accept a license, you agree to follow these laws, to carry proof of insurance, and to take a chemical test for alcohol or drugs if an officer lawfully asks you to. Not knowing a rule is never an excuse for breaking it.",
        'The laws exist so that every road user can predict what others will do. When everyone stops at a red light, signals before turning and yields when required, traffic flows smoothly and people are not surprised. Most collisions happen when someone does something another driver did not expect. Following the rules makes you predictable, and predictable drivers are safer drivers.',
      ],
      keyPoints: [
        "The Vehicle Code sets the rules; the Driver's Handbook explains them.",
        'Driving is a privilege with legal duties attached.',
        'Predictable driving prevents collisions.',
      ],
      figure: null,
    },
    {
      heading: 'Right of way at intersections',
      paragraphs: [
        'The law does not give anyone the right of way; it only says who must yield. Even when the other driver should yield, you must do everything you can to avoid a collision. At an intersection without signs or signals, yield to any vehicle already in the intersection or arriving before you. If two vehicles arrive at the same time, the driver on the left yields to the driver on the right.',
        'At a T-intersection without signs or signals, vehicles on the road that ends must yield to traffic on the through road. When you turn left, yield to oncoming vehicles that are close enough to be a danger, and to pedestrians. When you enter a road from a driveway, alley or parking lot, yield to the traffic and pedestrians already on that road.',
      ],
      keyPoints: [
        'The law says who must yield; nobody is guaranteed the right of way.',
        'Arriving at the same time: yield to the vehicle on your right.',
        'The road that ends at a T yields to the through road.',
        'Left turns yield to close oncoming traffic.',
      ],
      figure: null,
    },
    {
      heading: 'Four-way stops',
      paragraphs: [
        'At an intersection with a stop sign on every corner, each driver must come to a complete stop at the limit line, or before the crosswalk, or at the corner if there is no line. The vehicle that stopped first goes first. If two vehicles stop at the same time, the one on the right goes first. Make eye contact, move forward only when it is clearly your turn, and watch for pedestrians crossing in front of you.',
        'A traffic signal that is completely dark because of a power failure is treated the same way as a four-way stop. Stop, take turns in the order of arrival, and proceed carefully. Never assume the other drivers know the rules; be ready to wait a moment longer if someone takes your turn.',
      ],
      keyPoints: [
        'Stop completely; first to stop is first to go.',
        'Stopped at the same time: the driver on the right goes first.',
        'A dark signal means treat the intersection as a four-way stop.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">
<rect x="0" y="0" width="320" height="200" fill="#e8f5e9"/>
<rect x="120" y="0" width="80" height="200" fill="#6b7280"/>
<rect x="0" y="60" width="320" height="80" fill="#6b7280"/>
<line x1="160" y1="0" x2="160" y2="60" stroke="#facc15" stroke-width="2"/>
<line x1="160" y1="140" x2="160" y2="200" stroke="#facc15" stroke-width="2"/>
<line x1="0" y1="100" x2="120" y2="100" stroke="#facc15" stroke-width="2"/>
<line x1="200" y1="100" x2="320" y2="100" stroke="#facc15" stroke-width="2"/>
<line x1="160" y1="142" x2="200" y2="142" stroke="#ffffff" stroke-width="3"/>
<line x1="120" y1="58" x2="160" y2="58" stroke="#ffffff" stroke-width="3"/>
<line x1="118" y1="100" x2="118" y2="140" stroke="#ffffff" stroke-width="3"/>
<line x1="202" y1="60" x2="202" y2="100" stroke="#ffffff" stroke-width="3"/>
<rect x="168" y="148" width="24" height="36" rx="4" fill="#2563eb"/>
<text x="180" y="171" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#ffffff">1</text>
<rect x="128" y="16" width="24" height="36" rx="4" fill="#dc2626"/>
<text x="140" y="39" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#ffffff">3</text>
<rect x="76" y="108" width="36" height="24" rx="4" fill="#16a34a"/>
<text x="94" y="125" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#ffffff">2</text>
<rect x="208" y="68" width="36" height="24" rx="4" fill="#7c3aed"/>
<text x="226" y="85" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#ffffff">4</text>
<polygon points="214,146 222,146 228,152 228,160 222,166 214,166 208,160 208,152" fill="#dc2626"/>
<polygon points="98,34 106,34 112,40 112,48 106,54 98,54 92,48 92,40" fill="#dc2626"/>
<polygon points="98,146 106,146 112,152 112,160 106,166 98,166 92,160 92,152" fill="#dc2626"/>
<polygon points="214,34 222,34 228,40 228,48 222,54 214,54 208,48 208,40" fill="#dc2626"/>
<text x="6" y="16" font-family="sans-serif" font-size="11" fill="#1a1a1a">Numbers show</text>
<text x="6" y="30" font-family="sans-serif" font-size="11" fill="#1a1a1a">arrival order.</text>
<text x="6" y="180" font-family="sans-serif" font-size="11" fill="#1a1a1a">1 stopped first,</text>
<text x="6" y="194" font-family="sans-serif" font-size="11" fill="#1a1a1a">so 1 goes first.</text>
<text x="232" y="180" font-family="sans-serif" font-size="11" fill="#1a1a1a">Tie? Right</text>
<text x="232" y="194" font-family="sans-serif" font-size="11" fill="#1a1a1a">goes first.</text>
</svg>`,
        alt: 'A four-way stop seen from above with a stop sign on each corner and four cars numbered 1 to 4 in the order they stopped. Car 1 stopped first and goes first; if two cars stop together, the one on the right goes first.',
        caption: 'Figure 2.1 — At a four-way stop, vehicles go in the order they stopped.',
      },
    },
    {
      heading: 'Pedestrians and crosswalks',
      paragraphs: [
        'A crosswalk is the part of the road where pedestrians may cross. It may be marked with white or yellow lines, or it may be unmarked: at most intersections, a crosswalk exists even without painted lines. You must yield to a pedestrian crossing in any crosswalk, marked or unmarked. Do not pass a vehicle that is stopped at a crosswalk, because a pedestrian you cannot see may be crossing in front of it.',
        "Pedestrians who are blind or have low vision may use a white cane or a guide dog. They have the right of way at all times. Do not honk at them, and do not stop your car in the middle of the crosswalk, which forces them to walk around it into traffic. Pedestrians should also obey signals and avoid stepping suddenly in front of a vehicle that cannot stop, but the driver's duty to take care always remains.",
      ],
      keyPoints: [
        'Yield to pedestrians in marked and unmarked crosswalks.',
        'Never pass a vehicle stopped for a crosswalk.',
        'A white cane or guide dog means the pedestrian always has the right of way.',
      ],
      figure: null,
    },
    {
      heading: 'Emergency vehicles',
      paragraphs: [
        'You must yield to any police car, fire engine, ambulance or other emergency vehicle using a siren and red lights. Drive as close as you safely can to the right edge of the road and stop until it has passed. If you are in an intersection, drive through it first and then pull over. Never stop in an intersection, and obey any directions given by a police officer or firefighter.',
        'Do not follow within 300 feet of an emergency vehicle that is using its siren and lights, and do not drive to the scene of a fire or collision just to watch. Remember that more than one emergency vehicle may be coming, so look and listen before pulling back into traffic.',
      ],
      keyPoints: [
        'Siren and red lights: pull to the right edge and stop.',
        'Never stop inside an intersection; clear it first.',
        'Stay at least 300 feet behind an emergency vehicle using its siren.',
      ],
      figure: null,
    },
  ],
};
