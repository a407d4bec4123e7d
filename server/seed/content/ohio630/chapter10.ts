import type { ChapterContent } from '../types';

export const chapter10: ChapterContent = {
  title: 'Lane Changes, Passing and Merging',
  summary:
    'How to check your blind spots and change lanes, when and how to pass safely on Ohio roads, what to do when you are being passed, and how to merge smoothly.',
  objectives: [
    'Describe the steps of a safe lane change, including the blind-spot check',
    'Identify places where passing is not allowed in Ohio',
    'Explain how to pass and how to behave when being passed',
    'Describe how to merge when a lane ends',
  ],
  sections: [
    {
      heading: 'Changing lanes safely',
      paragraphs: [
        'Every car has blind spots, areas beside and just behind it that your mirrors do not show. Before any lane change, check your inside mirror, then the side mirror, then signal. Just before moving, turn your head quickly to look over your shoulder through the side window into the blind spot. Make sure there is a gap big enough that nobody has to brake for you.',
        'Move over gradually, holding your speed or gently speeding up, and cancel the signal when you are in the new lane. Change one lane at a time, even if you need to cross several. Do not change lanes in an intersection, and watch for another driver moving into the same lane from the far side at the same moment.',
      ],
      keyPoints: [
        'Mirrors, signal, head check over the shoulder, then move.',
        'Change one lane at a time and cancel the signal.',
        'Watch for a driver aiming for the same lane from the other side.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 300" role="img">
<rect x="0" y="0" width="420" height="300" fill="#ffffff"/>
<rect x="60" y="0" width="300" height="300" fill="#9ca3af"/>
<line x1="160" y1="0" x2="160" y2="300" stroke="#ffffff" stroke-width="3" stroke-dasharray="18 14"/>
<line x1="260" y1="0" x2="260" y2="300" stroke="#ffffff" stroke-width="3" stroke-dasharray="18 14"/>
<polygon points="183,128 60,300 165,300" fill="#60a5fa" fill-opacity="0.5"/>
<polygon points="237,128 360,300 255,300" fill="#60a5fa" fill-opacity="0.5"/>
<polygon points="200,180 220,180 250,300 170,300" fill="#60a5fa" fill-opacity="0.5"/>
<polygon points="64,125 158,125 158,163 76,278 64,278" fill="#ef4444" fill-opacity="0.6" stroke="#991b1b" stroke-width="2"/>
<polygon points="356,125 262,125 262,163 344,278 356,278" fill="#ef4444" fill-opacity="0.6" stroke="#991b1b" stroke-width="2"/>
<rect x="185" y="90" width="50" height="90" rx="10" fill="#2563eb" stroke="#1e3a8a" stroke-width="2"/>
<rect x="192" y="104" width="36" height="18" rx="3" fill="#bfdbfe"/>
<rect x="180" y="120" width="6" height="10" fill="#1e3a8a"/>
<rect x="234" y="120" width="6" height="10" fill="#1e3a8a"/>
<text x="210" y="80" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Your car</text>
<text x="104" y="168" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#7f1d1d">BLIND</text>
<text x="104" y="184" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#7f1d1d">SPOT</text>
<text x="316" y="168" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#7f1d1d">BLIND</text>
<text x="316" y="184" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#7f1d1d">SPOT</text>
<rect x="2" y="2" width="180" height="48" rx="4" fill="#ffffff" stroke="#374151"/>
<rect x="8" y="8" width="14" height="14" fill="#60a5fa" fill-opacity="0.5"/>
<text x="28" y="20" font-family="sans-serif" font-size="12" fill="#111827">Seen in mirrors</text>
<rect x="8" y="30" width="14" height="14" fill="#ef4444" fill-opacity="0.6"/>
<text x="28" y="42" font-family="sans-serif" font-size="12" fill="#111827">Blind spot: turn your head</text>
</svg>`,
        alt: 'A car seen from above in the middle lane of three. Blue areas behind it show what the mirrors cover. Red boxes beside and just behind the car in each side lane mark the blind spots, which you must check by turning your head.',
        caption: 'Figure 10.1 — Mirrors leave blind spots beside and behind you.',
      },
    },
    {
      heading: 'Passing on two-lane roads',
      paragraphs: [
        'Passing on a two-lane road means using the lane meant for oncoming traffic, so do it only when you must and when the way is clearly open. Ohio does not allow passing in a marked no-passing zone, near the top of a hill or on a curve where you cannot see far enough ahead, or within 100 feet of an intersection or railroad crossing. Never pass a school bus with its red lights flashing.',
        'To pass, check ahead, behind and in your blind spot, signal left, and move over smoothly while accelerating. Pass quickly, signal right, and return to your lane when you can see both headlights of the passed vehicle in your inside mirror. If you have any doubt about the oncoming gap, do not pass. When passing a bicycle, Ohio law requires at least three feet of space.',
      ],
      keyPoints: [
        'Pass only where it is legal and the oncoming lane is clearly open.',
        'No passing near hilltops, curves, or within 100 feet of intersections or railroad crossings.',
        'Give a bicycle at least three feet when passing.',
      ],
      figure: null,
    },
    {
      heading: 'Being passed and passing on the right',
      paragraphs: [
        'When another driver passes you, stay in your lane, keep to the right part of it, and do not speed up; Ohio law says a driver being passed must not increase speed. If the passing driver is in trouble, slowing down to let them back in is the safe choice. Courtesy here prevents head-on crashes, the deadliest kind.',
        'Passing on the right is allowed only in limited cases: when the vehicle ahead is turning left and there is room, or on a road with two or more lanes going your way. Never pass on the right by driving onto the shoulder or off the pavement. Drivers rarely expect to be passed on the right, so take extra care.',
      ],
      keyPoints: [
        'When being passed, keep right and do not speed up.',
        'Pass on the right only where there is a lane for it.',
        'Never use the shoulder to pass.',
      ],
      figure: null,
    },
    {
      heading: 'Merging when a lane ends',
      paragraphs: [
        'When signs show that a lane ends ahead, drivers in that lane must find a gap and merge. Signal early, match the speed of the traffic you are joining, and look for a space. In heavy traffic, drivers can take turns like the teeth of a zipper, one from each lane, which keeps traffic moving.',
        'If you are in the lane that continues, help merging drivers by keeping a steady speed and leaving space. Do not race to close a gap or drive side by side with a merging car. If traffic allows, you can also move one lane over to make room. Being courteous when others merge costs you a second or two and prevents sideswipes and sudden braking.',
      ],
      keyPoints: [
        'Signal early and match the speed of the traffic you are joining.',
        'In slow traffic, take turns like a zipper.',
        'Leave room for merging drivers; do not block them.',
      ],
      figure: null,
    },
  ],
};
