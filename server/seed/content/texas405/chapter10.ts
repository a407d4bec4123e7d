import type { ChapterContent } from '../types';

const beltFit = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 290" role="img">
<rect x="0" y="0" width="640" height="290" fill="#ffffff"/>
<text x="320" y="22" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">Wearing a seat belt the right way</text>
<rect x="20" y="36" width="290" height="244" rx="10" fill="#eef7ee" stroke="#2e7d32" stroke-width="2"/>
<rect x="330" y="36" width="290" height="244" rx="10" fill="#fdecec" stroke="#b3261e" stroke-width="2"/>
<text x="165" y="58" font-family="sans-serif" font-size="15" font-weight="bold" fill="#2e7d32" text-anchor="middle">Right</text>
<text x="475" y="58" font-family="sans-serif" font-size="15" font-weight="bold" fill="#b3261e" text-anchor="middle">Wrong</text>
<circle cx="110" cy="92" r="20" fill="#d7a77a"/>
<rect x="80" y="116" width="60" height="84" rx="12" fill="#7a8ca3"/>
<rect x="76" y="200" width="68" height="30" rx="8" fill="#4f5d70"/>
<line x1="134" y1="118" x2="86" y2="200" stroke="#e0a100" stroke-width="9" stroke-linecap="round"/>
<line x1="74" y1="210" x2="146" y2="210" stroke="#e0a100" stroke-width="9" stroke-linecap="round"/>
<g font-family="sans-serif" font-size="12" fill="#1a1a1a">
<text x="160" y="122">Shoulder belt across</text>
<text x="160" y="137">collarbone and chest,</text>
<text x="160" y="152">away from the neck</text>
<text x="160" y="202">Lap belt low and snug</text>
<text x="160" y="217">across the hips</text>
<text x="40" y="262">Seat upright, no slack in the belt</text>
</g>
<circle cx="420" cy="92" r="20" fill="#d7a77a"/>
<rect x="390" y="116" width="60" height="84" rx="12" fill="#7a8ca3"/>
<rect x="386" y="200" width="68" height="30" rx="8" fill="#4f5d70"/>
<line x1="452" y1="150" x2="396" y2="200" stroke="#e0a100" stroke-width="9" stroke-linecap="round"/>
<line x1="384" y1="172" x2="456" y2="172" stroke="#e0a100" stroke-width="9" stroke-linecap="round"/>
<g font-family="sans-serif" font-size="12" fill="#1a1a1a">
<text x="470" y="142">Shoulder belt under</text>
<text x="470" y="157">the arm or behind</text>
<text x="470" y="172">the back</text>
<text x="470" y="202">Lap belt high on the</text>
<text x="470" y="217">soft stomach</text>
<text x="350" y="262">Both can cause serious internal injuries</text>
</g>
</svg>`;

export const chapter10: ChapterContent = {
  title: 'Occupant Restraints: Seat Belts, Child Seats and Airbags',
  summary:
    'Why seat belts save lives, what the Texas seat belt and child safety seat laws require, how to wear a belt correctly, and how airbags and child passengers fit together.',
  objectives: [
    'Explain the three collisions in a crash and how seat belts reduce injury',
    'State the Texas seat belt, child safety seat and pickup bed rules',
    'Describe how to wear a lap and shoulder belt correctly',
    'Explain how to sit safely with airbags and where children should ride',
  ],
  sections: [
    {
      heading: 'Why seat belts work',
      paragraphs: [
        'Every crash is really three collisions. First, the vehicle hits something and stops. Second, the people inside keep moving, because of inertia, until they hit the steering wheel, dashboard, windows or each other. Third, their internal organs keep moving until they hit the inside of the body. A seat belt stops the second collision from happening and softens the third.',
        "A lap and shoulder belt spreads the force of a crash across the strongest parts of your body, the hips, chest and shoulders. It keeps you in your seat, where the airbags and the vehicle's structure can protect you, and it keeps you from being thrown out, which is one of the deadliest things that can happen in a crash. Federal research finds that belts cut the risk of death for front-seat occupants by about 45 percent in cars and about 60 percent in pickups, vans and SUVs.",
        'Common excuses do not hold up. Most crashes happen close to home and at moderate speeds, so a short trip is no reason to skip the belt. Crashes with fire or water are rare, and a belt helps you stay conscious and able to escape. An unbelted person can also injure or kill the other people in the vehicle.',
      ],
      keyPoints: [
        'A crash is three collisions: vehicle, body and internal organs.',
        'Belts cut the risk of death by about 45 percent in cars and 60 percent in light trucks.',
        'Being thrown from a vehicle is one of the deadliest outcomes of a crash.',
      ],
      figure: null,
    },
    {
      heading: 'The Texas seat belt and child seat laws',
      paragraphs: [
        'Texas law requires every driver and passenger to be secured by a seat belt in every seating position, front and back. The driver can be fined for each unbelted passenger younger than 17, and passengers 17 and older can be fined themselves. Law enforcement agencies run regular Click It or Ticket campaigns, but the real reason to buckle up is that it keeps you alive.',
        'Children younger than 8 must ride in a child passenger safety seat system, used as the manufacturer directs, unless they are taller than 4 feet 9 inches. Texas law also generally forbids letting a person younger than 18 ride in the open bed of a pickup truck, with a few narrow exceptions. Check the current Texas Driver Handbook for the exceptions and for fine amounts.',
      ],
      keyPoints: [
        'Everyone, in every seat, must wear a seat belt in Texas.',
        'Children under 8 need a child safety seat unless taller than 4 feet 9 inches.',
        'The driver is responsible for belting passengers under 17.',
      ],
      figure: null,
    },
    {
      heading: 'Wearing a belt correctly',
      paragraphs: [
        'A belt only works if it fits. Sit upright with your back against the seat. Pull the lap belt low and snug across your hips and upper thighs, never across your soft stomach. The shoulder belt should cross the middle of your collarbone and chest, away from your neck. Never put it under your arm or behind your back; in a crash that can cause serious internal injuries or let you slide out.',
        'Adjust the seat and, if your vehicle has one, the shoulder belt height so the belt lies flat and fits well. Remove slack after buckling. If you are pregnant, wear the lap belt below your belly, across your hips, with the shoulder belt across your chest and to the side of your belly. Replace belts that are frayed or were worn in a serious crash.',
      ],
      keyPoints: [
        'Lap belt low across the hips; shoulder belt across the collarbone and chest.',
        'Never wear the shoulder belt under your arm or behind your back.',
      ],
      figure: {
        svg: beltFit,
        alt: 'Two seated figures. On the right-way side, the shoulder belt crosses the collarbone and chest and the lap belt lies low across the hips. On the wrong-way side, the shoulder belt runs under the arm and the lap belt sits high on the stomach.',
        caption: 'Figure 10.1 — Correct and incorrect seat belt fit.',
      },
    },
    {
      heading: 'Airbags and child passengers',
      paragraphs: [
        'Airbags are supplemental restraints: they work with seat belts, not instead of them. A frontal airbag inflates in a fraction of a second with great force, so sit with at least 10 inches between your breastbone and the steering wheel cover, and hold the wheel at the sides rather than across the top. An unbelted person can be thrown forward into the inflating airbag and badly hurt.',
        'Children 12 and under are safest in the back seat. Never place a rear-facing child seat in front of an active passenger airbag. Keep a child rear-facing as long as the seat allows, then in a forward-facing seat with a harness, then in a booster seat until the adult belt fits properly, usually at about 4 feet 9 inches tall. Many fire stations and safety groups offer free car seat checks.',
      ],
      keyPoints: [
        'Airbags supplement seat belts; they do not replace them.',
        'Sit at least 10 inches from the steering wheel airbag.',
        'Children 12 and under ride in the back; never a rear-facing seat before an airbag.',
      ],
      figure: null,
    },
  ],
};
