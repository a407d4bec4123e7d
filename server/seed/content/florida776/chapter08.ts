import type { ChapterContent } from '../types';

const hydroplaningSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 340 202" role="img">
  <rect x="0" y="0" width="340" height="202" fill="#ffffff"/>
  <text x="170" y="17" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">How hydroplaning happens</text>
  <line x1="130" y1="34" x2="210" y2="34" stroke="#1a1a1a" stroke-width="2"/>
  <polygon points="218,34 208,29 208,39" fill="#1a1a1a"/>
  <text x="170" y="50" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">Direction of travel</text>
  <rect x="8" y="140" width="156" height="10" fill="#6d6d6d"/>
  <rect x="176" y="140" width="156" height="10" fill="#6d6d6d"/>
  <rect x="8" y="135" width="50" height="5" fill="#4fa3e0"/>
  <rect x="112" y="135" width="52" height="5" fill="#4fa3e0"/>
  <circle cx="85" cy="95" r="44" fill="#333333" stroke="#111111" stroke-width="6" stroke-dasharray="6 4"/>
  <circle cx="85" cy="95" r="18" fill="#b0b0b0"/>
  <path d="M62 136 L52 128 M108 136 L118 128" stroke="#1e63b5" stroke-width="2"/>
  <path d="M176 140 L332 140 L332 131 Q312 130 302 120 Q292 128 272 132 L176 134 Z" fill="#4fa3e0"/>
  <circle cx="255" cy="84" r="44" fill="#333333" stroke="#111111" stroke-width="6" stroke-dasharray="6 4"/>
  <circle cx="255" cy="84" r="18" fill="#b0b0b0"/>
  <text x="85" y="166" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Normal grip</text>
  <text x="85" y="180" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">Tread pushes water aside</text>
  <text x="255" y="166" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#c62828">Hydroplaning</text>
  <text x="255" y="180" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">Tire rides up on a wedge of water</text>
  <text x="170" y="198" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#333333">Risk grows with speed, worn tires and deeper water.</text>
</svg>`;

const floodDepthSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 345 184" role="img">
  <rect x="0" y="0" width="345" height="184" fill="#ffffff"/>
  <text x="172" y="17" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">Turn around, don't drown</text>
  <rect x="5" y="28" width="108" height="100" fill="#eef3f8"/>
  <rect x="119" y="28" width="108" height="100" fill="#eef3f8"/>
  <rect x="233" y="28" width="108" height="100" fill="#eef3f8"/>
  <rect x="22" y="84" width="74" height="24" rx="5" fill="#c62828"/>
  <rect x="38" y="68" width="42" height="18" rx="5" fill="#c62828"/>
  <circle cx="38" cy="110" r="9" fill="#1a1a1a"/>
  <circle cx="80" cy="110" r="9" fill="#1a1a1a"/>
  <rect x="5" y="112" width="108" height="16" fill="#2f80c8" fill-opacity="0.8"/>
  <rect x="136" y="84" width="74" height="24" rx="5" fill="#c62828"/>
  <rect x="152" y="68" width="42" height="18" rx="5" fill="#c62828"/>
  <circle cx="152" cy="110" r="9" fill="#1a1a1a"/>
  <circle cx="194" cy="110" r="9" fill="#1a1a1a"/>
  <rect x="119" y="100" width="108" height="28" fill="#2f80c8" fill-opacity="0.8"/>
  <rect x="250" y="76" width="74" height="24" rx="5" fill="#c62828" transform="rotate(-8 287 88)"/>
  <rect x="266" y="60" width="42" height="18" rx="5" fill="#c62828" transform="rotate(-8 287 88)"/>
  <circle cx="266" cy="104" r="9" fill="#1a1a1a"/>
  <circle cx="307" cy="98" r="9" fill="#1a1a1a"/>
  <rect x="233" y="80" width="108" height="48" fill="#2f80c8" fill-opacity="0.8"/>
  <path d="M245 92 Q255 86 265 92 T285 92 M295 104 Q305 98 315 104 T335 104" fill="none" stroke="#ffffff" stroke-width="2"/>
  <text x="59" y="144" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">6 inches</text>
  <text x="59" y="158" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">stalling and</text>
  <text x="59" y="170" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">loss of control</text>
  <text x="173" y="144" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">1 foot</text>
  <text x="173" y="158" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">many cars</text>
  <text x="173" y="170" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">begin to float</text>
  <text x="287" y="144" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">2 feet, moving</text>
  <text x="287" y="158" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">sweeps away most</text>
  <text x="287" y="170" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">vehicles, even SUVs</text>
</svg>`;

export const chapter08: ChapterContent = {
  title: 'Adverse Conditions, Emergencies and Defensive Driving Summary',
  summary:
    'How to drive safely in Florida rain, floods, storms, fog, smoke and darkness, how to handle vehicle emergencies, and a summary of the defensive driving habits taught in this course.',
  objectives: [
    'Adjust speed, space and lights for rain, fog, smoke and darkness',
    'Explain hydroplaning and how to recover from it',
    'Describe the dangers of flooded roads and how to prepare for hurricane season',
    'Respond correctly to a blowout, brake failure, stuck accelerator, off-road drop or vehicle in water',
    'Summarize the defensive driving habits that prevent crashes',
  ],
  sections: [
    {
      heading: 'Rain and hydroplaning',
      paragraphs: [
        'Florida downpours arrive fast, and roads are most slippery in the first minutes of rain, when water lifts oil and dust from the pavement. Slow down, add at least a second or two to your following distance, and turn on your low-beam headlights; Florida law requires headlights in rain, smoke and fog. Avoid sudden braking, steering or acceleration, and drive in the tracks of the vehicle ahead, where water has been pushed aside.',
        'Hydroplaning happens when water builds up between your tires and the road, so the tires ride on a film of water and you lose steering and braking. It can begin at around 35 mph and becomes more likely as speed rises, tires wear and water deepens. If you hydroplane, ease off the accelerator, do not brake hard, and keep the wheel pointed where you want to go until the tires grip again.',
      ],
      keyPoints: [
        'Roads are slickest in the first minutes of rain.',
        'If you hydroplane, ease off the gas and steer straight; do not brake hard.',
      ],
      figure: {
        svg: hydroplaningSvg,
        alt: 'Two tires seen from the side. On the left the tread touches the road and pushes water aside; on the right a wedge of water has built up in front of and under the tire, lifting it off the road.',
        caption: 'Figure 8.1 — A tire in normal contact with the road and a tire hydroplaning on a film of water.',
      },
    },
    {
      heading: 'Floods, storms and hurricane season',
      paragraphs: [
        "Never drive into a flooded road. Just six inches of water can reach the floor of many cars and cause stalling or loss of control, a foot of water can float many vehicles, and two feet of moving water can sweep away most vehicles, including SUVs and pickups. The water may also hide a washed-out road. Turn around, don't drown.",
        "Florida's hurricane season runs from June 1 to November 30. Know your evacuation route, keep your tank at least half full during storm season, leave early when an evacuation is ordered, and avoid driving during the storm. Afterward, watch for debris, standing water and downed power lines, which you should treat as live and stay well away from. Treat dark traffic signals as all-way stops.",
      ],
      keyPoints: [
        "Turn around, don't drown: never drive into flooded roads.",
        'Leave early when an evacuation is ordered, and stay away from downed power lines.',
      ],
      figure: {
        svg: floodDepthSvg,
        alt: 'Three cars in rising water: at 6 inches the water reaches the wheels and causes stalling and loss of control; at 1 foot many cars begin to float; at 2 feet of moving water a car is tilted and swept away.',
        caption: 'Figure 8.2 — How little water it takes to stall, float or sweep away a vehicle.',
      },
    },
    {
      heading: 'Fog, smoke, night and glare',
      paragraphs: [
        "Fog and smoke from wildfires or controlled burns can cut visibility to almost nothing, and together they have caused some of Florida's worst multi-vehicle highway crashes. Slow down before you enter them, use low beams and fog lights, since high beams reflect back and make things worse, and follow the right edge line. On roads with a limit of 55 mph or more, Florida allows hazard lights in extremely low visibility, but if you cannot see, the safest choice is to pull completely off the road.",
        'At night you can see only as far as your headlights reach, so slow down enough to stop within that distance. Use high beams on dark roads, but dim them within 500 feet of an oncoming vehicle and within 300 feet when following one. If oncoming lights dazzle you, look toward the right edge of your lane. In bright sun, use your visor and sunglasses, and keep your windshield clean inside and out.',
      ],
      keyPoints: [
        'Use low beams in fog, smoke and heavy rain; if you cannot see, pull off the road.',
        'Dim high beams within 500 feet of oncoming traffic and 300 feet when following.',
      ],
      figure: null,
    },
    {
      heading: 'Handling vehicle emergencies',
      paragraphs: [
        'If a tire blows out, grip the wheel firmly, keep the vehicle straight and ease off the accelerator; do not brake hard until you have slowed and regained control, then pull off the road. If your brakes fail, pump the pedal to build pressure, shift to a lower gear and apply the parking brake gradually. If the accelerator sticks, shift to neutral, brake, steer to a safe place and turn off the engine once you have stopped.',
        'If your right wheels drop off the pavement, do not jerk the wheel. Ease off the accelerator, hold the wheel firmly, let the vehicle slow, then steer gently back onto the road when it is clear. If a crash seems unavoidable, remember that steering around a hazard is often quicker than stopping, and that a glancing blow is far better than a head-on crash.',
        'If your vehicle goes into water, act at once: unbuckle your seat belt, open or break a side window before the water rises, release children starting with the oldest, and get everyone out through the window. Do not wait for the vehicle to settle or stop to call for help; call once you are out.',
      ],
      keyPoints: [
        'Blowout: hold the wheel straight and ease off the gas.',
        'Wheels off the pavement: slow down first, then steer gently back.',
        'Vehicle in water: seat belt, window, children, out.',
      ],
      figure: null,
    },
    {
      heading: 'Putting it all together',
      paragraphs: [
        'Every lesson in this course comes back to one idea: you control the risks you take. Obey speed limits and slow down for conditions, keep at least three seconds of following distance, buckle up, give pedestrians, cyclists and roadside workers room, never drive impaired and put the phone away. Scan ahead, predict what others might do and always keep an escape route.',
        "Defensive driving is not about being perfect. It is about leaving enough margin that when you or someone else makes a mistake, there is still time and space to avoid a crash. Make these habits part of every trip and you protect your license, your money and, above all, the people who share Florida's roads with you.",
      ],
      keyPoints: [
        'Control your speed, space and attention on every trip.',
        "Leave enough margin for your own and other drivers' mistakes.",
      ],
      figure: null,
    },
  ],
};
