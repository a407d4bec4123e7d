import type { ChapterContent } from '../types';

export const chapter13: ChapterContent = {
  title: 'City Driving and Pedestrians',
  summary:
    'How to scan, choose a lane, turn and park in busy city traffic, and how to protect pedestrians at crosswalks and in school zones.',
  objectives: [
    'Describe how far ahead to look and where to search in heavy city traffic',
    'Apply the rules for turning on red and for entering a crowded intersection',
    'Explain when you must stop for pedestrians at marked and unmarked crosswalks',
    'Identify the places where Ohio law forbids parking',
  ],
  sections: [
    {
      heading: 'Scanning in city traffic',
      paragraphs: [
        'City driving asks you to handle more at once than any other kind of driving. Cars pull out of driveways, buses stop often, delivery vans double-park and people step out between parked cars. To keep up, look twelve to fifteen seconds ahead. In town that is roughly one to one and a half blocks. Seeing that far lets you notice a stopped bus or a closed lane early, so you can change lanes smoothly instead of braking hard.',
        'Keep your eyes moving. Check your mirrors every few seconds, glance into side streets and driveways, and watch the front wheels of parked cars for signs that one is about to pull out. A light that has been green for a while is a stale green, so be ready for it to change. On a street with several lanes, the middle lane often flows best, away from parking cars and drivers waiting to turn left.',
      ],
      keyPoints: [
        'Look twelve to fifteen seconds ahead, about one to one and a half city blocks.',
        'Watch parked cars, driveways and side streets, and treat an old green light as stale.',
      ],
      figure: null,
    },
    {
      heading: 'Turns, red lights and crowded intersections',
      paragraphs: [
        'In Ohio you may turn right on a red light after a complete stop, once you have yielded to pedestrians and cross traffic, unless a sign says no turn on red. You may also turn left on red from a one-way street onto another one-way street that moves to the left, after the same full stop. As you turn, check the crosswalk you are about to cross, because people often start walking just as you move.',
        'Never enter an intersection unless there is room for your whole car on the far side. If traffic backs up and you are stuck in the middle when the light changes, you block cross traffic and the crosswalk. Move into the correct lane early, and watch for markings that save a lane for buses, bicycles or turning traffic.',
      ],
      keyPoints: [
        'Turn on red only after a full stop, and only where no sign forbids it.',
        'Do not enter an intersection unless you can get all the way across.',
      ],
      figure: null,
    },
    {
      heading: 'Pedestrians and crosswalks',
      paragraphs: [
        'A crosswalk exists at every intersection, whether or not lines are painted on the road. When a pedestrian is in a crosswalk on your half of the road, or is close enough to your half to be in danger, you must stop and let them cross. Never pass a vehicle that has stopped at a crosswalk. Its driver may be waiting for someone you cannot see, and that person could step out right in front of you.',
        'Take extra care with the people who are hardest to predict. Children dart into the street after balls and friends, and older adults may need more time to cross. A person using a white cane or a guide dog has the right of way, and you must stop for them. In Ohio school zones the speed limit is generally twenty miles per hour during the hours posted on the sign or while its lights flash.',
      ],
      keyPoints: [
        'Every intersection has a crosswalk, marked or not.',
        'Never pass a vehicle that is stopped at a crosswalk.',
        'Stop for anyone using a white cane or a guide dog.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#eceae4"/>
  <rect x="0" y="40" width="320" height="100" fill="#4a4a4a"/>
  <line x1="0" y1="90" x2="320" y2="90" stroke="#ffffff" stroke-width="2" stroke-dasharray="12 10"/>
  <line x1="214" y1="40" x2="214" y2="140" stroke="#ffffff" stroke-width="3"/>
  <rect x="222" y="44" width="30" height="7" fill="#ffffff"/>
  <rect x="222" y="58" width="30" height="7" fill="#ffffff"/>
  <rect x="222" y="72" width="30" height="7" fill="#ffffff"/>
  <rect x="222" y="100" width="30" height="7" fill="#ffffff"/>
  <rect x="222" y="114" width="30" height="7" fill="#ffffff"/>
  <rect x="222" y="128" width="30" height="7" fill="#ffffff"/>
  <rect x="160" y="95" width="48" height="26" rx="5" fill="#1f6fb2"/>
  <text x="184" y="113" font-family="sans-serif" font-size="13" fill="#ffffff" text-anchor="middle" font-weight="bold">A</text>
  <rect x="40" y="56" width="48" height="26" rx="5" fill="#c0392b"/>
  <text x="64" y="74" font-family="sans-serif" font-size="13" fill="#ffffff" text-anchor="middle" font-weight="bold">B</text>
  <line x1="88" y1="80" x2="160" y2="97" stroke="#f5d000" stroke-width="2" stroke-dasharray="5 4"/>
  <circle cx="236" cy="106" r="5" fill="#f5a000" stroke="#222222" stroke-width="1"/>
  <line x1="236" y1="111" x2="236" y2="124" stroke="#f5a000" stroke-width="4"/>
  <line x1="100" y1="64" x2="140" y2="64" stroke="#ffffff" stroke-width="3"/>
  <polygon points="140,58 152,64 140,70" fill="#ffffff"/>
  <line x1="112" y1="52" x2="136" y2="76" stroke="#ff4d4d" stroke-width="4"/>
  <line x1="136" y1="52" x2="112" y2="76" stroke="#ff4d4d" stroke-width="4"/>
  <text x="10" y="16" font-family="sans-serif" font-size="12" fill="#222222">Car A has stopped for a pedestrian.</text>
  <text x="10" y="32" font-family="sans-serif" font-size="12" fill="#222222">Car B cannot see her: B must stop too, never pass.</text>
  <text x="10" y="158" font-family="sans-serif" font-size="11" fill="#222222">Yellow dashes: the view from B, blocked by A</text>
  <text x="272" y="158" font-family="sans-serif" font-size="11" fill="#222222" text-anchor="middle">Pedestrian</text>
  <text x="272" y="172" font-family="sans-serif" font-size="11" fill="#222222" text-anchor="middle">in crosswalk</text>
</svg>`,
        alt: 'A two-lane one-direction street with a crosswalk. Car A in the right lane has stopped at the crosswalk, and a pedestrian is crossing just in front of it. Car B in the other lane is approaching, and a red cross shows it must not pass, because car A blocks its view of the pedestrian.',
        caption:
          'Figure 13.1 — Never pass a vehicle stopped at a crosswalk: the person it stopped for may be hidden from you.',
      },
    },
    {
      heading: 'Parking in town',
      paragraphs: [
        "When you parallel park, stop within twelve inches of the curb, facing the same way as traffic on that side. Before you open your door, check your mirror and look over your shoulder for bicycles and cars. Opening the driver's door with your right hand turns your body, so you naturally look back at what is coming.",
        'Ohio law forbids parking where a car would block others or hide hazards. Do not park on a sidewalk or crosswalk, in front of a driveway, or inside an intersection. Stay at least ten feet from a fire hydrant, twenty feet from a crosswalk at an intersection, thirty feet from a stop sign or traffic signal, and fifty feet from the nearest rail of a railroad crossing.',
      ],
      keyPoints: [
        'Park within twelve inches of the curb, facing the way traffic moves.',
        'Hydrant ten feet, crosswalk twenty, stop sign or signal thirty, railroad fifty.',
      ],
      figure: null,
    },
  ],
};
