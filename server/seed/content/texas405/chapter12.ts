import type { ChapterContent } from '../types';

const noZones = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 340" role="img">
<rect x="0" y="0" width="640" height="340" fill="#ffffff"/>
<text x="320" y="20" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">A large truck's No-Zones (blind spots)</text>
<rect x="80" y="30" width="320" height="310" fill="#6b6b6b"/>
<g stroke="#ffffff" stroke-width="3" stroke-dasharray="14 10">
<line x1="160" y1="30" x2="160" y2="340"/><line x1="240" y1="30" x2="240" y2="340"/><line x1="320" y1="30" x2="320" y2="340"/>
</g>
<g fill="#e57373" opacity="0.9">
<rect x="164" y="34" width="72" height="44"/>
<rect x="164" y="266" width="72" height="70"/>
<rect x="84" y="112" width="72" height="96"/>
<rect x="244" y="84" width="72" height="220"/>
<rect x="324" y="116" width="72" height="140"/>
</g>
<rect x="178" y="82" width="44" height="34" rx="5" fill="#1f5fa8" stroke="#ffffff" stroke-width="2"/>
<rect x="176" y="118" width="48" height="144" fill="#eeeeee" stroke="#1a1a1a" stroke-width="2"/>
<text x="200" y="194" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a" text-anchor="middle">TRUCK</text>
<g font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a" text-anchor="middle">
<text x="200" y="60">front</text>
<text x="200" y="305">rear</text>
<text x="120" y="164">left</text>
<text x="280" y="200">right</text>
<text x="360" y="190">right</text>
</g>
<g font-family="sans-serif" fill="#1a1a1a">
<rect x="420" y="50" width="18" height="14" fill="#e57373"/>
<text x="446" y="62" font-size="13">The driver cannot see you</text>
<text x="420" y="100" font-size="13">Front: about 20 feet.</text>
<text x="420" y="122" font-size="13">Rear: about 30 feet.</text>
<text x="420" y="144" font-size="13">Left: behind the cab.</text>
<text x="420" y="166" font-size="13">Right: the largest, up</text>
<text x="420" y="184" font-size="13">to two lanes wide.</text>
<text x="420" y="226" font-size="13" font-weight="bold">Rule of thumb:</text>
<text x="420" y="246" font-size="13">If you cannot see the</text>
<text x="420" y="264" font-size="13">driver's face in the side</text>
<text x="420" y="282" font-size="13">mirror, the driver</text>
<text x="420" y="300" font-size="13">cannot see you.</text>
</g>
</svg>`;

export const chapter12: ChapterContent = {
  title: 'Sharing the Road, Road Rage and Course Summary',
  summary:
    'How to share the road with trucks, motorcycles, bicycles and pedestrians, how to avoid and respond to aggressive driving and road rage, and a summary of the whole course.',
  objectives: [
    "Identify a large truck's No-Zones and pass trucks safely",
    'Explain how to protect motorcyclists, bicyclists and pedestrians',
    'Distinguish aggressive driving from road rage and respond safely to both',
    'Summarize the key defensive driving habits taught in this course',
  ],
  sections: [
    {
      heading: 'Sharing the road with large trucks',
      paragraphs: [
        "Large trucks and buses have big blind spots, called No-Zones: about 20 feet in front, about 30 feet behind, beside the cab on the left, and along the right side, where the blind spot can be two lanes wide. If you cannot see the driver's face in the truck's side mirror, the driver cannot see you. Do not linger in a No-Zone; pass steadily or drop back.",
        'Pass a truck on the left, where the driver can see you better, and do not pull back in front until you can see the whole front of the truck in your rearview mirror. A loaded truck at highway speed can need nearly two football fields to stop, so cutting in front of one is dangerous. Trucks also swing wide to make right turns; never try to squeeze between a turning truck and the curb. Follow at least four seconds behind a truck so that you can see around it.',
      ],
      keyPoints: [
        'If you cannot see the driver in the mirror, the driver cannot see you.',
        'Pass on the left and do not cut back in too soon.',
        'Never squeeze past a truck making a wide right turn.',
      ],
      figure: {
        svg: noZones,
        alt: 'Top view of a truck on a four-lane road with red No-Zones: a short area in front, a longer area behind, a zone beside the cab on the left, and a large zone on the right covering up to two lanes. Notes say if you cannot see the driver in the side mirror, the driver cannot see you.',
        caption: "Figure 12.1 — A large truck's No-Zones. The right-side blind spot is the biggest.",
      },
    },
    {
      heading: 'Motorcycles',
      paragraphs: [
        'Motorcyclists have the same rights to the road as other drivers but far less protection. Because a motorcycle is small, drivers often fail to see it or misjudge its speed and distance. The most common serious crash happens when a car turns left in front of an oncoming motorcycle. Look twice before turning or changing lanes, and check your blind spots carefully, because a motorcycle can hide in them completely.',
        'Give a motorcycle a full lane; never share the lane with one, and do not crowd it when passing. Follow at least four seconds behind, because motorcycles can stop quickly and riders may slow by downshifting without showing a brake light. Expect a rider to move within the lane to avoid potholes, gravel or wind. Lane splitting, riding between lanes of traffic, is not legal in Texas.',
      ],
      keyPoints: [
        'Look twice for motorcycles, especially before turning left.',
        'Give motorcycles a full lane and four seconds of following distance.',
      ],
      figure: null,
    },
    {
      heading: 'Bicycles and pedestrians',
      paragraphs: [
        'In Texas a person riding a bicycle has the rights and duties of a vehicle driver and generally rides as far right as is safe. Slow down and pass only when you can give plenty of room; at least three feet is widely recommended, and some Texas cities require more by ordinance. Check for cyclists before turning right across their path and before opening your door next to traffic.',
        'Yield to pedestrians in crosswalks, whether the crosswalk is marked or not, and never pass a vehicle that has stopped for a crosswalk, because a pedestrian may be hidden in front of it. Watch for pedestrians when you turn, near schools, parks and transit stops, and at night, when dark clothing makes them very hard to see. Stop for a person using a white cane or a guide dog. Hundreds of pedestrians die on Texas roads every year.',
      ],
      keyPoints: [
        'Cyclists have the rights and duties of drivers; pass with at least three feet.',
        'Yield to pedestrians in marked and unmarked crosswalks.',
        'Never pass a vehicle stopped at a crosswalk.',
      ],
      figure: null,
    },
    {
      heading: 'Aggressive driving and road rage',
      paragraphs: [
        'Aggressive driving is a pattern of unsafe and hostile behavior: speeding, tailgating, weaving through traffic, running red lights, cutting others off and blocking cars that want to merge. Road rage goes further. It is an intentional attempt to threaten or harm another person, such as following, ramming, or using a weapon, and it can lead to criminal charges.',
        "If another driver is aggressive, do not respond. Avoid eye contact and gestures, slow down or change lanes to let them go, and never get out of your car to confront anyone. If you are followed, do not drive home; go to a police station or a busy, well-lit place and call 911. To keep your own temper, leave early, expect delays, and remember that other drivers' mistakes are usually not personal.",
      ],
      keyPoints: [
        'Do not engage an aggressive driver; let them go.',
        'If followed, drive to a police station or busy place and call 911.',
        'Leave early and expect delays to keep your own temper.',
      ],
      figure: null,
    },
    {
      heading: 'Course summary',
      paragraphs: [
        'You have now covered all twelve units. Most crashes are caused by driver choices, and most can be prevented. Stay alert, rested and sober, and put the phone away. Know and obey Texas law: yield when required, respect speed limits and conditions, move over or slow down for roadside workers, and stop for school buses. Buckle up on every trip and make sure every passenger does too.',
        'Use the defensive habits every day. Look 12 to 15 seconds ahead, check your mirrors, keep at least three seconds of following distance and an escape route, and turn around at flooded roads. Share the road patiently with trucks, motorcycles, bicycles and pedestrians. Thank you for taking this course seriously. Drive safely, and help end the streak of daily deaths on Texas roads.',
      ],
      keyPoints: ['Rested, sober, belted and undistracted: every trip.', 'Space, time and patience prevent crashes.'],
      figure: null,
    },
  ],
};
