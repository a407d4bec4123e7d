import type { ChapterContent } from '../types';

export const chapter08: ChapterContent = {
  title: 'Speed and Speed Laws in Ohio',
  summary:
    "Ohio's basic speed rule and assured clear distance ahead, the usual speed limits, how speed changes stopping distance, and how to choose a safe speed.",
  objectives: [
    "Explain Ohio's basic speed rule and the assured clear distance ahead",
    "Identify Ohio's usual speed limits for different kinds of roads",
    'Describe the three parts of stopping distance and how speed affects them',
    'Adjust speed for weather, darkness, curves and traffic',
  ],
  sections: [
    {
      heading: 'The basic rule: assured clear distance ahead',
      paragraphs: [
        'Ohio law says you must never drive faster than is reasonable for the traffic, the road surface, the width of the road and any other conditions. It also says you must be able to stop within the assured clear distance ahead, which means the distance in front of you that you can see is clear. If you cannot stop within the space you can see, you are going too fast, whatever the sign says.',
        'This rule covers fog, heavy rain, a blind curve, a hilltop and a dark road alike. It also works the other way: driving so slowly that you block the normal flow of traffic is against the law too, unless slowing down is needed for safety. The goal is a speed that fits the conditions, not a speed that fits your schedule.',
      ],
      keyPoints: [
        'Always be able to stop within the distance you can see is clear.',
        'A speed limit is a maximum for good conditions, not a target.',
        'Driving unreasonably slowly can also break the law.',
      ],
      figure: null,
    },
    {
      heading: 'Ohio speed limits',
      paragraphs: [
        "Unless signs show a different limit, Ohio's usual limits are 20 miles per hour in a posted school zone during the hours children are arriving, leaving or at recess; 25 in most city and village streets; 35 on state routes through cities outside business districts; and 55 on most highways outside cities. Many urban freeways are posted at 65, and rural interstates may be posted at 70.",
        'Posted signs always take priority, and limits can change with a traffic study, in work zones, or on variable speed signs. Watch for speed reduction signs as you enter towns. Check the current Digest of Ohio Motor Vehicle Laws for the full list, and remember that fines for speeding are higher in some zones, such as work zones.',
      ],
      keyPoints: [
        'School zones: 20 miles per hour when the zone is in effect.',
        'Cities and villages: usually 25; rural highways: usually 55.',
        'Freeways: 65 in many urban areas and up to 70 on rural interstates, where posted.',
      ],
      figure: null,
    },
    {
      heading: 'Speed and stopping distance',
      paragraphs: [
        'Stopping takes three steps. First you perceive the danger, then you react by moving your foot to the brake, and then the brakes slow the car. An alert driver needs about one and a half seconds to perceive and react, and the car keeps moving at full speed all that time. At 50 miles per hour, that is about 110 feet before the brakes even start working.',
        'Braking distance grows much faster than speed. When you double your speed, braking distance becomes about four times longer, and the force of a crash rises the same way. That is why a few extra miles per hour matter so much. The chart shows rough total distances for an alert driver on a dry road; wet, icy or worn conditions make them longer.',
      ],
      keyPoints: [
        'Stopping distance is perception distance plus reaction distance plus braking distance.',
        'Double your speed and braking distance roughly quadruples.',
        'Wet or icy roads make every distance longer.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 250" role="img">
<rect x="0" y="0" width="640" height="250" fill="#ffffff"/>
<text x="320" y="22" font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle" fill="#111827">Rough stopping distances, alert driver, dry road</text>
<text x="70" y="78" font-family="sans-serif" font-size="13" text-anchor="end" fill="#111827">30 mph</text>
<rect x="80" y="60" width="73" height="26" fill="#f59e0b"/>
<rect x="153" y="60" width="50" height="26" fill="#dc2626"/>
<text x="210" y="78" font-family="sans-serif" font-size="12" fill="#111827">about 110 feet</text>
<text x="70" y="128" font-family="sans-serif" font-size="13" text-anchor="end" fill="#111827">50 mph</text>
<rect x="80" y="110" width="121" height="26" fill="#f59e0b"/>
<rect x="201" y="110" width="138" height="26" fill="#dc2626"/>
<text x="346" y="128" font-family="sans-serif" font-size="12" fill="#111827">about 235 feet</text>
<text x="70" y="178" font-family="sans-serif" font-size="13" text-anchor="end" fill="#111827">70 mph</text>
<rect x="80" y="160" width="169" height="26" fill="#f59e0b"/>
<rect x="249" y="160" width="270" height="26" fill="#dc2626"/>
<text x="526" y="178" font-family="sans-serif" font-size="12" fill="#111827">about 400 feet</text>
<rect x="80" y="212" width="16" height="14" fill="#f59e0b"/>
<text x="102" y="224" font-family="sans-serif" font-size="12" fill="#111827">Perception + reaction (about 1.5 seconds)</text>
<rect x="370" y="212" width="16" height="14" fill="#dc2626"/>
<text x="392" y="224" font-family="sans-serif" font-size="12" fill="#111827">Braking distance</text>
</svg>`,
        alt: 'A bar chart of stopping distances. At 30 miles per hour the total is about 110 feet, at 50 about 235 feet and at 70 about 400 feet. Each bar has an orange part for perception and reaction and a red part for braking, and the red part grows fastest.',
        caption: 'Figure 8.1 — Stopping distance grows much faster than speed.',
      },
    },
    {
      heading: 'Choosing a safe speed',
      paragraphs: [
        'Slow down below the limit when the road is wet, snowy or icy, when fog or heavy rain cuts your view, and on curves, hills and narrow roads. At night, make sure you can stop within the distance your headlights light up; driving faster than that is called overdriving your headlights. Slow down near schools, parks and busy sidewalks, where people may step out.',
        'Try to move with the flow of traffic within the limit, because a car much faster or slower than the others has more conflicts. Leave earlier rather than speeding to make up time; on most trips speeding saves only a minute or two. Your speed is one of the few things in a crash you fully control.',
      ],
      keyPoints: [
        'Drive below the limit when weather, light or the road call for it.',
        'At night, do not outdrive your headlights.',
        'Leave early instead of speeding.',
      ],
      figure: null,
    },
  ],
};
