import type { ChapterContent } from '../types';

export const chapter07: ChapterContent = {
  title: 'Intersections and Turns',
  summary:
    'How to approach and search an intersection, make right and left turns into the correct lane, and use roundabouts and U-turns safely.',
  objectives: [
    'Describe how to search an intersection before entering it',
    'Explain where to position the car and signal for right and left turns',
    'Identify the correct lane to turn into',
    'Describe how to drive through a roundabout and when U-turns are not allowed',
  ],
  sections: [
    {
      heading: 'Approaching an intersection',
      paragraphs: [
        'More crashes happen at intersections than anywhere else, because paths cross there. As you approach, slow down, cover the brake, and search left, ahead, right and left again. Look for cars, cyclists, pedestrians and anyone who might run a light. A light that has been green for a while is called a stale green; expect it to change and be ready to stop.',
        'Stop at the stop line. If there is none, stop before the crosswalk, and if there is no crosswalk, stop where you can see traffic before entering the road. If your view is blocked, creep forward slowly after stopping until you can see. Never enter an intersection unless you can get all the way through; do not block it when traffic is backed up.',
      ],
      keyPoints: [
        'Search left, ahead, right, then left again.',
        'Stop at the line, before the crosswalk, or where you can see.',
        'Do not enter unless you can clear the intersection.',
      ],
      figure: null,
    },
    {
      heading: 'Right turns',
      paragraphs: [
        'Ohio law requires you to signal continuously for at least the last 100 feet before you turn. For a right turn, check your mirror and blind spot, signal, and move close to the right edge of the road or into the right-turn lane. Watch for cyclists and pedestrians on your right, who are easy to miss.',
        'Slow down before the turn, not during it. Yield to pedestrians crossing the street you are entering. Turn into the lane nearest the right curb, and do not swing wide into other lanes. Large trucks and buses do need to swing wide when turning right, so never try to squeeze past on their right side.',
      ],
      keyPoints: [
        'Signal at least 100 feet before any turn.',
        'Turn right from the right-most lane into the right-most lane.',
        'Never squeeze beside a turning truck.',
      ],
      figure: null,
    },
    {
      heading: 'Left turns',
      paragraphs: [
        'For a left turn on a two-way road, signal, then move into the lane nearest the center line or into the left-turn lane. If you must wait for oncoming traffic, stop with your wheels pointing straight ahead. Then, if someone hits you from behind, you will not be pushed into oncoming cars. Yield to oncoming traffic and pedestrians, and turn only when you have a safe gap.',
        'Finish the turn in the lane just to the right of the center line of the new road. Where two lanes are marked for turning left, stay in your own lane through the whole turn. On one-way streets, turn left from the left-most lane. Once you have completed the turn, you may change lanes after signaling and checking that it is safe.',
      ],
      keyPoints: [
        'Keep your wheels straight while waiting to turn left.',
        'Yield to oncoming traffic and pedestrians.',
        'Turn into the nearest lane going your way.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 320" role="img">
<rect x="0" y="0" width="360" height="320" fill="#dcfce7"/>
<rect x="130" y="0" width="100" height="320" fill="#6b7280"/>
<rect x="0" y="110" width="360" height="100" fill="#6b7280"/>
<line x1="180" y1="0" x2="180" y2="110" stroke="#facc15" stroke-width="3"/>
<line x1="180" y1="210" x2="180" y2="320" stroke="#facc15" stroke-width="3"/>
<line x1="0" y1="160" x2="130" y2="160" stroke="#facc15" stroke-width="3"/>
<line x1="230" y1="160" x2="360" y2="160" stroke="#facc15" stroke-width="3"/>
<line x1="182" y1="214" x2="230" y2="214" stroke="#ffffff" stroke-width="4"/>
<rect x="208" y="222" width="20" height="36" rx="4" fill="#2563eb"/>
<path d="M 218 222 Q 218 188 252 186 L 330 186" fill="none" stroke="#2563eb" stroke-width="4"/>
<polygon points="330,178 346,186 330,194" fill="#2563eb"/>
<text x="244" y="238" font-family="sans-serif" font-size="12" fill="#1e3a8a">Right turn:</text>
<text x="244" y="254" font-family="sans-serif" font-size="12" fill="#1e3a8a">stay close to</text>
<text x="244" y="270" font-family="sans-serif" font-size="12" fill="#1e3a8a">the right edge</text>
<rect x="183" y="262" width="20" height="36" rx="4" fill="#dc2626"/>
<path d="M 193 262 L 193 190 Q 190 138 150 136 L 40 136" fill="none" stroke="#dc2626" stroke-width="4" stroke-dasharray="10 6"/>
<polygon points="40,128 24,136 40,144" fill="#dc2626"/>
<text x="8" y="234" font-family="sans-serif" font-size="12" fill="#991b1b">Left turn: enter the</text>
<text x="8" y="250" font-family="sans-serif" font-size="12" fill="#991b1b">lane just right of</text>
<text x="8" y="266" font-family="sans-serif" font-size="12" fill="#991b1b">the center line</text>
<text x="8" y="20" font-family="sans-serif" font-size="12" fill="#111827">Signal for at least</text>
<text x="8" y="36" font-family="sans-serif" font-size="12" fill="#111827">the last 100 feet.</text>
</svg>`,
        alt: "An intersection seen from above. A blue car in the right part of its lane turns right into the nearest lane of the cross street. A red car beside the center line turns left into the lane just to the right of the cross street's center line.",
        caption: 'Figure 7.1 — Turn from the correct position into the nearest correct lane.',
      },
    },
    {
      heading: 'Roundabouts and U-turns',
      paragraphs: [
        'Ohio has many roundabouts. Slow down as you approach, choose your lane from the signs, and yield to pedestrians at the crosswalk and to traffic already circling, which comes from your left. Enter when there is a gap, travel counterclockwise, and never stop inside unless you must to avoid a crash. Signal right as you pass the exit before yours, and watch for pedestrians as you leave.',
        'A U-turn is not allowed on a curve or near the top of a hill where other drivers could not see you from 500 feet away, on a freeway, or where signs forbid it. Many cities also ban U-turns in business districts. Where a U-turn is legal, make it only when you can see clearly and traffic is light.',
      ],
      keyPoints: [
        'In a roundabout, yield to traffic already circling and go counterclockwise.',
        'Signal right before you leave a roundabout.',
        'No U-turns on curves, near hilltops, on freeways or where signs forbid.',
      ],
      figure: null,
    },
  ],
};
