import type { ChapterContent } from '../types';

const hydroplaning = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 250" role="img">
<rect x="0" y="0" width="640" height="250" fill="#ffffff"/>
<text x="320" y="22" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">How a tire hydroplanes</text>
<line x1="320" y1="40" x2="320" y2="230" stroke="#c7c7c7" stroke-width="2"/>
<rect x="20" y="190" width="280" height="12" fill="#555555"/>
<rect x="20" y="182" width="280" height="8" fill="#5fa8e8"/>
<circle cx="160" cy="142" r="48" fill="#222222"/>
<circle cx="160" cy="142" r="22" fill="#9aa5b1"/>
<rect x="138" y="184" width="44" height="6" fill="#222222"/>
<text x="160" y="60" font-family="sans-serif" font-size="14" font-weight="bold" fill="#2e7d32" text-anchor="middle">Grip</text>
<text x="160" y="222" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">Tread pushes water aside;</text>
<text x="160" y="238" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">rubber touches the road</text>
<rect x="340" y="190" width="280" height="12" fill="#555555"/>
<rect x="340" y="182" width="280" height="8" fill="#5fa8e8"/>
<polygon points="410,182 470,168 530,182 530,190 410,190" fill="#1f6fc0"/>
<circle cx="480" cy="120" r="48" fill="#222222"/>
<circle cx="480" cy="120" r="22" fill="#9aa5b1"/>
<line x1="560" y1="80" x2="610" y2="80" stroke="#1a1a1a" stroke-width="3"/>
<polygon points="610,74 622,80 610,86" fill="#1a1a1a"/>
<text x="585" y="70" font-family="sans-serif" font-size="11" fill="#1a1a1a" text-anchor="middle">travel</text>
<text x="480" y="60" font-family="sans-serif" font-size="14" font-weight="bold" fill="#b3261e" text-anchor="middle">Hydroplaning</text>
<text x="480" y="222" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">A wedge of water lifts the tire;</text>
<text x="480" y="238" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">no steering, no braking</text>
</svg>`;

const floodDepth = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 265" role="img">
<rect x="0" y="0" width="640" height="265" fill="#ffffff"/>
<text x="320" y="22" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">Turn Around, Don't Drown: how little water it takes</text>
<path d="M50 220 L50 160 L95 150 L130 110 L230 110 L265 150 L300 160 L300 220 Z" fill="#b3261e"/>
<polygon points="136,118 176,118 176,148 106,148" fill="#cfe3f7"/>
<polygon points="184,118 224,118 252,148 184,148" fill="#cfe3f7"/>
<circle cx="105" cy="203" r="30" fill="#222222"/>
<circle cx="245" cy="203" r="30" fill="#222222"/>
<circle cx="105" cy="203" r="12" fill="#9aa5b1"/>
<circle cx="245" cy="203" r="12" fill="#9aa5b1"/>
<rect x="30" y="220" width="290" height="15" fill="#5fa8e8" opacity="0.6"/>
<rect x="30" y="205" width="290" height="15" fill="#3d8fd9" opacity="0.4"/>
<rect x="30" y="175" width="290" height="30" fill="#1f6fc0" opacity="0.3"/>
<line x1="20" y1="235" x2="620" y2="235" stroke="#5a3b1a" stroke-width="4"/>
<g stroke="#1a1a1a" stroke-width="2" stroke-dasharray="6 4">
<line x1="30" y1="220" x2="330" y2="220"/>
<line x1="30" y1="205" x2="330" y2="205"/>
<line x1="30" y1="175" x2="330" y2="175"/>
</g>
<g font-family="sans-serif" fill="#1a1a1a">
<text x="340" y="227" font-size="13" font-weight="bold">6 inches</text>
<text x="412" y="227" font-size="12">reaches the bottom of most cars</text>
<text x="340" y="209" font-size="13" font-weight="bold">12 inches</text>
<text x="418" y="209" font-size="12">can float many cars</text>
<text x="340" y="170" font-size="13" font-weight="bold">24 inches</text>
<text x="418" y="170" font-size="12">of moving water can sweep away</text>
<text x="418" y="186" font-size="12">most vehicles, even SUVs and pickups</text>
<text x="340" y="257" font-size="12">Never drive into water of unknown depth.</text>
</g>
</svg>`;

export const chapter05: ChapterContent = {
  title: 'Driving in Difficult Environments',
  summary:
    'How to adjust your driving at night, in rain, floods, fog, wind, dust and ice, in work zones and on rural Texas roads.',
  objectives: [
    'Apply the Texas headlight rules and avoid overdriving your headlights',
    'Explain what causes hydroplaning and how to recover from it',
    'Explain why you must never drive into flood water',
    'Adjust speed and following distance for fog, wind, dust and ice',
    'Drive safely through work zones and on rural roads',
  ],
  sections: [
    {
      heading: 'Driving at night',
      paragraphs: [
        'Night driving is riskier because you see less and others see you less. Texas law requires headlights from sunset to sunrise and whenever you cannot clearly see people or vehicles 1,000 feet ahead, such as in heavy rain. Switch from high beams to low beams within 500 feet of an oncoming vehicle and within 300 feet when you are following another vehicle.',
        'Do not overdrive your headlights: drive slowly enough to stop within the distance your lights show, and remember that low beams reach only a few hundred feet. If oncoming lights dazzle you, look toward the right edge of your lane until they pass. Keep your windshield and lights clean, dim the dashboard, and watch for impaired and drowsy drivers, who are more common late at night.',
      ],
      keyPoints: [
        'Headlights from sunset to sunrise and whenever you cannot see 1,000 feet ahead.',
        'Dim high beams within 500 feet of oncoming traffic and 300 feet when following.',
        'Drive slowly enough to stop within the distance your headlights show.',
      ],
      figure: null,
    },
    {
      heading: 'Rain and hydroplaning',
      paragraphs: [
        'Rain cuts both visibility and traction. The first minutes of a shower are often the most slippery, because water lifts oil and dust off the pavement. Slow down, turn on your headlights and increase your following distance to at least four seconds. Avoid sudden braking, steering or acceleration, and take care on painted lines and metal plates, which become very slick when wet.',
        'Hydroplaning happens when a wedge of water builds up under your tires and lifts them off the road, so that steering and braking stop working. It can begin at speeds as low as about 35 mph and becomes more likely as speed rises, in deeper water and with worn or underinflated tires. If it happens, ease off the accelerator, hold the wheel steady in the direction you want to go, and do not brake hard until the tires grip again.',
      ],
      keyPoints: [
        'The first minutes of rain are often the most slippery.',
        'Use at least a four-second following distance in rain.',
        'If you hydroplane, ease off the gas and steer straight; do not slam the brakes.',
      ],
      figure: {
        svg: hydroplaning,
        alt: 'Two tires side by side. On the left the tire presses through a thin water layer onto the road, labeled grip. On the right a wedge of water sits under the tire and lifts it off the road, labeled hydroplaning: no steering, no braking.',
        caption: 'Figure 5.1 — A tire that grips, and a tire riding on a wedge of water.',
      },
    },
    {
      heading: "Floods: Turn Around, Don't Drown",
      paragraphs: [
        'Texas has more flood deaths than any other state, and many of them happen when people drive into flooded roads. Flash floods can rise in minutes, especially at low-water crossings, underpasses and creeks in hilly country. At night you may not even see that the road under the water has washed away.',
        "Just six inches of water can reach the bottom of most cars and cause stalling or loss of control. About a foot of water can float many vehicles, and two feet of moving water can sweep away most vehicles, including SUVs and pickups. Never drive around barricades or into water of unknown depth: turn around, don't drown. If water rises around a stalled vehicle, get out and move to higher ground if you can do so safely.",
      ],
      keyPoints: [
        'Six inches of water can cause loss of control; two feet of moving water can carry away most vehicles.',
        'Never drive around flood barricades or into water of unknown depth.',
      ],
      figure: {
        svg: floodDepth,
        alt: 'A car standing in water with three marked depths: 6 inches reaches the bottom of most cars, 12 inches can float many cars, and 24 inches of moving water can sweep away most vehicles, even SUVs and pickups.',
        caption: "Figure 5.2 — Flood depth and what it does to a vehicle. Turn around, don't drown.",
      },
    },
    {
      heading: 'Fog, wind, dust and ice',
      paragraphs: [
        'In fog, slow down and use low beams, plus fog lights if you have them; high beams reflect off the fog and make it harder to see. Use the right edge line as a guide. In a sudden dust storm, common in West Texas, safety campaigns advise pulling completely off the road, turning off your lights, setting the parking brake and taking your foot off the brake pedal, so that other drivers do not follow your lights into you.',
        'Strong crosswinds on open plains and bridges can push a vehicle, especially a tall one or one that is towing; slow down and keep both hands on the wheel. Ice storms are rare in much of Texas, which is exactly why they catch drivers unprepared. Bridges and overpasses freeze first. If you must drive on ice, slow down greatly, leave eight to ten seconds of following distance, and brake and steer gently.',
      ],
      keyPoints: [
        'Use low beams in fog; high beams reflect back at you.',
        'Bridges and overpasses freeze before the rest of the road.',
        'On ice, slow down and leave eight to ten seconds of space.',
      ],
      figure: null,
    },
    {
      heading: 'Work zones and rural roads',
      paragraphs: [
        'Orange signs mark work zones. Slow to the posted limit, obey flaggers, merge when signs tell you to, and avoid changing lanes inside the zone. Texas doubles the fines for speeding and other traffic offenses in a construction or maintenance work zone when workers are present. Most people hurt in work zone crashes are drivers and passengers, so your care protects you as well as the crews.',
        'Rural Texas roads bring their own hazards: narrow two-lane roads without shoulders, sharp curves, slow farm equipment, loose livestock, and deer, especially at dawn and dusk. Pass slow vehicles only where it is legal and you can clearly see oncoming traffic. Drive at a speed that lets you stop within the distance you can see, especially over hills and around curves.',
      ],
      keyPoints: [
        'Fines double in Texas work zones when workers are present.',
        'Expect farm equipment, livestock and deer on rural roads.',
      ],
      figure: null,
    },
  ],
};
