import type { ChapterContent } from '../types';

export const chapter09: ChapterContent = {
  title: 'Space Management and Following Distance',
  summary:
    'How to look far ahead, keep a cushion of space all around your car, measure a safe following distance and handle drivers who follow you too closely.',
  objectives: [
    'Describe how far ahead to search and why',
    'Measure following distance with the three-second rule',
    'Explain when to increase your following distance',
    'Manage the space beside and behind your car, including when you are tailgated',
  ],
  sections: [
    {
      heading: 'Look ahead and keep a cushion',
      paragraphs: [
        'Space is time, and time lets you react. Think of your car as sitting inside a bubble with space in front, behind and on each side. The more space you keep, the more choices you have when something goes wrong. A driver with space can brake or steer away; a driver without space can only hope.',
        'Keep your eyes moving and look well down the road, about 12 to 15 seconds ahead of your car. In town that is about a block or more; on the highway it is a long way ahead. Looking far ahead lets you spot brake lights, merging traffic and hazards early, so you can ease off the accelerator instead of braking hard. Check your mirrors every few seconds too.',
      ],
      keyPoints: [
        'Keep a cushion of space on all sides of your car.',
        'Look about 12 to 15 seconds ahead.',
        'Check your mirrors every few seconds.',
      ],
      figure: null,
    },
    {
      heading: 'The three-second rule',
      paragraphs: [
        'Ohio law forbids following another vehicle more closely than is reasonable and prudent. A simple way to measure is the three-second rule. Pick a fixed object ahead, such as a sign or a shadow on the road. When the rear of the vehicle in front passes it, count one-thousand-one, one-thousand-two, one-thousand-three. If you reach the object before you finish counting, you are too close, so drop back.',
        'Three seconds is the minimum in good conditions. Add more time in rain, snow or fog, at night, when you are tired, and when following a motorcycle, which can stop very quickly. Leave at least four seconds behind a large truck or bus; they block your view ahead, and if you cannot see their side mirrors, their driver cannot see you.',
      ],
      keyPoints: [
        'Keep at least three seconds behind the vehicle ahead.',
        'Use four seconds or more behind large trucks and buses.',
        'Add time in bad weather, at night and behind motorcycles.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 220" role="img">
<rect x="0" y="0" width="640" height="220" fill="#ffffff"/>
<rect x="0" y="70" width="640" height="80" fill="#6b7280"/>
<line x1="0" y1="74" x2="640" y2="74" stroke="#ffffff" stroke-width="3"/>
<line x1="0" y1="146" x2="640" y2="146" stroke="#ffffff" stroke-width="3"/>
<rect x="430" y="88" width="170" height="46" rx="4" fill="#e5e7eb" stroke="#111827" stroke-width="2"/>
<rect x="600" y="92" width="30" height="38" rx="4" fill="#9ca3af" stroke="#111827" stroke-width="2"/>
<text x="515" y="116" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#111827">TRUCK</text>
<rect x="40" y="96" width="70" height="30" rx="8" fill="#2563eb"/>
<text x="75" y="116" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#ffffff">YOU</text>
<line x1="430" y1="40" x2="430" y2="70" stroke="#065f46" stroke-width="4"/>
<rect x="414" y="26" width="32" height="16" fill="#16a34a"/>
<text x="430" y="20" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#065f46">fixed marker</text>
<line x1="110" y1="170" x2="430" y2="170" stroke="#111827" stroke-width="2"/>
<line x1="110" y1="162" x2="110" y2="178" stroke="#111827" stroke-width="2"/>
<line x1="190" y1="164" x2="190" y2="176" stroke="#111827" stroke-width="2"/>
<line x1="270" y1="164" x2="270" y2="176" stroke="#111827" stroke-width="2"/>
<line x1="350" y1="164" x2="350" y2="176" stroke="#111827" stroke-width="2"/>
<line x1="430" y1="162" x2="430" y2="178" stroke="#111827" stroke-width="2"/>
<text x="390" y="194" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">1</text>
<text x="310" y="194" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">2</text>
<text x="230" y="194" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">3</text>
<text x="150" y="194" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">4</text>
<text x="270" y="214" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Count the seconds from the truck passing the marker until you reach it.</text>
<text x="150" y="56" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#b91c1c">Behind a truck: at least 4 seconds</text>
</svg>`,
        alt: 'A car labeled You follows a truck on a road. A fixed marker stands beside the road at the back of the truck, and a scale below counts 1, 2, 3, 4 seconds from the marker back to the car. A note says to keep at least 4 seconds behind a truck.',
        caption: 'Figure 9.1 — Counting your following distance behind a large truck.',
      },
    },
    {
      heading: 'Space to the sides and behind',
      paragraphs: [
        'Do not drive beside other vehicles for long, where you sit in their blind spots and have no room to move. Either move ahead or drop back. Give extra room to cyclists, parked cars whose doors may open, and vehicles waiting to pull out. On a road with oncoming traffic, keep to the center of your lane and move slightly away from a large oncoming truck if it is safe.',
        'When you stop behind another vehicle, leave enough room to see its rear tires touching the road. That gives you space to steer around it if it stalls and some protection if you are hit from behind. If someone tailgates you, do not brake suddenly or speed up. Increase the space in front of you, so you can slow gradually, and let them pass when you safely can.',
      ],
      keyPoints: [
        "Avoid driving in another vehicle's blind spot.",
        'When stopped, see the rear tires of the car ahead.',
        'If tailgated, add space in front and let the driver pass.',
      ],
      figure: null,
    },
    {
      heading: 'Always have a way out',
      paragraphs: [
        'Good space managers use a simple habit: search, identify, predict, decide and act. Search the whole scene, identify anything that could become a problem, predict what it might do, decide how you would respond, and act early and smoothly. A ball rolling into the street, a car edging out of a driveway or brake lights three cars ahead all deserve a plan.',
        'Part of every plan is an escape path: an open lane, a wide shoulder or a gap you could steer into if the car ahead stopped suddenly. When your space shrinks on one side, make more on another, usually by slowing down. Deal with one hazard at a time when you can, adjusting your speed so that you do not meet two at once.',
      ],
      keyPoints: [
        'Search, identify, predict, decide and act.',
        'Keep an escape path open whenever you can.',
        'Adjust speed so you meet one hazard at a time.',
      ],
      figure: null,
    },
  ],
};
