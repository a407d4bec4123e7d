import type { ChapterContent } from '../types';

export const chapter07: ChapterContent = {
  title: 'Intersections, Turns, Roundabouts and Railroad Crossings',
  summary:
    'How to approach intersections, make legal right, left and U-turns, use roundabouts, and cross railroad tracks safely.',
  objectives: [
    'Scan an intersection and decide when it is safe to enter',
    'Make right and left turns from the correct lane position',
    'Identify where U-turns are allowed and not allowed in California',
    'Drive through single-lane and multilane roundabouts correctly',
    'Cross railroad tracks safely and respond if your vehicle stalls on them',
  ],
  sections: [
    {
      heading: 'Approaching an intersection',
      paragraphs: [
        'Intersections are where paths cross, so they are where many serious collisions happen. As you approach, slow down, cover your brake and look left, right and left again, because the nearest traffic comes from the left. Look for pedestrians, bicycles and vehicles turning across your path, and check that drivers on the cross street are really stopping. A green light tells you that you may go, not that it is safe.',
        'If a light has been green for a while, expect it to turn yellow, and be ready to stop. Never enter an intersection unless there is enough room on the far side for your whole vehicle; California law prohibits blocking an intersection or a crosswalk, even when your light is green. Stop behind the limit line, and if you must creep forward to see, do so slowly and watch for pedestrians.',
      ],
      keyPoints: [
        'Look left, right, then left again before entering.',
        'Do not enter an intersection you cannot clear completely.',
        'A green light means you may go, after yielding; it does not promise safety.',
      ],
      figure: null,
    },
    {
      heading: 'Right and left turns',
      paragraphs: [
        'Signal at least 100 feet before you turn, and slow down before the turn, not during it. For a right turn, move close to the right edge of the road. If there is a bike lane, you may enter it no more than 200 feet before the turn, after checking for cyclists and yielding to them. Watch for pedestrians stepping off the curb, and finish the turn in the right lane of the new street.',
        'For a left turn, start from the far left lane or the left-turn lane. While you wait for a gap, keep your wheels pointed straight ahead; if you are hit from behind, you will not be pushed into oncoming traffic. Yield to oncoming vehicles that are close enough to be a hazard, and to pedestrians in the crosswalk you are turning across. Turn into the left lane of the new street, then change lanes later if you need to.',
      ],
      keyPoints: [
        'Signal at least 100 feet before turning.',
        'You may enter a bike lane within 200 feet of a right turn, yielding to cyclists.',
        'Keep wheels straight while waiting to turn left.',
      ],
      figure: null,
    },
    {
      heading: 'U-turns',
      paragraphs: [
        'A U-turn is allowed in California only where it is legal and safe. You may make one across a double yellow line, at an intersection on a green light or green arrow unless a sign prohibits it, and in a residential district when no vehicle is approaching within 200 feet or when a sign or signal protects you from approaching vehicles. On a divided highway, use only an opening provided in the center divider.',
        'Do not make a U-turn where a No U-Turn sign is posted, at a railroad crossing, on a one-way street, in front of a fire station, or in a business district except at an intersection or where an opening allows it. Never make one where you cannot see clearly for 200 feet in each direction because of a curve, hill, rain or fog.',
      ],
      keyPoints: [
        'U-turns need a clear view of 200 feet in each direction.',
        'No U-turns on one-way streets, at railroad crossings or in front of fire stations.',
      ],
      figure: null,
    },
    {
      heading: 'Roundabouts',
      paragraphs: [
        'A roundabout is a circular intersection where traffic travels counterclockwise around a central island. Roundabouts reduce serious crashes because everyone moves slowly in the same direction and there are no head-on or right-angle conflicts. As you approach, slow down, watch for pedestrians in the crosswalk, and yield to traffic already in the roundabout. Enter when there is a safe gap, turning right into the circle.',
        'In a multilane roundabout, choose your lane before you enter, following signs and arrows: generally the left lane to turn left or make a U-turn, the right lane to turn right, and either lane to go straight if marked. Do not change lanes or stop inside the roundabout. Signal right before your exit, and watch for pedestrians as you leave. Give large trucks extra room, since they may need more than one lane.',
      ],
      keyPoints: [
        'Slow down and yield to traffic already in the circle.',
        'Travel counterclockwise; never stop or change lanes inside.',
        'Pick your lane before entering a multilane roundabout.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220" role="img">
<rect x="0" y="0" width="320" height="220" fill="#e8f5e9"/>
<rect x="135" y="0" width="50" height="220" fill="#6b7280"/>
<rect x="0" y="85" width="320" height="50" fill="#6b7280"/>
<circle cx="160" cy="110" r="62" fill="#6b7280"/>
<circle cx="160" cy="110" r="28" fill="#86efac" stroke="#15803d" stroke-width="2"/>
<line x1="160" y1="0" x2="160" y2="48" stroke="#facc15" stroke-width="2"/>
<line x1="160" y1="172" x2="160" y2="220" stroke="#facc15" stroke-width="2"/>
<line x1="0" y1="110" x2="98" y2="110" stroke="#facc15" stroke-width="2"/>
<line x1="222" y1="110" x2="320" y2="110" stroke="#facc15" stroke-width="2"/>
<path d="M160 150 A40 40 0 0 0 200 110" fill="none" stroke="#ffffff" stroke-width="3"/>
<polygon points="195,108 205,108 200,100" fill="#ffffff"/>
<path d="M200 110 A40 40 0 0 0 160 70" fill="none" stroke="#ffffff" stroke-width="3"/>
<polygon points="162,65 162,75 154,70" fill="#ffffff"/>
<path d="M160 70 A40 40 0 0 0 120 110" fill="none" stroke="#ffffff" stroke-width="3"/>
<polygon points="115,112 125,112 120,120" fill="#ffffff"/>
<path d="M120 110 A40 40 0 0 0 160 150" fill="none" stroke="#ffffff" stroke-width="3"/>
<polygon points="158,145 158,155 166,150" fill="#ffffff"/>
<rect x="164" y="186" width="18" height="30" rx="3" fill="#2563eb"/>
<polygon points="162,176 168,176 165,182" fill="#ffffff"/>
<polygon points="170,176 176,176 173,182" fill="#ffffff"/>
<polygon points="178,176 184,176 181,182" fill="#ffffff"/>
<rect x="116" y="136" width="26" height="16" rx="3" fill="#dc2626" transform="rotate(45 129 144)"/>
<text x="194" y="196" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">You: yield, then</text>
<text x="194" y="210" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">turn right into it</text>
<text x="6" y="184" font-family="sans-serif" font-size="11" fill="#1a1a1a">Red car is already</text>
<text x="6" y="198" font-family="sans-serif" font-size="11" fill="#1a1a1a">in the circle:</text>
<text x="6" y="212" font-family="sans-serif" font-size="11" fill="#1a1a1a">it goes first</text>
<text x="6" y="16" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Traffic flows</text>
<text x="6" y="30" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">counterclockwise</text>
<text x="314" y="16" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">Signal right</text>
<text x="314" y="30" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">before your exit</text>
</svg>`,
        alt: 'A single-lane roundabout seen from above with white arrows showing traffic moving counterclockwise around a green central island. A blue car waits at the yield line on the south approach while a red car already in the circle, coming around from the left, goes first.',
        caption: 'Figure 7.1 — In a roundabout, yield to vehicles already circulating, then enter to the right.',
      },
    },
    {
      heading: 'Railroad crossings',
      paragraphs: [
        'Trains cannot stop quickly or swerve, and they are often closer and faster than they appear. Expect a train on any track at any time. Look both ways and listen as you approach a crossing, and never stop on the tracks: cross only when there is room for your vehicle on the other side. When lights flash, a bell rings or gates come down, stop between 15 and 50 feet from the nearest rail. Never drive around lowered gates, and wait after a train passes in case a second train is coming on another track.',
        'If your vehicle stalls on the tracks, get everyone out immediately, even if you do not see a train. Move away from the tracks and toward the direction the train is coming from, at an angle, so you are not hit by flying debris. Then call the emergency number posted on the blue sign at the crossing, or 911.',
      ],
      keyPoints: [
        'Never stop on tracks; make sure there is room on the far side.',
        'When signals activate, stop 15 to 50 feet from the nearest rail.',
        'Stalled on the tracks? Get out, move away toward the train at an angle, and call for help.',
      ],
      figure: null,
    },
  ],
};
