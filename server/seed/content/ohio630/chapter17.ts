import type { ChapterContent } from '../types';

export const chapter17: ChapterContent = {
  title: 'Weather: Rain, Snow, Ice and Fog',
  summary:
    "How to adjust speed, space and steering for rain, hydroplaning, Ohio's snow and ice, and fog, and how to recover from a skid.",
  objectives: [
    'Explain why roads are slickest when rain first begins',
    'Describe what causes hydroplaning and how to respond to it',
    'Describe safe driving on snow and ice in an Ohio winter',
    'Explain how to recover from a skid with and without antilock brakes',
    'Describe how to drive in fog',
  ],
  sections: [
    {
      heading: 'Rain and hydroplaning',
      paragraphs: [
        'Rain cuts your vision and your grip at the same time. The first half hour of rain after a dry spell is often the slickest, because water lifts oil and dust off the pavement into a greasy film. Slow down, turn on your headlights, which Ohio requires whenever your wipers are on, and stretch your following distance to four seconds or more. Do not use cruise control on wet roads.',
        'Hydroplaning happens when your tires ride up on a layer of water instead of gripping the road. It can begin at speeds as low as about thirty-five miles per hour, and the risk grows with speed, deeper water and worn tires. If your car starts to hydroplane, the steering suddenly feels light. Do not brake hard or jerk the wheel. Ease off the accelerator, hold the wheel straight, and let the car slow until the tires grip again.',
      ],
      keyPoints: [
        'Roads are slickest when rain first starts.',
        'If you hydroplane, ease off the gas and steer straight; do not brake hard.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#f3f6f9"/>
  <text x="80" y="18" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle" font-weight="bold">Gripping</text>
  <text x="240" y="18" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle" font-weight="bold">Hydroplaning</text>
  <line x1="160" y1="8" x2="160" y2="172" stroke="#b0b0b0" stroke-width="1"/>
  <rect x="0" y="130" width="156" height="12" fill="#555555"/>
  <rect x="0" y="126" width="156" height="4" fill="#4fa3e0"/>
  <circle cx="80" cy="88" r="42" fill="#222222"/>
  <circle cx="80" cy="88" r="20" fill="#9aa5ad"/>
  <rect x="66" y="126" width="28" height="4" fill="#222222"/>
  <line x1="58" y1="116" x2="40" y2="106" stroke="#1f78c1" stroke-width="2"/>
  <polygon points="36,104 44,104 41,111" fill="#1f78c1"/>
  <line x1="102" y1="116" x2="120" y2="106" stroke="#1f78c1" stroke-width="2"/>
  <polygon points="124,104 116,104 119,111" fill="#1f78c1"/>
  <text x="80" y="158" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">Tread pushes water aside,</text>
  <text x="80" y="170" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">so rubber touches the road</text>
  <rect x="164" y="130" width="156" height="12" fill="#555555"/>
  <polygon points="164,130 320,130 320,122 290,122 248,116 228,122 164,122" fill="#4fa3e0"/>
  <circle cx="240" cy="78" r="42" fill="#222222"/>
  <circle cx="240" cy="78" r="20" fill="#9aa5ad"/>
  <polygon points="226,119 270,104 300,118 300,122 230,122" fill="#4fa3e0"/>
  <text x="292" y="96" font-family="sans-serif" font-size="10" fill="#1f78c1" text-anchor="middle">water</text>
  <text x="292" y="108" font-family="sans-serif" font-size="10" fill="#1f78c1" text-anchor="middle">wedge</text>
  <line x1="278" y1="42" x2="302" y2="42" stroke="#c0392b" stroke-width="2"/>
  <polygon points="308,42 300,37 300,47" fill="#c0392b"/>
  <text x="292" y="58" font-family="sans-serif" font-size="10" fill="#c0392b" text-anchor="middle">moving</text>
  <text x="240" y="158" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">Tire rides up on the water:</text>
  <text x="240" y="170" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">little grip for steering or braking</text>
</svg>`,
        alt: 'Two side views of a tire on a wet road. On the left the tread pushes water aside and the tire touches the pavement. On the right, moving faster, a wedge of water builds up in front of and under the tire and lifts it off the pavement.',
        caption: 'Figure 17.1 — Hydroplaning: at speed, a wedge of water can lift the tire off the road.',
      },
    },
    {
      heading: 'Ohio snow and ice',
      paragraphs: [
        'Ohio winters bring snow, freezing rain and ice across the state, and areas near Lake Erie, especially east of Cleveland, get heavy lake-effect snow that can cut visibility to almost nothing within minutes. Before you drive, clear snow and ice from every window, the lights, the mirrors and the roof, so nothing blocks your view or blows onto the car behind you. Leave early so you never feel rushed.',
        'On snow and ice, make every movement gentle: start slowly, brake early and lightly, and steer smoothly. Stopping can take several times as far as on dry pavement, so leave a very large gap. Watch for black ice, a thin clear coating that looks like wet pavement. Bridges, overpasses and shaded spots freeze first. Stay well back from snowplows and do not try to pass them.',
      ],
      keyPoints: [
        'Clear all snow and ice from the windows, lights and roof before you drive.',
        'Bridges, overpasses and shaded spots freeze first.',
      ],
      figure: null,
    },
    {
      heading: 'Skids',
      paragraphs: [
        'A skid starts when your tires lose grip, usually because you braked, turned or sped up too hard for the surface. If the rear of the car slides, take your foot off the accelerator, look where you want to go, and steer gently in that direction. Be ready to straighten the wheel as the car recovers, so you do not swing into a skid the other way.',
        "How you brake in an emergency depends on your car. With antilock brakes, press the pedal firmly and keep pressing while you steer; pulsing and a grinding sound are normal. Without antilock brakes, squeeze the brake just short of locking the wheels, and if they lock, ease off slightly and squeeze again. Your owner's manual tells you which kind you have.",
      ],
      keyPoints: [
        'Look and steer where you want the car to go.',
        'With antilock brakes, press firmly and hold; do not pump.',
      ],
      figure: null,
    },
    {
      heading: 'Fog',
      paragraphs: [
        'Fog forms most often in low areas, near rivers and lakes, and in the early morning. Slow down before you enter it and use your low beams, plus fog lights if you have them. High beams reflect off the fog and make it harder to see. Follow the right edge line, leave extra space, and listen for traffic you cannot see.',
        'If the fog becomes so thick that you cannot see safely, do not stop in a traffic lane. Signal, pull as far off the road as you can, ideally into a parking lot, and turn on your hazard flashers. Wait there, belted in, until the fog thins enough to drive safely.',
      ],
      keyPoints: [
        'Use low beams in fog, never high beams.',
        'If you cannot see, get completely off the road and turn on your flashers.',
      ],
      figure: null,
    },
  ],
};
