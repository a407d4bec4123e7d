import type { ChapterContent } from '../types';

export const chapter04: ChapterContent = {
  title: 'Speed and the Basic Speed Law',
  summary:
    "California's Basic Speed Law, its maximum and prima facie speed limits, and why a small increase in speed makes a collision far more dangerous.",
  objectives: [
    'Explain the Basic Speed Law and how it applies even below the posted limit',
    "State California's maximum speed limits and the common 25 mph and 15 mph limits",
    'Describe how speed affects stopping distance, crash force and your field of vision',
    'Identify situations where driving too slowly is also unsafe or illegal',
  ],
  sections: [
    {
      heading: 'The Basic Speed Law',
      paragraphs: [
        "California's Basic Speed Law says you may never drive faster than is safe for current conditions. The posted limit is the most you may drive under ideal conditions; it is not a promise that that speed is safe. If it is raining, foggy, dark, crowded with pedestrians or full of traffic, a safe speed may be well below the number on the sign, and you can be cited for driving 45 mph in a 55 zone if 45 was too fast for the conditions.",
        'When you choose a speed, think about the number and speed of other vehicles, whether the road surface is wet, icy, gravel or smooth, how well you can see ahead, whether there are bicycles or people walking nearby, and how sharp the curves and hills are. The question is never just what the sign says; it is whether you could stop in time for anything that might appear in the space you can see.',
      ],
      keyPoints: [
        'Never drive faster than is safe for conditions, whatever the sign says.',
        'Weather, traffic, visibility and road surface all lower the safe speed.',
        'You can be cited for driving below the posted limit if it was still too fast.',
      ],
      figure: null,
    },
    {
      heading: 'Maximum speed limits',
      paragraphs: [
        'Unless a sign shows a different limit, the maximum speed on most California highways is 65 mph. On some freeways, signs allow up to 70 mph. On a two-lane undivided highway the limit is 55 mph unless signs show a higher one. Vehicles towing a trailer, and trucks with three or more axles, are limited to 55 mph and must use the right-hand lane, or a lane marked for slower vehicles, unless they are passing.',
        'Driving more than 100 mph is treated very seriously: it adds more points to your record, it is not normally eligible for traffic school, and a court can suspend your license. Speed contests and exhibitions of speed on a highway are also against the law, and the vehicle involved may be impounded.',
      ],
      keyPoints: [
        '65 mph on most highways; 70 where posted; 55 on two-lane undivided highways unless posted.',
        'Trailers and trucks with three or more axles: 55 mph, right-hand lane.',
        'Over 100 mph can cost your license.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">
<rect x="0" y="0" width="320" height="200" fill="#ffffff"/>
<text x="160" y="16" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">Common California speed limits</text>
<g font-family="sans-serif" text-anchor="middle" fill="#1a1a1a">
<rect x="15" y="28" width="50" height="62" rx="4" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
<text x="40" y="42" font-size="10">SPEED</text>
<text x="40" y="53" font-size="10">LIMIT</text>
<text x="40" y="80" font-size="20" font-weight="bold">70</text>
<text x="40" y="106" font-size="10">Some freeways,</text>
<text x="40" y="118" font-size="10">where posted</text>
<rect x="95" y="28" width="50" height="62" rx="4" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
<text x="120" y="42" font-size="10">SPEED</text>
<text x="120" y="53" font-size="10">LIMIT</text>
<text x="120" y="80" font-size="20" font-weight="bold">65</text>
<text x="120" y="106" font-size="10">Most highways</text>
<rect x="175" y="28" width="50" height="62" rx="4" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
<text x="200" y="42" font-size="10">SPEED</text>
<text x="200" y="53" font-size="10">LIMIT</text>
<text x="200" y="80" font-size="20" font-weight="bold">55</text>
<text x="200" y="106" font-size="10">2-lane undivided,</text>
<text x="200" y="118" font-size="10">towing, trucks</text>
<text x="200" y="130" font-size="10">with 3+ axles</text>
<rect x="255" y="28" width="50" height="62" rx="4" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
<text x="280" y="42" font-size="10">SPEED</text>
<text x="280" y="53" font-size="10">LIMIT</text>
<text x="280" y="80" font-size="20" font-weight="bold">25</text>
<text x="280" y="106" font-size="10">Business and</text>
<text x="280" y="118" font-size="10">residential;</text>
<text x="280" y="130" font-size="10">school zones</text>
</g>
<rect x="10" y="146" width="300" height="48" rx="6" fill="#fff7ed" stroke="#c2410c"/>
<text x="20" y="165" font-family="sans-serif" font-size="12" font-weight="bold" fill="#9a3412">15 mph:</text>
<text x="72" y="165" font-family="sans-serif" font-size="11" fill="#1a1a1a">alleys, uncontrolled blind intersections,</text>
<text x="20" y="183" font-family="sans-serif" font-size="11" fill="#1a1a1a">railroad crossings with no view of 400 feet each way</text>
</svg>`,
        alt: 'Four speed limit signs: 70 mph on some freeways where posted, 65 mph on most highways, 55 mph on two-lane undivided highways and for towing and large trucks, and 25 mph in business and residential districts and school zones. A box below lists 15 mph for blind intersections, alleys and railroad crossings with limited view.',
        caption: "Figure 4.1 — California's common speed limits. The Basic Speed Law can require you to go slower.",
      },
    },
    {
      heading: '25 mph and 15 mph zones',
      paragraphs: [
        'Some limits apply even where no number is posted. The limit is 25 mph in business and residential districts unless signs show another speed. It is also 25 mph when passing a school while children are outside or crossing, unless posted otherwise; some cities now post lower school-zone limits, so always obey the sign. Near a senior center marked with signs, the limit is also 25 mph.',
        'The limit drops to 15 mph in an alley, at a blind intersection where you cannot see 100 feet in either direction during the last 100 feet before crossing and there is no stop sign or signal, and within 100 feet of a railroad crossing where you cannot see the tracks for 400 feet in both directions and there are no gates, signals or flagger. These places hide hazards until you are almost on top of them.',
      ],
      keyPoints: [
        '25 mph in business and residential districts and near schools with children present.',
        '15 mph in alleys, at blind intersections and at railroad crossings with limited view.',
      ],
      figure: null,
    },
    {
      heading: 'Why speed matters so much',
      paragraphs: [
        'Speed affects every part of a collision. The faster you go, the farther you travel before you even react, and the longer it takes to brake. The energy of a moving vehicle grows with the square of its speed: double your speed and the force of a crash is about four times as great, and so is the distance you need to brake. Speed also narrows your field of vision, so you notice less at the edges of the road.',
        'Speeding saves surprisingly little time. On a ten-mile trip, driving 70 instead of 60 mph saves less than two minutes, and traffic lights and congestion usually erase even that. In exchange you increase the chance of a collision, the severity of any injuries, and your fuel use. Leaving a few minutes earlier is a better plan than driving faster.',
      ],
      keyPoints: [
        'Double the speed means about four times the braking distance and crash energy.',
        'Speeding saves very little time on most trips.',
      ],
      figure: null,
    },
    {
      heading: 'Driving too slowly',
      paragraphs: [
        'Driving much slower than the flow of traffic can also cause collisions, because other drivers must brake suddenly or pass. California law says you may not drive so slowly that you block the normal movement of traffic, unless a slower speed is needed for safety. If you are driving slower than other traffic, stay in the right lane.',
        'On a two-lane road where passing is unsafe, a slow driver with five or more vehicles lined up behind must pull into a turnout or other safe area to let them pass. The goal is to move with the general flow of traffic, within the limit, while keeping a speed that is safe for the conditions.',
      ],
      keyPoints: [
        'Do not block traffic by driving unreasonably slowly.',
        'Slower traffic keeps right.',
        'Five or more vehicles behind you on a two-lane road: use a turnout.',
      ],
      figure: null,
    },
  ],
};
