import type { ChapterContent } from '../types';

const followingDistance = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 270" role="img">
<rect x="0" y="0" width="640" height="270" fill="#ffffff"/>
<text x="320" y="20" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">Counting your following distance</text>
<rect x="0" y="70" width="640" height="80" fill="#6b6b6b"/>
<line x1="0" y1="110" x2="640" y2="110" stroke="#ffffff" stroke-width="3" stroke-dasharray="20 14"/>
<rect x="0" y="150" width="640" height="8" fill="#9ccc65"/>
<line x1="480" y1="34" x2="480" y2="70" stroke="#3d3d3d" stroke-width="4"/>
<rect x="464" y="28" width="32" height="18" fill="#1b6e3a"/>
<rect x="480" y="118" width="120" height="28" fill="#e0e0e0" stroke="#1a1a1a" stroke-width="2"/>
<rect x="602" y="120" width="34" height="24" rx="4" fill="#a35a00" stroke="#1a1a1a" stroke-width="2"/>
<text x="540" y="137" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a" text-anchor="middle">TRUCK</text>
<rect x="40" y="120" width="50" height="24" rx="6" fill="#1f5fa8"/>
<text x="65" y="136" font-family="sans-serif" font-size="11" fill="#ffffff" text-anchor="middle">You</text>
<line x1="480" y1="46" x2="480" y2="166" stroke="#b3261e" stroke-width="2" stroke-dasharray="5 4"/>
<g stroke="#1a1a1a" stroke-width="2"><line x1="90" y1="166" x2="480" y2="166"/><line x1="90" y1="160" x2="90" y2="172"/><line x1="220" y1="160" x2="220" y2="172"/><line x1="350" y1="160" x2="350" y2="172"/><line x1="480" y1="160" x2="480" y2="172"/></g>
<g font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">
<text x="155" y="186">one-thousand-one</text>
<text x="285" y="186">one-thousand-two</text>
<text x="415" y="186">one-thousand-three</text>
</g>
<text x="456" y="42" font-family="sans-serif" font-size="12" fill="#b3261e" text-anchor="end">fixed mark</text>
<g font-family="sans-serif" font-size="13" fill="#1a1a1a">
<text x="20" y="214">Start counting when the truck's rear passes the mark. Reach the mark before</text>
<text x="20" y="232">you finish? You are too close. Dry road: at least 3 s. Behind a truck, at night</text>
<text x="20" y="250">or in rain: 4 s or more. On ice: 8 to 10 s.</text>
</g>
</svg>`;

export const chapter08: ChapterContent = {
  title: 'Defensive Driving Strategies',
  summary:
    'How to keep a space cushion, measure following distance, make yourself seen, pass safely and handle intersections, freeways and frontage roads.',
  objectives: [
    'Maintain a space cushion and an escape route around your vehicle',
    'Measure following distance with the three-second rule and lengthen it when needed',
    'Communicate with lights, signals, horn and eye contact',
    'Pass and be passed safely and legally',
    'Enter, drive on and leave Texas freeways and frontage roads safely',
  ],
  sections: [
    {
      heading: 'Build a space cushion',
      paragraphs: [
        'Space is your best defense, because it gives you time to see, think and act. Keep a cushion of space ahead, behind and on both sides. Within your lane, move away from hazards such as parked cars with people inside, a narrow bridge or a truck drifting near the line. Always know your escape route: an open lane, a shoulder or a gap you could move into if the traffic ahead suddenly stopped.',
        'You cannot control a tailgater, but you can manage one. Increase the gap in front of you so that you can slow gradually instead of braking hard, and change lanes or pull over safely to let the driver pass. When you stop behind another vehicle, leave enough room to see its rear tires touching the pavement. That space lets you pull around it if it stalls, and keeps you from being pushed into it if you are hit from behind.',
      ],
      keyPoints: [
        'Keep space ahead, behind and on both sides, and always know your escape route.',
        'When stopped, keep the rear tires of the vehicle ahead in view.',
      ],
      figure: null,
    },
    {
      heading: 'Following distance: the three-second rule',
      paragraphs: [
        'Most rear-end crashes happen because drivers follow too closely. To check your distance, pick a fixed mark ahead, such as a sign or a shadow. When the rear of the vehicle in front passes it, count "one-thousand-one, one-thousand-two, one-thousand-three." If you reach the mark before you finish counting, you are too close; ease off and count again. Because the rule is based on time, it works at any speed.',
        'Three seconds is the minimum on a dry road in good conditions. Use four seconds or more behind large trucks, which block your view, behind motorcycles, at night, in rain and when someone is tailgating you. On ice or snow, leave eight to ten seconds. Increase your distance too when you are tired, towing, or carrying a heavy load.',
      ],
      keyPoints: [
        'Keep at least three seconds behind the vehicle ahead on a dry road.',
        'Use four seconds or more behind trucks and motorcycles, at night and in rain.',
      ],
      figure: {
        svg: followingDistance,
        alt: "Your car follows a truck on a highway. A fixed roadside sign marks where the truck's rear has just passed, and the gap to your car is divided into three one-second counts. Notes say to keep at least 3 seconds on a dry road, 4 or more behind a truck, at night or in rain, and 8 to 10 on ice.",
        caption: 'Figure 8.1 — The three-second count behind a large truck, where four or more seconds is better.',
      },
    },
    {
      heading: 'See and be seen',
      paragraphs: [
        'Other drivers cannot avoid you if they do not notice you. Drive with your headlights on whenever visibility is less than perfect. Texas law requires you to signal continuously for at least the last 100 feet before turning, and you should signal every lane change in time for others to react. Tap your brakes early to warn drivers behind you that you are slowing.',
        "Use the horn with a short tap to alert a driver or pedestrian who may not have seen you, not to express anger. Make eye contact with pedestrians and drivers waiting to pull out before you assume they will wait. Remember that another driver's turn signal shows an intention, not an action: wait until the vehicle actually begins to turn before you pull out in front of it.",
      ],
      keyPoints: [
        'In Texas, signal at least 100 feet before turning.',
        'A short tap of the horn warns; it is not for anger.',
        'A turn signal is an intention, not a promise.',
      ],
      figure: null,
    },
    {
      heading: 'Passing and being passed',
      paragraphs: [
        'Pass only when it is legal and you can see that the road is clear far enough ahead. Do not pass where a solid line is on your side, in a marked no-passing zone, on a hill or curve where you cannot see ahead, or within 100 feet of an intersection, railroad crossing, bridge or tunnel. You may not exceed the speed limit to pass. Signal, check your blind spot, pass quickly, and return to your lane only when you can see the headlights of the passed vehicle in your rearview mirror.',
        'When someone passes you, stay in your lane and do not speed up; ease off slightly if it helps them return sooner. On highways with two or more lanes in each direction, keep right except to pass, and obey signs that reserve the left lane for passing. Never pass on the shoulder.',
      ],
      keyPoints: [
        'Never pass on hills, curves or within 100 feet of an intersection, railroad crossing or bridge.',
        "Return to your lane when you can see the passed vehicle's headlights in your mirror.",
        'When being passed, hold your lane and do not speed up.',
      ],
      figure: null,
    },
    {
      heading: 'Intersections, freeways and frontage roads',
      paragraphs: [
        'More crashes happen at intersections than anywhere else. Slow down and cover the brake as you approach, and treat a green light that has been green for a while as stale: it may turn yellow soon. While waiting to turn left, keep your wheels pointing straight, so that a rear-end collision cannot push you into oncoming traffic.',
        'To enter a freeway, use the acceleration lane to reach the speed of traffic, find a gap and merge smoothly; do not stop at the end of the ramp unless you must. Help others merge by moving over or adjusting speed when it is safe. To exit, signal early and slow down in the exit lane, not on the freeway. If you miss your exit, go on to the next one; never back up on a ramp or shoulder. Many Texas freeways run beside one-way frontage roads; watch for drivers leaving the freeway and crossing the frontage road toward driveways.',
      ],
      keyPoints: [
        'Keep your wheels straight while waiting to turn left.',
        'Match freeway speed in the acceleration lane before merging.',
        'Missed your exit? Take the next one; never back up.',
      ],
      figure: null,
    },
  ],
};
