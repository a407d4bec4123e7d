import type { ChapterContent } from '../types';

const truckNoZonesSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 206" role="img">
  <rect x="0" y="0" width="340" height="206" fill="#ffffff"/>
  <text x="170" y="17" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">A truck's no-zones (blind spots)</text>
  <rect x="0" y="28" width="340" height="144" fill="#5a5a5a"/>
  <line x1="0" y1="76" x2="340" y2="76" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
  <line x1="0" y1="124" x2="340" y2="124" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
  <rect x="284" y="80" width="50" height="40" fill="#e53935" fill-opacity="0.55"/>
  <rect x="8" y="80" width="98" height="40" fill="#e53935" fill-opacity="0.55"/>
  <rect x="176" y="32" width="80" height="44" fill="#e53935" fill-opacity="0.55"/>
  <polygon points="280,124 280,168 100,168 150,124" fill="#e53935" fill-opacity="0.55"/>
  <rect x="110" y="86" width="140" height="28" fill="#e0e0e0" stroke="#1a1a1a"/>
  <rect x="252" y="88" width="28" height="24" rx="3" fill="#1e63b5" stroke="#1a1a1a"/>
  <text x="180" y="104" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Truck</text>
  <text x="309" y="104" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#ffffff">Front</text>
  <text x="57" y="104" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#ffffff">Rear</text>
  <text x="216" y="58" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#ffffff">Left side</text>
  <text x="215" y="152" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#ffffff">Right side (largest)</text>
  <polygon points="330,44 318,38 318,50" fill="#ffffff"/>
  <line x1="296" y1="44" x2="318" y2="44" stroke="#ffffff" stroke-width="2"/>
  <text x="170" y="188" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Red areas are no-zones. If you can't see the driver's</text>
  <text x="170" y="201" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">face in the truck's mirror, the driver can't see you.</text>
</svg>`;

const moveOverSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 214" role="img">
  <rect x="0" y="0" width="340" height="214" fill="#ffffff"/>
  <text x="170" y="17" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">Florida's Move Over law</text>
  <rect x="0" y="34" width="340" height="106" fill="#5a5a5a"/>
  <rect x="0" y="140" width="340" height="28" fill="#9e9e9e"/>
  <line x1="0" y1="36" x2="340" y2="36" stroke="#ffd600" stroke-width="2"/>
  <line x1="0" y1="88" x2="340" y2="88" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
  <line x1="0" y1="140" x2="340" y2="140" stroke="#ffffff" stroke-width="2"/>
  <text x="8" y="164" font-family="sans-serif" font-size="10" fill="#1a1a1a">Shoulder</text>
  <rect x="190" y="145" width="44" height="20" rx="4" fill="#ffffff" stroke="#1a1a1a"/>
  <rect x="204" y="141" width="8" height="5" fill="#d32f2f"/>
  <rect x="212" y="141" width="8" height="5" fill="#1e63b5"/>
  <text x="212" y="159" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">Police</text>
  <path d="M186 150 L176 144 M186 160 L176 166 M238 150 L248 144 M238 160 L248 166" stroke="#d32f2f" stroke-width="2"/>
  <rect x="16" y="103" width="44" height="22" rx="5" fill="#1e63b5"/>
  <text x="38" y="118" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">You</text>
  <path d="M62 114 C100 114 110 62 150 62 L250 62 C290 62 296 110 318 112" fill="none" stroke="#ffd600" stroke-width="3" stroke-dasharray="8 5"/>
  <polygon points="332,113 317,105 317,120" fill="#ffd600"/>
  <text x="200" y="56" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">Move over one lane</text>
  <text x="170" y="186" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Can't move over safely? Slow to 20 mph below the limit</text>
  <text x="170" y="201" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">(5 mph if the limit is 20 mph or less).</text>
</svg>`;

export const chapter07: ChapterContent = {
  title: 'Sharing the Road',
  summary:
    "How to share Florida roads safely with pedestrians, bicycles, motorcycles, large trucks and school buses, and what to do for emergency vehicles under Florida's Move Over law.",
  objectives: [
    'Describe your duties to pedestrians at crosswalks and intersections',
    'Pass and follow bicycles and motorcycles safely',
    "Identify a large truck's no-zones and how to avoid them",
    'Apply Florida school bus stopping rules',
    "Respond correctly to emergency vehicles and follow Florida's Move Over law",
  ],
  sections: [
    {
      heading: 'Pedestrians',
      paragraphs: [
        'Pedestrians have no protection in a crash, and Florida has one of the highest rates of pedestrian deaths in the nation. Yield to pedestrians in marked crosswalks and in unmarked crosswalks at intersections, and to people still crossing when your light turns green. Never pass a vehicle that has stopped at a crosswalk; it may have stopped for someone you cannot see.',
        'Take extra care near schools, parks, bus stops, parking lots and shopping areas, and at night, when people on foot are hard to see. Before turning right on red, look right for anyone stepping off the curb. Always stop for a pedestrian using a white cane or a guide dog, who may not be able to see you coming.',
      ],
      keyPoints: [
        'Yield to pedestrians in marked and unmarked crosswalks.',
        'Never pass a vehicle that is stopped at a crosswalk.',
        'Always stop for a pedestrian with a white cane or guide dog.',
      ],
      figure: null,
    },
    {
      heading: 'Bicycles and motorcycles',
      paragraphs: [
        'In Florida a bicycle is a vehicle, and cyclists have the same rights and duties as drivers. They may ride in the travel lane when it is too narrow to share safely, and they often use bike lanes and shoulders. When passing a cyclist, Florida law requires at least three feet of space; if you cannot give that safely, wait. When turning right, yield to cyclists in a bike lane, and look before you open a car door.',
        "Motorcycles are small and easy to miss, and riders are far more likely than people in cars to be killed in a crash. Many motorcycle crashes happen when a driver turns left across a rider's path. Look twice before turning or changing lanes, give a motorcycle a full lane width, and leave at least four seconds of following distance, because riders can stop quickly and may slow down without a brake light.",
      ],
      keyPoints: [
        'Give cyclists at least three feet when passing.',
        'Look twice for motorcycles and give them a full lane.',
      ],
      figure: null,
    },
    {
      heading: 'Large trucks and buses',
      paragraphs: [
        "Large trucks are heavy, long and tall. A loaded tractor-trailer needs much more distance to stop than a car, and its driver has large blind spots, called no-zones, directly in front, directly behind and along both sides, especially the right. If you cannot see the truck driver's face in their side mirror, the driver cannot see you.",
        'Pass trucks quickly on the left, and do not pull back in front until you can see the whole cab in your rearview mirror. Stay at least four seconds back when following. Trucks make wide right turns and may swing left first, so never squeeze between a turning truck and the curb. On a hill, a truck may roll back slightly as it starts.',
      ],
      keyPoints: [
        'Stay out of the no-zones in front of, behind and beside a truck.',
        'Never squeeze between a turning truck and the curb.',
      ],
      figure: {
        svg: truckNoZonesSvg,
        alt: 'Top view of a truck on a three-lane road with red no-zones directly in front, directly behind, beside the cab on the left and a larger area along the right side covering the next lane.',
        caption: "Figure 7.1 — A large truck's no-zones; the right side is the largest.",
      },
    },
    {
      heading: 'School buses',
      paragraphs: [
        'When a school bus shows flashing red lights and extends its stop arm, drivers going in both directions on a two-way road must stop and stay stopped until the arm is withdrawn and the lights go off. On a highway divided by a raised barrier or an unpaved median at least five feet wide, traffic going the opposite way does not have to stop, but should slow down and watch for children. Traffic behind the bus must always stop.',
        'Passing a stopped school bus adds 4 points and a large fine, and the penalty is higher if you pass on the side where children get on and off. Children can be unpredictable and may dart around the bus, so stay alert near bus stops even after the bus drives away.',
      ],
      keyPoints: [
        'On a two-way road, traffic in both directions stops for a stopped school bus.',
        'On a divided highway with a raised barrier or 5-foot unpaved median, oncoming traffic need not stop.',
      ],
      figure: null,
    },
    {
      heading: "Emergency vehicles and Florida's Move Over law",
      paragraphs: [
        'When an emergency vehicle approaches with a siren and flashing lights, yield the right of way: pull to the right edge of the road, clear of any intersection, and stop until it has passed. Do not follow a fire truck answering an alarm closer than 500 feet, and never drive over a fire hose.',
        "Florida's Move Over law protects people working at the roadside. When you approach a stopped law enforcement or emergency vehicle, tow truck, sanitation or utility vehicle, or road maintenance or construction vehicle with its warning lights on, move out of the lane next to it if you can do so safely. Since 2024 the law also covers any stopped disabled vehicle showing hazard lights, flares or warning signs, or with people visibly present.",
        'If you cannot move over safely, or you are on a two-lane road, slow to 20 mph below the posted limit; where the limit is 20 mph or less, slow to 5 mph. A violation brings a fine and points on your license, and, far worse, it can cost a life.',
      ],
      keyPoints: [
        'Pull right and stop for an approaching emergency vehicle.',
        'Move over a lane for stopped vehicles showing warning or hazard lights.',
        'If you cannot move over, slow to 20 mph below the limit, or 5 mph if the limit is 20 or less.',
      ],
      figure: {
        svg: moveOverSvg,
        alt: 'A two-lane highway with a police car stopped on the shoulder with lights flashing; a car in the right lane moves over to the left lane to pass it, then returns.',
        caption: "Figure 7.2 — Florida's Move Over law: change lanes away from a stopped vehicle, or slow down.",
      },
    },
  ],
};
