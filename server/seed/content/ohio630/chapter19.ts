import type { ChapterContent } from '../types';

export const chapter19: ChapterContent = {
  title: 'Crashes: What to Do, Reporting and Financial Responsibility',
  summary:
    'The steps to take at a crash scene, the information Ohio law says you must give, how crashes are reported, and why you must be able to prove you are insured.',
  objectives: [
    'List, in order, the steps to take right after a crash',
    'State the information Ohio law requires you to give after a crash',
    'Explain what to do after hitting a parked car with no one around',
    "Describe Ohio's financial responsibility law and the cost of driving uninsured",
  ],
  sections: [
    {
      heading: 'At the scene',
      paragraphs: [
        'If you are involved in a crash, stop. Leaving the scene of a crash, often called hit-skip, is a serious crime in Ohio even when the crash was not your fault. Stop as close to the scene as you safely can and turn on your hazard flashers. If no one is hurt and the cars can still be driven, move them out of the travel lanes, especially on a busy highway, so that a second crash does not follow the first.',
        "Next, check for injuries. Call 9-1-1 if anyone is hurt, if there is fire or leaking fuel, or if the road is blocked. Do not move an injured person unless they are in immediate danger, such as from fire. Keep them still and warm, and follow the dispatcher's directions until help arrives. Stay calm and polite with everyone at the scene, and do not argue about who caused the crash.",
      ],
      keyPoints: [
        'Always stop; leaving the scene is a crime.',
        'Move the cars out of traffic if no one is hurt and they can be driven.',
        'Call 9-1-1 for injuries, fire or a blocked road, and do not move the injured unless they are in danger.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#ffffff"/>
  <rect x="40" y="6" width="272" height="26" rx="6" fill="#fdecea" stroke="#c0392b" stroke-width="1.5"/>
  <rect x="40" y="40" width="272" height="26" rx="6" fill="#fef5e7" stroke="#d68910" stroke-width="1.5"/>
  <rect x="40" y="74" width="272" height="26" rx="6" fill="#eaf2f8" stroke="#2874a6" stroke-width="1.5"/>
  <rect x="40" y="108" width="272" height="26" rx="6" fill="#e9f7ef" stroke="#1e8449" stroke-width="1.5"/>
  <rect x="40" y="142" width="272" height="26" rx="6" fill="#f4ecf7" stroke="#7d3c98" stroke-width="1.5"/>
  <circle cx="20" cy="19" r="11" fill="#c0392b"/>
  <circle cx="20" cy="53" r="11" fill="#d68910"/>
  <circle cx="20" cy="87" r="11" fill="#2874a6"/>
  <circle cx="20" cy="121" r="11" fill="#1e8449"/>
  <circle cx="20" cy="155" r="11" fill="#7d3c98"/>
  <text x="20" y="23" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle" font-weight="bold">1</text>
  <text x="20" y="57" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle" font-weight="bold">2</text>
  <text x="20" y="91" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle" font-weight="bold">3</text>
  <text x="20" y="125" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle" font-weight="bold">4</text>
  <text x="20" y="159" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle" font-weight="bold">5</text>
  <text x="48" y="23" font-family="sans-serif" font-size="11" fill="#1a1a1a"><tspan font-weight="bold">Stop.</tspan> Never leave the scene.</text>
  <text x="48" y="57" font-family="sans-serif" font-size="11" fill="#1a1a1a"><tspan font-weight="bold">Secure.</tspan> Flashers on; move cars if no one is hurt.</text>
  <text x="48" y="91" font-family="sans-serif" font-size="11" fill="#1a1a1a"><tspan font-weight="bold">Help.</tspan> Check for injuries; call 9-1-1.</text>
  <text x="48" y="125" font-family="sans-serif" font-size="11" fill="#1a1a1a"><tspan font-weight="bold">Exchange.</tspan> Name, address, registration, owner.</text>
  <text x="48" y="159" font-family="sans-serif" font-size="11" fill="#1a1a1a"><tspan font-weight="bold">Record.</tspan> Photos, witnesses; tell police, insurer.</text>
</svg>`,
        alt: 'A five-step checklist for a crash: 1 stop and never leave the scene; 2 secure the scene with flashers and move the cars if no one is hurt; 3 check for injuries and call 9-1-1; 4 exchange name, address, registration and owner details; 5 record photos and witnesses and tell the police and your insurer.',
        caption: 'Figure 19.1 — After a crash: stop, secure, help, exchange, record.',
      },
    },
    {
      heading: 'Exchanging information and reporting',
      paragraphs: [
        "Ohio law requires a driver in a crash to give their name and address, the vehicle's registration number, and the owner's name and address if they do not own the car. You give this to the other drivers, to anyone injured, and to any officer at the scene, and you show your license if asked. Collect the same details from the others, plus their insurance company and policy number, the names of witnesses, and the time and place. Photograph the vehicles and the scene.",
        'If you hit a parked car and cannot find its owner, leave a note in a safe, visible place with your name, address and registration number, and tell the police. Police usually come to crashes with injuries or serious damage and write the official crash report. If no officer comes, call the local police department to ask how to report the crash, and always tell your insurance company about it.',
      ],
      keyPoints: [
        'Give your name, address, registration number and owner details; show your license if asked.',
        'Hit a parked car: find the owner or leave a note, and tell the police.',
      ],
      figure: null,
    },
    {
      heading: 'Financial responsibility',
      paragraphs: [
        "Ohio's financial responsibility law requires every driver and vehicle owner to be able to pay for damage or injuries they cause. Most people meet it with liability insurance. The minimum coverage is twenty-five thousand dollars for injury to one person, fifty thousand dollars for injuries to everyone in one crash, and twenty-five thousand dollars for property damage. Keep proof of insurance in the car and show it to an officer when asked.",
        'Driving uninsured can cost far more than the insurance would have. The Ohio Bureau of Motor Vehicles checks insurance at random and after crashes and tickets. It can suspend your license and registration, take your plates, charge reinstatement fees and make you file proof of future coverage for years. Remember, too, that minimum coverage may not pay for a serious crash, leaving you to pay the rest yourself.',
      ],
      keyPoints: [
        'Minimum coverage: twenty-five thousand per person, fifty thousand per crash, twenty-five thousand for property.',
        'Always carry proof of insurance; driving uninsured can cost you your license and plates.',
      ],
      figure: null,
    },
  ],
};
