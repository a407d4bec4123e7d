import type { ChapterContent } from '../types';

export const chapter18: ChapterContent = {
  title: 'Vehicle Emergencies and Breakdowns',
  summary:
    'What to do when brakes, tires, the accelerator or other parts fail, how to recover when your wheels leave the pavement, and how to stay safe after a breakdown.',
  objectives: [
    'Describe how to respond to brake failure and a stuck accelerator',
    'Explain how to keep control after a tire blowout',
    'Describe the steps of a safe off-road recovery',
    "Explain how to protect yourself after a breakdown, including Ohio's move-over law",
  ],
  sections: [
    {
      heading: 'Brake failure and a stuck accelerator',
      paragraphs: [
        'If your brake pedal suddenly sinks toward the floor, pump it fast and hard a few times, which may build up enough pressure to slow you. If that does not work, apply the parking brake gradually, ready to ease off if the rear wheels lock. Shift to a lower gear so the engine helps slow the car, and steer toward a safe place to stop, away from traffic.',
        'If the accelerator sticks, stay calm and keep your eyes on the road. Shift into neutral, which cuts power to the wheels even though the engine may race. Brake firmly, steer off the road to a safe spot, and only then turn off the engine. Do not turn the key to the lock position while the car is moving, because the steering can lock.',
      ],
      keyPoints: [
        'Brakes fail: pump hard, use the parking brake gradually, and shift to a lower gear.',
        'Accelerator sticks: shift to neutral, brake, pull off, then turn off the engine.',
      ],
      figure: null,
    },
    {
      heading: 'Blowouts and off-road recovery',
      paragraphs: [
        'A blowout may sound like a bang and make the car pull hard to one side or shake. Grip the wheel firmly with both hands and keep the car going straight. Do not brake hard. Take your foot off the accelerator and let the car slow gradually, then brake gently once you have control, and pull off the road. Checking tire pressure and tread regularly makes a blowout far less likely.',
        'If your right wheels drop off the pavement onto the shoulder, do not jerk the wheel. Many serious crashes come from overcorrecting, when a driver yanks the car back onto the road and then straight across it. Instead, hold the wheel firmly, ease off the accelerator, and keep straddling the pavement edge while the car slows. When the road is clear, steer gently back onto the pavement, then straighten.',
      ],
      keyPoints: [
        'Blowout: hold the wheel firmly, ease off the gas, and do not brake hard.',
        'Wheels off the pavement: slow down first, then ease back on; never jerk the wheel.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#7fb069"/>
  <rect x="0" y="20" width="320" height="88" fill="#555555"/>
  <rect x="0" y="108" width="320" height="24" fill="#b9a27f"/>
  <line x1="0" y1="22" x2="320" y2="22" stroke="#f1c40f" stroke-width="2"/>
  <line x1="0" y1="106" x2="320" y2="106" stroke="#ffffff" stroke-width="3"/>
  <text x="6" y="36" font-family="sans-serif" font-size="10" fill="#ffffff">your lane</text>
  <text x="314" y="124" font-family="sans-serif" font-size="10" fill="#3d2f1c" text-anchor="end">shoulder</text>
  <rect x="40" y="94" width="44" height="24" rx="4" fill="#2e86c1" stroke="#10324a" stroke-width="1"/>
  <text x="62" y="110" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle" font-weight="bold">1</text>
  <rect x="112" y="94" width="44" height="24" rx="4" fill="#2e86c1" stroke="#10324a" stroke-width="1"/>
  <text x="134" y="110" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle" font-weight="bold">2</text>
  <g transform="rotate(-12 210 96)">
    <rect x="188" y="84" width="44" height="24" rx="4" fill="#2e86c1" stroke="#10324a" stroke-width="1"/>
    <text x="210" y="100" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle" font-weight="bold">3</text>
  </g>
  <rect x="262" y="66" width="44" height="24" rx="4" fill="#2e86c1" stroke="#10324a" stroke-width="1"/>
  <text x="284" y="82" font-family="sans-serif" font-size="12" fill="#ffffff" text-anchor="middle" font-weight="bold">4</text>
  <path d="M 84 106 L 112 106 M 156 106 C 176 106 186 96 196 88 M 232 80 C 244 76 252 78 262 78" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="4 3"/>
  <text x="6" y="146" font-family="sans-serif" font-size="10" fill="#1a1a1a">1. Right wheels drop off: grip the wheel, ease off the gas.</text>
  <text x="6" y="158" font-family="sans-serif" font-size="10" fill="#1a1a1a">2. Straddle the edge and let the car slow. No hard braking.</text>
  <text x="6" y="170" font-family="sans-serif" font-size="10" fill="#1a1a1a">3. When clear, steer gently back on.  4. Straighten in your lane.</text>
  <text x="6" y="14" font-family="sans-serif" font-size="11" fill="#1a1a1a" font-weight="bold">Off-road recovery: never jerk the wheel</text>
</svg>`,
        alt: 'Top view of a car drifting with its right wheels onto the shoulder, shown in four numbered positions: wheels drop off, car straddles the pavement edge while slowing, car steers gently back onto the road, and car straightens in its lane.',
        caption:
          'Figure 18.1 — Off-road recovery in four steps: slow down on the edge first, then ease back onto the road.',
      },
    },
    {
      heading: 'Other failures',
      paragraphs: [
        'If your headlights fail at night, try the high-beam switch and the parking lights, turn on your hazard flashers, and pull off as soon as you safely can. If the hood flies up, look through the gap beneath it or out the side window and pull over. If the engine overheats, pull off and turn it off, and never open a hot radiator cap. If you see smoke or flames, stop, get everyone out, move well away, and then call for help.',
        'If your car ever goes into water, act quickly, because a window is easiest to open before water presses against it. Unbuckle your seat belt, open or break a side window at once, help any children out, and climb out yourself. Do not wait for the car to fill or try to save belongings. Once out, move away from the car and call for help.',
      ],
      keyPoints: [
        'Hood flies up: look under it or out the side window, and pull over.',
        'Fire or water: get everyone out first, then call for help.',
      ],
      figure: null,
    },
    {
      heading: 'After a breakdown',
      paragraphs: [
        'If your car breaks down, signal and steer as far off the road as you can, onto the shoulder or, better, an exit or parking lot. Turn on your hazard flashers, and if you carry reflective triangles, set them well behind the car. On a busy highway, standing beside traffic is dangerous. If you can get out on the side away from traffic and stand well back, do so; if not, stay buckled in the car and call for help.',
        "Ohio's move-over law protects people at the roadside. When you approach a stopped emergency vehicle, tow truck, road crew or similar vehicle with flashing lights, move over a lane if you safely can; if you cannot, slow down and pass with caution. Give the same room to any stranded driver on the shoulder, because one day it may be you.",
      ],
      keyPoints: [
        'Get far off the road, turn on your flashers, and call for help.',
        'Move over a lane, or slow down, for stopped vehicles with flashing lights.',
      ],
      figure: null,
    },
  ],
};
