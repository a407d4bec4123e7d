import type { ChapterContent } from '../types';

const threeCollisionsSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 200" role="img">
  <rect x="0" y="0" width="360" height="200" fill="#ffffff"/>
  <text x="180" y="18" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">The three collisions in every crash</text>
  <rect x="6" y="28" width="112" height="140" rx="6" fill="#eef3f8" stroke="#7a8ca0"/>
  <rect x="124" y="28" width="112" height="140" rx="6" fill="#eef3f8" stroke="#7a8ca0"/>
  <rect x="242" y="28" width="112" height="140" rx="6" fill="#eef3f8" stroke="#7a8ca0"/>
  <text x="62" y="46" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">1. Vehicle</text>
  <rect x="96" y="62" width="14" height="80" fill="#6d6d6d"/>
  <rect x="20" y="98" width="72" height="26" rx="5" fill="#1e63b5"/>
  <rect x="36" y="86" width="38" height="14" rx="4" fill="#1e63b5"/>
  <circle cx="36" cy="126" r="7" fill="#1a1a1a"/>
  <circle cx="76" cy="126" r="7" fill="#1a1a1a"/>
  <line x1="92" y1="86" x2="84" y2="78" stroke="#c0392b" stroke-width="2"/>
  <line x1="92" y1="110" x2="82" y2="110" stroke="#c0392b" stroke-width="2"/>
  <line x1="92" y1="132" x2="84" y2="140" stroke="#c0392b" stroke-width="2"/>
  <text x="62" y="160" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">Car hits and stops</text>
  <text x="180" y="46" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">2. Human</text>
  <path d="M214 60 L214 140" stroke="#6d6d6d" stroke-width="6"/>
  <rect x="140" y="118" width="40" height="10" fill="#6d6d6d"/>
  <rect x="140" y="70" width="10" height="58" fill="#6d6d6d"/>
  <circle cx="178" cy="72" r="10" fill="#e0a96d"/>
  <line x1="172" y1="82" x2="162" y2="116" stroke="#e0a96d" stroke-width="9" stroke-linecap="round"/>
  <line x1="176" y1="90" x2="200" y2="98" stroke="#e0a96d" stroke-width="5" stroke-linecap="round"/>
  <line x1="160" y1="82" x2="172" y2="118" stroke="#1f6e43" stroke-width="3"/>
  <path d="M188 64 L200 64 M188 72 L202 72" stroke="#c0392b" stroke-width="2"/>
  <text x="180" y="152" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">Body keeps moving</text>
  <text x="180" y="163" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1f6e43">Belt (green) stops it</text>
  <text x="298" y="46" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">3. Internal</text>
  <ellipse cx="298" cy="100" rx="40" ry="36" fill="#f3d2b3" stroke="#1a1a1a" stroke-width="3"/>
  <ellipse cx="312" cy="98" rx="22" ry="18" fill="#e88fa0" stroke="#8a3040" stroke-width="1.5"/>
  <path d="M340 86 L348 80 M341 100 L351 100 M340 114 L348 120" stroke="#c0392b" stroke-width="2"/>
  <text x="298" y="152" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">Organs hit the inside</text>
  <text x="298" y="163" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">of the body</text>
  <text x="180" y="190" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">Direction of travel: left to right</text>
</svg>`;

export const chapter02: ChapterContent = {
  title: 'Traffic Crashes and Their Costs',
  summary:
    'What causes most crashes on Florida roads, what a crash costs in money and in lives, how seat belts and child restraints protect you, and what Florida law requires you to do after a crash.',
  objectives: [
    'Identify the driver behaviors behind most traffic crashes',
    'Describe the financial and human costs of a crash',
    "Explain the three collisions and Florida's seat belt and child restraint laws",
    'List the steps Florida law requires after a crash',
  ],
  sections: [
    {
      heading: 'Why crashes happen',
      paragraphs: [
        'Florida has some of the busiest roads in the country. Each year the state records several hundred thousand reported crashes and more than three thousand traffic deaths; the DHSMV publishes the latest figures online. Behind every number is a person: a commuter, a child on the way to school, a visitor who did not know the road. Most of these crashes could have been prevented.',
        'Vehicle defects and road conditions play a part in some crashes, but driver behavior is a factor in the great majority. The same mistakes appear again and again: driving too fast for conditions, following too closely, failing to yield, running red lights and stop signs, driving while distracted, and driving after drinking or using drugs. Fatigue and aggression add to the list. Each of these is a choice a driver can make differently.',
        'Florida roads bring their own challenges too: heavy tourist traffic, drivers who do not know the area, sudden afternoon thunderstorms, many pedestrians and cyclists, and long, straight highways that invite speeding and drowsiness. A defensive driver knows these local risks and adjusts: planning the route ahead, slowing down when storms hit and watching carefully for people on foot and on bikes.',
      ],
      keyPoints: [
        'Driver behavior is a factor in the great majority of crashes.',
        'Speed, tailgating, failing to yield, distraction and impairment are leading causes.',
      ],
      figure: null,
    },
    {
      heading: 'What a crash really costs',
      paragraphs: [
        'Even a minor crash is expensive. There are repairs, medical bills, towing, a rental car, time off work and often higher insurance premiums for years afterward. If you are at fault you may also face a citation, points and a lawsuit for damages above your insurance limits. Nationally, crashes cost hundreds of billions of dollars a year in medical care, lost productivity and property damage.',
        'Florida requires the owner of a registered four-wheel vehicle to carry at least $10,000 of personal injury protection (PIP) and $10,000 of property damage liability (PDL). PIP pays part of your own medical costs and lost wages after a crash, no matter who caused it, up to the policy limit. These minimums are low compared with the cost of a serious crash, so many drivers buy more coverage. Check the current handbook and your insurer for details.',
        'The human costs are harder to measure. A serious crash can mean permanent disability, chronic pain, a lost career and grief for a family. Drivers who injure or kill someone often carry the guilt for the rest of their lives. No appointment is worth that risk, and careful driving is the only protection that covers everyone on the road.',
      ],
      keyPoints: [
        'Crash costs include repairs, medical bills, lost wages, higher premiums and lawsuits.',
        'Florida requires at least $10,000 PIP and $10,000 PDL coverage.',
        'Injury and grief are costs no insurance policy can repay.',
      ],
      figure: null,
    },
    {
      heading: 'The three collisions and your seat belt',
      paragraphs: [
        'Every crash is really three collisions. First, the vehicle hits something and stops. Second, the people inside keep moving at the original speed until something stops them: a seat belt, an air bag, the dashboard or the windshield. Third, the internal organs keep moving and strike the inside of the body, causing many of the worst injuries. A seat belt spreads the stopping force across the strong bones of your hips and chest and keeps you inside the vehicle.',
        "Florida's seat belt law is a primary law, so an officer can stop you for not buckling up. The driver, every front-seat passenger and every passenger under 18, in any seat, must wear a belt. Children 5 and younger must ride in a federally approved child restraint: a separate carrier or built-in seat through age 3, and a carrier, built-in seat or booster seat at ages 4 and 5. A child restraint violation adds 3 points.",
        'Air bags add protection but do not replace belts. Sit at least 10 inches from the steering wheel, wear the lap belt low across your hips and the shoulder belt across your chest, and seat children 12 and under in the back. Never put a rear-facing child seat in front of an active air bag.',
      ],
      keyPoints: [
        'Every crash has three collisions: vehicle, body and internal organs.',
        'Belts are required for the driver, front-seat passengers and all passengers under 18.',
        'Children 5 and under must ride in an approved child restraint.',
      ],
      figure: {
        svg: threeCollisionsSvg,
        alt: 'Three panels: a car striking a wall, a driver thrown forward toward the steering wheel and held back by a seat belt, and a head in which the brain strikes the front of the skull.',
        caption: 'Figure 2.1 — The vehicle, human and internal collisions that happen in every crash.',
      },
    },
    {
      heading: 'What to do after a crash',
      paragraphs: [
        'If you are involved in a crash, stop. Leaving the scene is a crime in Florida, and when anyone is hurt or killed it is a felony. Check for injuries, call 911 if anyone is hurt and give reasonable help, but do not move an injured person unless there is immediate danger such as fire. Turn on your hazard lights and, if it is safe, set out warning devices.',
        'If no one is hurt and the vehicles can be driven, Florida law expects you to move them out of the travel lanes so you do not cause a second crash. Notify the police, the sheriff or the Florida Highway Patrol (dial *FHP on a cell phone) when a crash causes injury, death or apparent damage of $500 or more. Exchange names, addresses and registration numbers with the other driver, show your license if asked, and note insurance details and witnesses.',
        'If you hit a parked vehicle or other unattended property, try to find the owner. If you cannot, leave a note in a safe, visible place with your name, address and registration number, and report the crash to the police. If no officer writes a report, you may need to file your own with the DHSMV, generally within 10 days; check the handbook. Then call your insurer.',
      ],
      keyPoints: [
        'Always stop, help the injured and call 911 when someone is hurt.',
        'Move drivable vehicles out of traffic when no one is injured.',
        'Report crashes involving injury, death or $500 or more in damage.',
      ],
      figure: null,
    },
  ],
};
