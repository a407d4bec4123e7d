import type { ChapterContent } from '../types';

const stoppingDistance = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 260" role="img">
<rect x="0" y="0" width="640" height="260" fill="#ffffff"/>
<text x="320" y="22" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">Total stopping distance (approximate, dry road)</text>
<g font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a" text-anchor="end">
<text x="80" y="75">30 mph</text>
<text x="80" y="125">50 mph</text>
<text x="80" y="175">70 mph</text>
</g>
<rect x="90" y="58" width="41" height="24" fill="#f2b134"/>
<rect x="131" y="58" width="41" height="24" fill="#e07b00"/>
<rect x="172" y="58" width="54" height="24" fill="#b3261e"/>
<rect x="90" y="108" width="69" height="24" fill="#f2b134"/>
<rect x="159" y="108" width="69" height="24" fill="#e07b00"/>
<rect x="228" y="108" width="149" height="24" fill="#b3261e"/>
<rect x="90" y="158" width="96" height="24" fill="#f2b134"/>
<rect x="186" y="158" width="96" height="24" fill="#e07b00"/>
<rect x="282" y="158" width="291" height="24" fill="#b3261e"/>
<g font-family="sans-serif" font-size="12" fill="#1a1a1a">
<text x="232" y="75">about 110 ft</text>
<text x="383" y="125">about 230 ft</text>
<text x="579" y="175">about</text>
<text x="579" y="190">390 ft</text>
</g>
<rect x="90" y="210" width="16" height="14" fill="#f2b134"/>
<text x="112" y="222" font-family="sans-serif" font-size="12" fill="#1a1a1a">Perception (about 3/4 s)</text>
<rect x="270" y="210" width="16" height="14" fill="#e07b00"/>
<text x="292" y="222" font-family="sans-serif" font-size="12" fill="#1a1a1a">Reaction (about 3/4 s)</text>
<rect x="445" y="210" width="16" height="14" fill="#b3261e"/>
<text x="467" y="222" font-family="sans-serif" font-size="12" fill="#1a1a1a">Braking</text>
<text x="320" y="248" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">Speed rises 2.3 times from 30 to 70 mph; braking distance rises more than 5 times.</text>
</svg>`;

export const chapter06: ChapterContent = {
  title: 'Physical Forces and Your Vehicle',
  summary:
    'How inertia, kinetic energy, friction and gravity govern stopping, steering and crashes, and why speed matters so much.',
  objectives: [
    'Explain inertia and why kinetic energy grows with the square of speed',
    'Describe what affects tire traction and how to maintain your tires',
    'Identify the three parts of total stopping distance',
    'Explain how curves, hills and the force of impact relate to speed',
  ],
  sections: [
    {
      heading: 'Inertia and kinetic energy',
      paragraphs: [
        'Every vehicle obeys the laws of physics, no matter how skilled the driver. Inertia means that an object in motion keeps moving in the same direction until a force stops it. When your vehicle stops suddenly, your body, your passengers and anything loose inside keep moving at the speed you were traveling. That is why seat belts matter and why heavy objects should be secured or kept in the trunk.',
        'The energy of a moving vehicle, its kinetic energy, grows with the square of its speed. If you double your speed from 30 mph to 60 mph, your vehicle carries four times as much energy. The brakes must get rid of four times as much energy to stop you, which takes about four times the braking distance, and a crash must absorb four times as much force. Small increases in speed have large consequences.',
      ],
      keyPoints: [
        'Inertia keeps people and objects moving when the vehicle stops.',
        'Double the speed means four times the energy, braking distance and crash force.',
      ],
      figure: null,
    },
    {
      heading: 'Friction and traction',
      paragraphs: [
        'Your vehicle touches the road only through four patches of rubber, each about the size of your hand. Every stop, turn and acceleration depends on the friction between those patches and the pavement, which we call traction. Traction drops on wet, icy, sandy or oily surfaces and on gravel. Sudden braking, steering or acceleration uses up the traction you have, so smooth control inputs are safer in every condition.',
        "Your tires are your most important safety equipment. Check the pressure at least monthly when the tires are cold, using the figure on the placard in the driver's door jamb, not the maximum printed on the tire. Underinflated tires overheat and grip poorly. Replace tires when the tread is worn to 2/32 of an inch; if you can see the top of Lincoln's head when you put a penny upside down in the tread, it is time for new tires.",
      ],
      keyPoints: [
        'Four hand-sized contact patches provide all your traction.',
        'Smooth braking, steering and acceleration preserve traction.',
        'Check tire pressure monthly and replace tires worn to 2/32 inch.',
      ],
      figure: null,
    },
    {
      heading: 'Stopping distance',
      paragraphs: [
        'Total stopping distance has three parts. Perception distance is how far you travel between the moment a hazard appears and the moment your brain recognizes it. Reaction distance is how far you travel while moving your foot to the brake. Braking distance is how far the vehicle travels once the brakes are applied. For an alert driver, perception and reaction together take about one and a half seconds; a tired, distracted or impaired driver takes much longer.',
        'At 30 mph an alert driver on a dry road needs about 110 feet to stop. At 50 mph it is about 230 feet, and at 70 mph nearly 400 feet, longer than a football field. Wet roads, worn tires, heavy loads and downhill grades make these distances longer still. This is the reason for the following-distance rules you will learn in Unit 8.',
      ],
      keyPoints: [
        'Stopping distance equals perception plus reaction plus braking distance.',
        'At 70 mph a car needs roughly 400 feet to stop on a dry road.',
      ],
      figure: {
        svg: stoppingDistance,
        alt: 'Stacked bar chart of stopping distance at three speeds, each bar split into perception, reaction and braking. At 30 mph the total is about 110 feet, at 50 mph about 230 feet, and at 70 mph about 390 feet, with the braking part growing fastest.',
        caption: 'Figure 6.1 — Perception, reaction and braking distance at 30, 50 and 70 mph.',
      },
    },
    {
      heading: 'Curves, hills and the force of impact',
      paragraphs: [
        'On a curve, inertia tries to carry your vehicle straight ahead while the tires push it around the bend. The faster you go and the sharper the curve, the more traction it takes. Slow down before you enter a curve, then accelerate gently as you leave it. A yellow advisory speed sign shows a safe speed for ideal conditions, so go slower in rain or at night. Gravity also matters: going downhill lengthens your stopping distance, so use a lower gear on long grades.',
        'The force of a crash depends on speed, weight and how quickly the vehicle stops. Hitting a solid object at 30 mph is like falling from the top of a three-story building; at 60 mph it is like falling about twelve stories. Crumple zones, seat belts and airbags reduce injuries by letting your body slow down over a longer distance and time.',
      ],
      keyPoints: [
        'Slow down before a curve, not in it.',
        'Downhill grades increase stopping distance.',
        'A 60 mph crash is like a fall of about twelve stories.',
      ],
      figure: null,
    },
  ],
};
