import type { ChapterContent } from '../types';

export const chapter12: ChapterContent = {
  title: 'Collisions, Insurance and Defensive Driving',
  summary:
    "What to do at a collision scene, when to report it to the DMV, California's insurance and seat belt requirements, and the defensive driving habits that tie the course together.",
  objectives: [
    'List the steps to take at the scene of a collision, including one with an unattended vehicle',
    'State when a collision must be reported to the DMV and what insurance California requires',
    "Apply California's seat belt and child passenger restraint rules",
    'Summarize the defensive driving habits covered in this course',
  ],
  sections: [
    {
      heading: 'At the scene of a collision',
      paragraphs: [
        'If you are involved in a collision, you must stop. Leaving the scene, especially when someone is hurt, is a serious crime. Turn on your emergency flashers and check for injuries. Call 911 if anyone is hurt, and do not move an injured person unless there is immediate danger, such as fire. If no one is injured and the vehicles can be driven, move them out of traffic to a safe place nearby.',
        'Exchange information with the other drivers: names, addresses, driver license numbers, vehicle registration and insurance details. Note the time, place and any witnesses, and take photos if it is safe. If you hit a parked vehicle or other property and cannot find the owner, leave a secure note with your name, address and a short explanation, and report the collision to the local police or the California Highway Patrol without delay.',
      ],
      keyPoints: [
        'Always stop; leaving the scene is a crime.',
        'Call 911 for injuries and move undamaged vehicles out of traffic.',
        'Exchange license, registration and insurance information.',
        'Hit an unattended vehicle? Leave a note and notify the police.',
      ],
      figure: null,
    },
    {
      heading: 'Reporting and financial responsibility',
      paragraphs: [
        'You must report a collision to the DMV within 10 days, using the form for reporting a traffic accident, if anyone was injured or killed, however slightly, or if property damage was more than $1,000. Each driver must file, whoever was at fault, and a police report does not replace it. If you do not report, your license can be suspended.',
        'California requires every driver and vehicle owner to carry financial responsibility, usually liability insurance, and to keep proof of it in the vehicle. The minimum liability limits rose in 2025 to $30,000 for injury or death of one person, $60,000 for injury or death of more than one person, and $15,000 for property damage; check the current handbook for any later change. If you are in a collision without insurance, your license can be suspended for up to four years.',
      ],
      keyPoints: [
        'Report to the DMV within 10 days for any injury or death, or damage over $1,000.',
        'Carry proof of insurance in the vehicle.',
        'Driving uninsured can cost you your license for years.',
      ],
      figure: null,
    },
    {
      heading: 'Seat belts and child passengers',
      paragraphs: [
        'Seat belts are your best protection in a crash. California law requires the driver and every passenger to be buckled in. Wear the lap belt low across your hips and the shoulder belt across your chest, never behind your back or under your arm. Airbags are designed to work with seat belts, not replace them; sit at least 10 inches from the steering wheel airbag. The driver can be cited for any passenger under 16 who is not properly restrained.',
        'Children under 2 must ride in a rear-facing car seat unless they weigh 40 pounds or more or are 40 inches or taller. Children under 8 must ride in a car seat or booster seat in the back seat, with limited exceptions. Children 8 or older, or at least 4 feet 9 inches tall, may use a seat belt if it fits properly. Never place a rear-facing seat in front of an active airbag, and never leave a child 6 or younger alone in a vehicle without someone at least 12 years old watching them.',
      ],
      keyPoints: [
        'Everyone in the vehicle must wear a seat belt.',
        'Under 2: rear-facing seat. Under 8: car seat or booster in the back.',
        'The driver is responsible for passengers under 16.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 170" role="img">
<rect x="0" y="0" width="320" height="170" fill="#ffffff"/>
<text x="160" y="16" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">California child passenger rules</text>
<rect x="8" y="28" width="96" height="96" rx="8" fill="#dbeafe" stroke="#1d4ed8" stroke-width="2"/>
<rect x="112" y="28" width="96" height="96" rx="8" fill="#fef3c7" stroke="#b45309" stroke-width="2"/>
<rect x="216" y="28" width="96" height="96" rx="8" fill="#dcfce7" stroke="#15803d" stroke-width="2"/>
<text x="56" y="48" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">Under 2</text>
<text x="56" y="68" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Rear-facing</text>
<text x="56" y="82" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">car seat</text>
<text x="56" y="102" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#374151">unless 40 lb</text>
<text x="56" y="115" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#374151">or 40 in tall</text>
<text x="160" y="48" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">Under 8</text>
<text x="160" y="68" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Car seat or</text>
<text x="160" y="82" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">booster seat</text>
<text x="160" y="102" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#374151">in the back seat</text>
<text x="264" y="48" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">8+ or 4 ft 9 in</text>
<text x="264" y="68" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Seat belt,</text>
<text x="264" y="82" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">if it fits</text>
<text x="264" y="102" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#374151">lap belt low on hips,</text>
<text x="264" y="115" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#374151">strap across chest</text>
<polygon points="104,72 112,76 104,80" fill="#1a1a1a"/>
<polygon points="208,72 216,76 208,80" fill="#1a1a1a"/>
<rect x="8" y="134" width="304" height="30" rx="6" fill="#fee2e2" stroke="#b42318"/>
<text x="160" y="153" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Never put a rear-facing seat in front of an active airbag.</text>
</svg>`,
        alt: 'Three boxes in a row: under 2, a rear-facing car seat unless 40 pounds or 40 inches tall; under 8, a car seat or booster seat in the back seat; 8 or older or 4 feet 9 inches tall, a seat belt if it fits. A warning below says never to put a rear-facing seat in front of an active airbag.',
        caption: 'Figure 12.1 — Child passenger restraints by age and size.',
      },
    },
    {
      heading: 'Defensive driving: putting it all together',
      paragraphs: [
        "Defensive driving means driving to prevent collisions in spite of other people's mistakes and poor conditions. Look well ahead, about 10 to 15 seconds down the road, so you see problems early. Keep scanning: check your mirrors every few seconds and glance at intersections, driveways and the sides of the road. Keep at least three seconds of following distance, more in bad conditions, and always know where you could steer if you had to.",
        'Make yourself visible and predictable: use headlights, signal early, and avoid blind spots. Expect others to make mistakes, such as running a light or pulling out without looking, and be ready to give up the right of way. Obey the Basic Speed Law, stay sober, rested and focused, and keep your vehicle in good repair. These habits do more than keep a point off your record; they protect you and everyone around you.',
      ],
      keyPoints: [
        'Look 10 to 15 seconds ahead and keep scanning.',
        'Keep a space cushion and an escape route.',
        'See, be seen, and expect the unexpected.',
        'Drive sober, rested and focused every time.',
      ],
      figure: null,
    },
  ],
};
