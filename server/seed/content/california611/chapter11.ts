import type { ChapterContent } from '../types';

export const chapter11: ChapterContent = {
  title: 'Adverse Conditions and Emergencies',
  summary:
    'How to drive at night and in rain, fog, wind, snow and mountain conditions, and how to respond to skids, blowouts, brake failure and other vehicle emergencies.',
  objectives: [
    'State when California law requires headlights and when to dim your high beams',
    'Explain how hydroplaning happens and how to respond to it',
    'Adjust your driving for fog, wind, snow, ice and mountain roads',
    'Respond correctly to a skid, a tire blowout, brake failure and a stuck accelerator',
  ],
  sections: [
    {
      heading: 'Driving at night',
      paragraphs: [
        "You need your headlights from 30 minutes after sunset until 30 minutes before sunrise, whenever you cannot see clearly at least 1,000 feet ahead, and whenever weather makes you use your windshield wipers continuously. Dim your high beams within 500 feet of an oncoming vehicle and within 300 feet of a vehicle you are following. If an oncoming driver's lights blind you, look toward the right edge of your lane until they pass.",
        'At night you cannot see as far, and pedestrians, cyclists and animals are much harder to spot. Do not overdrive your headlights: drive slowly enough that you can stop within the distance your lights show. Keep your windshield and headlights clean, and be especially alert for impaired and drowsy drivers, who are more common late at night.',
      ],
      keyPoints: [
        'Wipers on continuously means headlights on.',
        'Dim high beams within 500 feet of oncoming traffic and 300 feet of a vehicle ahead.',
        'Never drive faster than you can stop within your headlight range.',
      ],
      figure: null,
    },
    {
      heading: 'Rain and hydroplaning',
      paragraphs: [
        'Roads are often most slippery in the first rain after a dry spell, because oil and dust float to the surface. Slow down, double your following distance, and avoid sudden braking or steering. In heavy rain your tires may not be able to push water away fast enough and can ride up on a thin layer of it. This is hydroplaning. It becomes more likely as speed increases, with worn tread or low tire pressure, and in standing water.',
        'If you feel the steering go light, or hear the tires hiss, ease your foot off the accelerator and keep the steering wheel straight. Do not brake hard or turn sharply; wait for the tires to grip the road again. Keeping tires properly inflated and replacing them before the tread is worn out is the best prevention. Never drive through flowing water of unknown depth; a small amount can sweep a vehicle away.',
      ],
      keyPoints: [
        'The first rain makes roads extra slippery.',
        'Hydroplaning: ease off the gas, hold the wheel straight, do not slam the brakes.',
        'Good tread and correct tire pressure help prevent hydroplaning.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 186" role="img">
<rect x="0" y="0" width="320" height="186" fill="#ffffff"/>
<text x="80" y="16" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#15803d">Gripping</text>
<text x="240" y="16" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#b42318">Hydroplaning</text>
<line x1="160" y1="24" x2="160" y2="150" stroke="#d1d5db" stroke-width="2"/>
<rect x="0" y="126" width="158" height="24" fill="#4b5563"/>
<rect x="162" y="126" width="158" height="24" fill="#4b5563"/>
<rect x="0" y="120" width="158" height="6" fill="#60a5fa"/>
<rect x="162" y="112" width="158" height="14" fill="#60a5fa"/>
<circle cx="80" cy="84" r="42" fill="#1f2937"/>
<circle cx="80" cy="84" r="18" fill="#9ca3af"/>
<rect x="52" y="122" width="56" height="6" fill="#1f2937"/>
<path d="M40 122 Q30 112 22 116" fill="none" stroke="#2563eb" stroke-width="2"/>
<path d="M120 122 Q130 112 138 116" fill="none" stroke="#2563eb" stroke-width="2"/>
<circle cx="240" cy="68" r="42" fill="#1f2937"/>
<circle cx="240" cy="68" r="18" fill="#9ca3af"/>
<path d="M196 112 Q240 104 284 112" fill="#93c5fd" stroke="#1d4ed8" stroke-width="2"/>
<text x="80" y="166" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">Tread channels push water out;</text>
<text x="80" y="178" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">rubber touches the road</text>
<text x="240" y="166" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">Tire rides on a film of water;</text>
<text x="240" y="178" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">no grip to steer or brake</text>
<text x="240" y="140" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">road</text>
<text x="80" y="140" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#ffffff">road</text>
</svg>`,
        alt: 'Two tires side by side on a wet road. On the left the tire presses through a thin layer of water onto the road, with water squirting out to the sides. On the right the tire is lifted above the road on a wedge of water and has no grip.',
        caption: 'Figure 11.1 — Hydroplaning: the tire rides up on water and loses contact with the road.',
      },
    },
    {
      heading: 'Fog, wind, snow and mountain roads',
      paragraphs: [
        'In fog, smoke or dust, slow down and use your low beams; high beams reflect back and make it harder to see. Increase your following distance and listen for traffic you cannot see. If visibility drops so far that you cannot drive safely, pull completely off the road, turn on your emergency flashers and wait. In strong crosswinds, keep both hands on the wheel and be ready for gusts, especially near trucks and on bridges.',
        'In snow country, carry chains and obey chain-control signs, which tell you when chains or snow tires are required. Ice forms first on bridges, overpasses and shaded areas, and can be invisible. On steep downgrades, shift to a lower gear instead of riding your brakes, which can overheat and fade. On a narrow mountain road where two vehicles cannot pass, the vehicle facing downhill must back up to let the uphill vehicle through.',
      ],
      keyPoints: [
        'Fog: low beams, slower speed, more space; pull off if you cannot see.',
        'Watch for ice on bridges and in shade; obey chain controls.',
        'Use a lower gear on long downgrades.',
      ],
      figure: null,
    },
    {
      heading: 'Skids and vehicle emergencies',
      paragraphs: [
        'If your vehicle skids, take your foot off the accelerator, do not slam on the brakes, and steer in the direction you want the front of the vehicle to go. With anti-lock brakes, press the brake firmly and hold it; the pedal may pulse, which is normal. If your right wheels drop off the pavement, ease off the gas, hold the wheel firmly, and steer back gently once you have slowed down.',
        'In a tire blowout, grip the wheel firmly, keep the vehicle straight, and slow down gradually before pulling off the road. If your brakes fail, pump the pedal, shift to a lower gear and apply the parking brake slowly. If the accelerator sticks, shift to neutral, brake, and steer to a safe place. If your vehicle breaks down, get as far off the road as you can, turn on your emergency flashers and call for help.',
      ],
      keyPoints: [
        'In a skid: off the gas, no hard braking, steer where you want to go.',
        'With anti-lock brakes, press firmly and hold.',
        'Blowout: hold the wheel firmly and slow gradually.',
      ],
      figure: null,
    },
  ],
};
