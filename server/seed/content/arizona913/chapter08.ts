import type { ChapterContent } from '../types';

export const chapter08: ChapterContent = {
  title: 'Emergencies, Crashes and the Defensive Driver Summary',
  summary:
    'How to handle vehicle emergencies and breakdowns, what Arizona law expects of you after a crash, and a review of the defensive driving habits from this course.',
  objectives: [
    'Respond safely to a tyre blowout, brake failure, stuck accelerator or a drop off the pavement edge',
    'Handle a breakdown or a vehicle stalled on railroad tracks',
    'List the steps Arizona law expects after a crash, including exchanging information',
    'Summarise the core habits of a defensive driver',
  ],
  sections: [
    {
      heading: 'When something goes wrong',
      paragraphs: [
        'In an emergency, your first reaction is often the wrong one. If a tyre blows out, hold the steering wheel firmly, keep the vehicle straight and ease off the accelerator; do not slam on the brakes. Brake gently only once you have slowed and have control, then pull well off the road. Arizona heat makes blowouts more likely, so keep your tyres properly inflated.',
        'If your brakes fail, pump the pedal, shift to a lower gear and apply the parking brake gradually. If the accelerator sticks, shift to neutral, brake and steer to a safe place. If your right wheels drop off the pavement edge, do not jerk the wheel: ease off the gas, straddle the edge, and steer gently back on once you have slowed.',
      ],
      keyPoints: [
        'Blowout: grip the wheel, go straight, ease off the gas, brake gently later.',
        'Stuck accelerator: shift to neutral, brake and steer to safety.',
        'Off the pavement edge: slow down first, then steer back gently.',
      ],
      figure: null,
    },
    {
      heading: 'Breakdowns and railroad crossings',
      paragraphs: [
        'If your vehicle breaks down, signal and get as far off the road as you can, ideally off the shoulder or onto an exit. Turn on your hazard lights. On a busy freeway it is usually safer to stay buckled in or, if you can reach it safely, wait well away from traffic behind a barrier. Call for help and do not stand between your vehicle and passing traffic.',
        'Never stop on railroad tracks. If your vehicle stalls on a crossing, get everyone out at once and move away from the tracks, walking toward the oncoming train at an angle so flying debris does not hit you. Then call the emergency number posted on the blue sign at the crossing, or 911, and give the crossing number shown on the sign.',
      ],
      keyPoints: [
        'Get well off the road, hazards on, and stay away from moving traffic.',
        'Stalled on the tracks: get out, move away at an angle toward the train.',
        'Call the number on the blue crossing sign, or 911.',
      ],
      figure: null,
    },
    {
      heading: 'After a crash',
      paragraphs: [
        'If you are involved in a crash, you must stop. Leaving the scene of a crash, especially one with injuries, is a serious crime. Check for injuries and call 911 if anyone is hurt, and give reasonable help until emergency crews arrive. If no one is injured and the vehicles can be driven, Arizona expects you to move them out of the travel lanes to a safe place nearby so that you do not cause a second crash.',
        'Exchange your name, address, vehicle registration and insurance information with the other driver, and show your licence if asked. If you hit a parked vehicle and cannot find the owner, leave a note with your name and address. Arizona requires liability insurance on every registered vehicle; check the handbook for the current minimum amounts, and tell your insurer about the crash promptly.',
      ],
      keyPoints: [
        'Always stop; check for injuries and call 911 if anyone is hurt.',
        'If no one is hurt, move drivable vehicles out of the travel lanes.',
        'Exchange names, addresses, registration and insurance details.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">
  <rect x="0" y="0" width="320" height="200" fill="#ffffff"/>
  <text x="160" y="16" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#1a1a1a">After a crash: five steps</text>
  <circle cx="24" cy="40" r="12" fill="#c62828"/>
  <text x="24" y="44" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#ffffff">1</text>
  <text x="44" y="44" font-family="sans-serif" font-size="12" fill="#1a1a1a">Stop. Never leave the scene.</text>
  <line x1="24" y1="52" x2="24" y2="64" stroke="#1a1a1a" stroke-width="2"/>
  <circle cx="24" cy="76" r="12" fill="#c62828"/>
  <text x="24" y="80" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#ffffff">2</text>
  <text x="44" y="80" font-family="sans-serif" font-size="12" fill="#1a1a1a">Check for injuries; call 911 if anyone is hurt.</text>
  <line x1="24" y1="88" x2="24" y2="100" stroke="#1a1a1a" stroke-width="2"/>
  <circle cx="24" cy="112" r="12" fill="#ef6c00"/>
  <text x="24" y="116" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#ffffff">3</text>
  <text x="44" y="116" font-family="sans-serif" font-size="12" fill="#1a1a1a">No injuries? Move cars out of traffic.</text>
  <line x1="24" y1="124" x2="24" y2="136" stroke="#1a1a1a" stroke-width="2"/>
  <circle cx="24" cy="148" r="12" fill="#1a56b0"/>
  <text x="24" y="152" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#ffffff">4</text>
  <text x="44" y="152" font-family="sans-serif" font-size="12" fill="#1a1a1a">Exchange licence, registration, insurance.</text>
  <line x1="24" y1="160" x2="24" y2="172" stroke="#1a1a1a" stroke-width="2"/>
  <circle cx="24" cy="184" r="12" fill="#1e7b34"/>
  <text x="24" y="188" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#ffffff">5</text>
  <text x="44" y="188" font-family="sans-serif" font-size="12" fill="#1a1a1a">Record details; report and notify insurer.</text>
</svg>`,
        alt: 'A numbered checklist: 1, stop and never leave the scene; 2, check for injuries and call 911 if anyone is hurt; 3, if there are no injuries, move the cars out of traffic; 4, exchange licence, registration and insurance details; 5, record the details, report the crash and notify your insurer.',
        caption: 'Figure 8.1 — What to do after a crash.',
      },
    },
    {
      heading: 'The defensive driver, in summary',
      paragraphs: [
        'Defensive driving comes down to a few habits practised every trip. Look 12 to 15 seconds ahead and keep scanning. Keep at least three seconds of following distance and more when conditions or vehicles call for it. Drive at a speed that suits the conditions, not just the sign. Yield whenever it prevents a crash, and communicate clearly with signals, lights and position.',
        "Drive only when you are sober, rested and focused, with your phone out of your hands. Respect the people who are easiest to hurt, and respect Arizona's weather: pull aside in dust, turn around at flooded roads and prepare for the heat. When you finish this course, the school reports your completion to the court, and you may not use the program again for 12 months. Make the habits permanent.",
      ],
      keyPoints: [
        'Look ahead, leave space and match your speed to the conditions.',
        'Drive sober, rested and hands-free.',
        'The program can be used only once every 12 months; the habits last for life.',
      ],
      figure: null,
    },
  ],
};
