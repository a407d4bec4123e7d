import type { ChapterContent } from '../types';

export const chapter02: ChapterContent = {
  title: 'The Driver and the Vehicle: Controls and Pre-Drive Checks',
  summary:
    'The controls, gauges and lights of a car, and the checks you make outside and inside the car before every drive.',
  objectives: [
    'Identify the main driving controls and what each one does',
    'Explain what the warning lights and gauges tell you',
    'Describe the walk-around check you make before getting in',
    'Adjust the seat, head restraint, mirrors and seat belt correctly',
  ],
  sections: [
    {
      heading: 'Controls and gauges',
      paragraphs: [
        'The steering wheel points the front wheels. The accelerator and the brake are both worked with your right foot, so your heel can pivot between them; your left foot rests. In a car with an automatic transmission, the gear selector has Park, Reverse, Neutral, Drive and one or more low gears. Shift only when the car is stopped and your foot is on the brake. The parking brake holds the car when it is parked.',
        "The instrument panel shows your speed, fuel level and engine temperature. Warning lights use color: red usually means a problem that needs attention now, such as low oil pressure or a brake fault, so stop safely and check. Yellow or amber means check soon. Learn the symbols in your own car's owner's manual before you need them.",
      ],
      keyPoints: [
        'Use your right foot for both the accelerator and the brake.',
        'Shift gears only when stopped, with your foot on the brake.',
        'A red warning light means stop safely and find out why.',
      ],
      figure: null,
    },
    {
      heading: 'Lights, signals and visibility controls',
      paragraphs: [
        'Ohio requires headlights from sunset to sunrise, whenever you cannot see clearly about 1,000 feet ahead, and whenever your wipers are on because of rain or snow. Turning them on in any dim or wet weather helps others see you. Use high beams on dark open roads, and dim them for oncoming drivers and when following another car.',
        'The turn signal lever tells others where you plan to go. Hazard flashers warn that you are stopped or in trouble. The horn is for a short warning, not for anger. Wipers, washers and the defroster keep the glass clear; if the windshield fogs, use the defroster and fresh air, and never drive looking through a small cleared patch.',
      ],
      keyPoints: [
        'Headlights on from sunset to sunrise and whenever wipers are needed for weather.',
        'Dim high beams for oncoming traffic and when following.',
        'Clear all windows fully before you move.',
      ],
      figure: null,
    },
    {
      heading: 'The walk-around check',
      paragraphs: [
        "Before you get in, walk around the car. Look at the tires for low pressure, bulges or worn tread. Check that the lights and signals are clean and not cracked, that windows and mirrors are clear of dirt, ice and snow, and that nothing is leaking under the car. Look behind the car for children, pets, toys or bicycles, because they are hard to see from the driver's seat.",
        "Now and then, with an adult's help, check the tire pressure with a gauge, the fluid levels under the hood and that every light works. Finding a soft tire in the driveway is far better than finding it at highway speed. A clean, well-kept car is easier to see out of and easier to control.",
      ],
      keyPoints: [
        'Check tires, lights, glass and the ground under and behind the car.',
        'Small children and objects behind a car are very hard to see from inside.',
        'Fix problems before the drive, not during it.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 300" role="img">
<rect x="0" y="0" width="420" height="300" fill="#ffffff"/>
<ellipse cx="210" cy="150" rx="105" ry="115" fill="none" stroke="#2563eb" stroke-width="2" stroke-dasharray="8 6"/>
<polygon points="307,136 323,136 315,152" fill="#2563eb"/>
<rect x="170" y="70" width="80" height="160" rx="18" fill="#e5e7eb" stroke="#374151" stroke-width="3"/>
<rect x="180" y="95" width="60" height="30" rx="5" fill="#bfdbfe" stroke="#374151"/>
<rect x="180" y="185" width="60" height="22" rx="5" fill="#bfdbfe" stroke="#374151"/>
<rect x="160" y="88" width="12" height="28" rx="3" fill="#111827"/>
<rect x="248" y="88" width="12" height="28" rx="3" fill="#111827"/>
<rect x="160" y="186" width="12" height="28" rx="3" fill="#111827"/>
<rect x="248" y="186" width="12" height="28" rx="3" fill="#111827"/>
<circle cx="182" cy="74" r="5" fill="#facc15" stroke="#374151"/>
<circle cx="238" cy="74" r="5" fill="#facc15" stroke="#374151"/>
<circle cx="182" cy="226" r="5" fill="#dc2626" stroke="#374151"/>
<circle cx="238" cy="226" r="5" fill="#dc2626" stroke="#374151"/>
<text x="210" y="62" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#111827">FRONT</text>
<text x="210" y="22" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">1. Lights and signals clean, not cracked</text>
<text x="8" y="105" font-family="sans-serif" font-size="12" fill="#111827">2. Tires:</text>
<text x="8" y="121" font-family="sans-serif" font-size="12" fill="#111827">pressure, tread</text>
<text x="326" y="175" font-family="sans-serif" font-size="12" fill="#111827">3. Glass and</text>
<text x="326" y="191" font-family="sans-serif" font-size="12" fill="#111827">mirrors clear</text>
<text x="8" y="200" font-family="sans-serif" font-size="12" fill="#111827">4. Leaks under</text>
<text x="8" y="216" font-family="sans-serif" font-size="12" fill="#111827">the car</text>
<text x="210" y="288" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#b91c1c">5. Behind: children, pets, toys, bikes</text>
</svg>`,
        alt: 'A car seen from above with a dashed circle walked around it. Labels mark five checks: lights and signals, tires, glass and mirrors, leaks under the car, and anything behind the car.',
        caption: 'Figure 2.1 — The walk-around check before every drive.',
      },
    },
    {
      heading: "Setting up the driver's seat",
      paragraphs: [
        'Once inside, lock the doors and adjust the seat so you can press the brake fully with your heel on the floor, your wrists can rest on top of the wheel, and your chest is at least 10 inches from the steering wheel airbag. Set the head restraint so its middle is about level with the tops of your ears to protect your neck in a rear crash.',
        'Set the inside mirror to frame the whole rear window. Lean your head toward the side window and set the left mirror so you just lose sight of your own car, then do the same to the right. This reduces, but never removes, the blind spots. Finally, buckle up with the lap belt low across your hips and the shoulder belt across your chest, and make sure every passenger does too.',
      ],
      keyPoints: [
        'Sit at least 10 inches from the airbag with a slight bend in your arms.',
        'Set side mirrors wide to shrink the blind spots; still check over your shoulder.',
        'Lap belt low on the hips, shoulder belt across the chest, for everyone.',
      ],
      figure: null,
    },
  ],
};
