import type { ChapterContent } from '../types';

const blindSpots = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" role="img">
<rect x="0" y="0" width="640" height="320" fill="#ffffff"/>
<text x="320" y="20" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">What you can and cannot see from the driver's seat</text>
<rect x="60" y="30" width="300" height="290" fill="#6b6b6b"/>
<g stroke="#ffffff" stroke-width="3" stroke-dasharray="14 10">
<line x1="160" y1="30" x2="160" y2="320"/><line x1="260" y1="30" x2="260" y2="320"/>
</g>
<rect x="62" y="40" width="96" height="120" fill="#7fc97f" opacity="0.75"/>
<rect x="262" y="40" width="96" height="120" fill="#7fc97f" opacity="0.75"/>
<rect x="62" y="160" width="96" height="80" fill="#e57373" opacity="0.9"/>
<rect x="262" y="160" width="96" height="80" fill="#e57373" opacity="0.9"/>
<rect x="62" y="240" width="96" height="80" fill="#64b5f6" opacity="0.8"/>
<rect x="262" y="240" width="96" height="80" fill="#64b5f6" opacity="0.8"/>
<rect x="162" y="215" width="96" height="105" fill="#64b5f6" opacity="0.8"/>
<rect x="188" y="130" width="44" height="80" rx="8" fill="#1f5fa8" stroke="#ffffff" stroke-width="2"/>
<rect x="194" y="146" width="32" height="16" fill="#cfe3f7"/>
<polygon points="210,112 202,126 218,126" fill="#ffffff"/>
<rect x="68" y="176" width="34" height="58" rx="7" fill="#f2b134" stroke="#1a1a1a" stroke-width="1"/>
<text x="210" y="230" font-family="sans-serif" font-size="11" fill="#ffffff" text-anchor="middle">You</text>
<g font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a" text-anchor="middle">
<text x="131" y="200">Blind</text><text x="131" y="214">spot</text>
<text x="310" y="200">Blind</text><text x="310" y="214">spot</text>
</g>
<g font-family="sans-serif" fill="#1a1a1a">
<rect x="380" y="60" width="18" height="14" fill="#7fc97f"/>
<text x="406" y="72" font-size="13">Seen with side (peripheral) vision</text>
<rect x="380" y="100" width="18" height="14" fill="#e57373"/>
<text x="406" y="112" font-size="13">Blind spot: not in any mirror</text>
<rect x="380" y="140" width="18" height="14" fill="#64b5f6"/>
<text x="406" y="152" font-size="13">Seen in the mirrors</text>
<text x="380" y="200" font-size="13">The yellow car is hidden in</text>
<text x="380" y="218" font-size="13">your left blind spot.</text>
<text x="380" y="256" font-size="13" font-weight="bold">Before changing lanes:</text>
<text x="380" y="274" font-size="13">mirror, signal, then a quick</text>
<text x="380" y="292" font-size="13">look over your shoulder.</text>
</g>
</svg>`;

export const chapter07: ChapterContent = {
  title: 'Perceptual Skills: Seeing and Understanding the Road',
  summary:
    'How drivers see, how to scan ahead, around and behind, how to handle blind spots, and how to use the SIPDE process to turn what you see into safe action.',
  objectives: [
    'Describe the roles of central and peripheral vision while driving',
    'Apply a scanning pattern that looks 12 to 15 seconds ahead and checks mirrors often',
    'Locate blind spots and check them before moving sideways',
    'Use the SIPDE process to search, identify, predict, decide and execute',
  ],
  sections: [
    {
      heading: 'How you see while driving',
      paragraphs: [
        'Almost everything you need to drive safely reaches you through your eyes. Your central vision is sharp but covers only a small cone straight ahead; it is what you use to read signs and judge details. Your peripheral, or side, vision is blurry but very good at noticing movement, such as a car edging out of a driveway. The faster you drive, the narrower your useful field of view becomes, so high speed gives you less to work with.',
        'Seeing is not only a matter of looking. Many crash-involved drivers say, "I looked but I never saw them." The brain notices what it expects and what it is paying attention to, so smaller road users such as motorcycles, bicycles and pedestrians are easy to miss, especially by a distracted driver. Good perception is a skill: it depends on where you look, how often you move your eyes and how much of your attention is on the road.',
      ],
      keyPoints: [
        'Central vision reads detail; peripheral vision detects movement.',
        'Higher speed narrows your useful field of view.',
        'You can look and still fail to see if your attention is elsewhere.',
      ],
      figure: null,
    },
    {
      heading: 'Scan ahead, around and behind',
      paragraphs: [
        'Look well down the road, about 12 to 15 seconds ahead. In the city that is roughly a block; on the highway it is about a quarter of a mile. Looking far ahead lets you spot brake lights, stalled vehicles, merging traffic and lane closures early, while you still have time to adjust smoothly. Do not fix your eyes on one spot; keep them moving from far to near and from side to side.',
        'Check your mirrors every five to eight seconds, and always before you slow down, stop or change lanes. At intersections, look left, right and left again before you enter, because the nearest traffic comes from the left. Watch for clues: a driver in a parked car, front wheels turning, a ball rolling into the street, brake lights several cars ahead. Each clue gives you an early warning.',
      ],
      keyPoints: [
        'Look 12 to 15 seconds ahead: about a block in town, a quarter mile on the highway.',
        'Check mirrors every five to eight seconds and before slowing or changing lanes.',
        'At intersections look left, right, then left again.',
      ],
      figure: null,
    },
    {
      heading: 'Blind spots and mirrors',
      paragraphs: [
        'A blind spot is an area around your vehicle that you cannot see in your mirrors or with side vision while looking ahead. Every car has one on each side, just behind the driver, and pillars and headrests create more. Adjust the inside mirror to frame the rear window, and set each side mirror so that the side of your own car is barely visible. Adjusting the side mirrors farther outward shrinks the blind spots further.',
        "Mirrors never remove blind spots completely. Before you change lanes, merge or pull away from the curb, check your mirrors, signal, then take a quick look over your shoulder into the lane you want to enter. Do not ride in another driver's blind spot; speed up or drop back so that they can see you. Large trucks and buses have much bigger blind spots, as you will see in Unit 12.",
      ],
      keyPoints: [
        'Every vehicle has blind spots that mirrors do not cover.',
        'Mirror, signal and shoulder check before every lane change.',
        "Do not linger in another driver's blind spot.",
      ],
      figure: {
        svg: blindSpots,
        alt: 'A top view of your car on a three-lane road. Green areas beside and ahead are seen with side vision, blue areas behind are seen in the mirrors, and red areas beside and just behind the car on both sides are blind spots. A yellow car sits hidden in the left blind spot.',
        caption: 'Figure 7.1 — Blind spots lie beside and just behind you, outside both mirrors and side vision.',
      },
    },
    {
      heading: 'The SIPDE process',
      paragraphs: [
        'Defensive drivers turn what they see into action with a simple five-step habit called SIPDE. Search the scene ahead, to the sides and behind. Identify hazards: anything that could cause a conflict, such as a car waiting to turn or a cyclist near parked cars. Predict what might happen: the car may pull out, the cyclist may swerve around an opening door. Decide what to do: slow down, change lane position or sound the horn. Execute your decision smoothly and in time.',
        'SIPDE runs continuously, several times a second in busy traffic. You can practice it by quietly describing what you see and plan to do while you drive, a technique called commentary driving, or by asking "What if?" about each hazard. The more you practice, the sooner you notice trouble, and the more time and space you keep to deal with it.',
      ],
      keyPoints: [
        'SIPDE: Search, Identify, Predict, Decide, Execute.',
        'Ask "What if?" about every hazard you identify.',
      ],
      figure: null,
    },
  ],
};
