import type { ChapterContent } from '../types';

export const chapter06: ChapterContent = {
  title: 'Lane Use, Lane Changes and Passing',
  summary:
    'How to choose and share lanes, change lanes without surprising anyone, pass safely and legally, and enter and leave freeways.',
  objectives: [
    'Choose the correct lane on multilane roads, including carpool and center left-turn lanes',
    'Perform a lane change using signals, mirrors and an over-the-shoulder blind-spot check',
    'State where passing is unsafe or illegal and when passing on the right is allowed',
    'Describe how to merge onto and exit from a freeway',
  ],
  sections: [
    {
      heading: 'Choosing a lane',
      paragraphs: [
        'On a road with two or more lanes in your direction, the left lane is for passing and faster traffic, and the right lane is for slower traffic and for vehicles entering or leaving the road. On roads with three or more lanes, the middle lanes usually give the smoothest trip. Pick a lane and stay in it; weaving from lane to lane to gain a few car lengths raises your collision risk and rarely saves time.',
        'A carpool or high-occupancy vehicle (HOV) lane is marked with a diamond symbol and signs that state the minimum number of people and the hours it applies. Where double solid lines separate it from other lanes, you may not cross them; enter and leave only where the lines are broken. A center lane marked with yellow lines on both sides, broken on the inside and solid on the outside, is a two-way left-turn lane. Use it only to begin or finish a left turn, never to pass, and do not drive in it for more than 200 feet.',
      ],
      keyPoints: [
        'Keep right except to pass; slower traffic uses the right lane.',
        'Never cross double solid lines into or out of a carpool lane.',
        'A center two-way left-turn lane is for turning only, and for no more than 200 feet.',
      ],
      figure: null,
    },
    {
      heading: 'Blind spots and safe lane changes',
      paragraphs: [
        'Every vehicle has blind spots, areas beside and behind it that your mirrors do not show. Before changing lanes, check your rearview and side mirrors, turn on your signal, and then look quickly over your shoulder in the direction you want to move. Signal long enough for others to notice; on a freeway, signal for about five seconds before you move. Change lanes smoothly, one lane at a time, keeping your speed steady.',
        "Do not change lanes in an intersection, across a solid white line, or when traffic is too close. Avoid lingering in another driver's blind spot: if you can't see the driver's face in their mirror, they probably can't see you. When someone signals to enter your lane, help them by easing off. Motorcycles and bicycles are small enough to hide completely in a blind spot, so never skip the shoulder check.",
      ],
      keyPoints: [
        'Mirrors, signal, shoulder check, then move smoothly.',
        'On freeways, signal for about five seconds before changing lanes.',
        "Do not linger in another vehicle's blind spot.",
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 210" role="img">
<rect x="0" y="0" width="320" height="210" fill="#6b7280"/>
<line x1="107" y1="0" x2="107" y2="210" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
<line x1="213" y1="0" x2="213" y2="210" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
<polygon points="133,84 16,210 92,210" fill="#fde68a"/>
<polygon points="187,84 304,210 228,210" fill="#fde68a"/>
<polygon points="160,142 132,210 188,210" fill="#fde68a"/>
<rect x="56" y="86" width="48" height="84" fill="#f97316"/>
<rect x="216" y="86" width="48" height="84" fill="#f97316"/>
<rect x="138" y="58" width="44" height="84" rx="8" fill="#2563eb" stroke="#ffffff" stroke-width="2"/>
<rect x="144" y="72" width="32" height="18" rx="3" fill="#bfdbfe"/>
<rect x="131" y="80" width="7" height="8" fill="#ffffff"/>
<rect x="182" y="80" width="7" height="8" fill="#ffffff"/>
<text x="160" y="116" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#ffffff">YOU</text>
<text x="80" y="124" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">BLIND</text>
<text x="80" y="138" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">SPOT</text>
<text x="240" y="124" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">BLIND</text>
<text x="240" y="138" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">SPOT</text>
<text x="160" y="200" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">rearview</text>
<text x="40" y="200" font-family="sans-serif" font-size="10" fill="#1a1a1a">side mirror</text>
<text x="280" y="200" text-anchor="end" font-family="sans-serif" font-size="10" fill="#1a1a1a">side mirror</text>
<rect x="4" y="6" width="128" height="40" rx="4" fill="#ffffff"/>
<rect x="10" y="12" width="10" height="10" fill="#f97316"/>
<text x="24" y="21" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">Blind spot</text>
<text x="10" y="38" font-family="sans-serif" font-size="10" fill="#1a1a1a">Turn your head to check</text>
<rect x="188" y="6" width="128" height="40" rx="4" fill="#ffffff"/>
<rect x="194" y="12" width="10" height="10" fill="#fde68a" stroke="#1a1a1a" stroke-width="0.5"/>
<text x="208" y="21" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">Mirror view</text>
<text x="194" y="38" font-family="sans-serif" font-size="10" fill="#1a1a1a">What mirrors show</text>
</svg>`,
        alt: 'A car seen from above in the middle of three lanes, facing up the page. Yellow wedges behind it show what the rearview and side mirrors cover; orange boxes in the lanes beside and just behind the car are blind spots the mirrors miss, which you must check by turning your head.',
        caption: 'Figure 6.1 — Blind spots lie beside and behind you; only a head check reveals them.',
      },
    },
    {
      heading: 'Passing other vehicles',
      paragraphs: [
        'Pass only when you can see far enough ahead to complete the pass safely and the markings allow it. Do not pass when approaching the crest of a hill or a curve where you cannot see oncoming traffic, within 100 feet of an intersection, bridge, tunnel or railroad crossing, or where a solid yellow line is on your side. Never pass a vehicle that has stopped for a pedestrian, and never pass a school bus with flashing red lights.',
        'You may pass on the right only when the road has two or more lanes in your direction, or when the driver ahead is turning left and there is room for you on the pavement. Never drive onto the shoulder or off the paved road to pass. When you are being passed, stay in your lane and do not speed up; let the other driver get by quickly. After passing, return to your lane only when you can see the vehicle you passed in your rearview mirror.',
      ],
      keyPoints: [
        'No passing near hills, curves, intersections, bridges, tunnels or railroad crossings.',
        'Pass on the right only on multilane roads or around a left-turning vehicle, never off the pavement.',
        'When being passed, hold your speed and lane.',
      ],
      figure: null,
    },
    {
      heading: 'Freeways: entering and leaving',
      paragraphs: [
        'Use the on-ramp and acceleration lane to reach the speed of freeway traffic before you merge. Signal, look for a gap, and blend in smoothly; do not stop at the end of the ramp unless traffic leaves you no choice. Where a ramp meter is operating, wait for the green light and let one vehicle go per green unless signs say otherwise. Drivers already on the freeway should make room by adjusting speed or moving left when it is safe.',
        'To exit, know your exit ahead of time, move into the right lane early, signal, and slow down on the off-ramp, not on the freeway itself. Off-ramps often have sharp curves and a stop at the end, so watch the posted advisory speed. If you miss your exit, continue to the next one. Never stop, back up or cross a gore area (the painted triangle between the freeway and the ramp) to get back.',
      ],
      keyPoints: [
        'Match freeway speed on the ramp, then merge into a gap.',
        'Slow down on the off-ramp, not on the freeway.',
        'Missed your exit? Take the next one; never back up.',
      ],
      figure: null,
    },
  ],
};
