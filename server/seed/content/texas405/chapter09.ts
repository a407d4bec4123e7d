import type { ChapterContent } from '../types';

const offRoadRecovery = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 290" role="img">
<rect x="0" y="0" width="640" height="290" fill="#ffffff"/>
<text x="320" y="22" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">Off-road recovery: four calm steps</text>
<rect x="0" y="40" width="640" height="112" fill="#6b6b6b"/>
<line x1="0" y1="46" x2="640" y2="46" stroke="#f9d71c" stroke-width="3"/>
<line x1="0" y1="150" x2="640" y2="150" stroke="#ffffff" stroke-width="4"/>
<rect x="0" y="152" width="640" height="44" fill="#c8b07a"/>
<path d="M40 154 L270 154 Q360 154 420 110 L620 102" fill="none" stroke="#1f5fa8" stroke-width="2" stroke-dasharray="6 5"/>
<rect x="40" y="140" width="52" height="26" rx="6" fill="#1f5fa8"/>
<rect x="190" y="140" width="52" height="26" rx="6" fill="#1f5fa8"/>
<rect x="340" y="118" width="52" height="26" rx="6" fill="#1f5fa8" transform="rotate(-18 366 131)"/>
<rect x="500" y="89" width="52" height="26" rx="6" fill="#1f5fa8"/>
<g font-family="sans-serif" font-size="14" font-weight="bold" text-anchor="middle">
<circle cx="66" cy="215" r="12" fill="#1a1a1a"/><text x="66" y="220" fill="#ffffff">1</text>
<circle cx="216" cy="215" r="12" fill="#1a1a1a"/><text x="216" y="220" fill="#ffffff">2</text>
<circle cx="366" cy="215" r="12" fill="#1a1a1a"/><text x="366" y="220" fill="#ffffff">3</text>
<circle cx="526" cy="215" r="12" fill="#1a1a1a"/><text x="526" y="220" fill="#ffffff">4</text>
</g>
<g font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">
<text x="66" y="246">Ease off the gas,</text><text x="66" y="262">grip the wheel</text>
<text x="216" y="246">Straddle the edge,</text><text x="216" y="262">slow down gently</text>
<text x="366" y="246">Check traffic, steer</text><text x="366" y="262">back with a small turn</text>
<text x="526" y="246">Straighten and</text><text x="526" y="262">center in your lane</text>
</g>
<text x="600" y="180" font-family="sans-serif" font-size="11" fill="#1a1a1a" text-anchor="end">shoulder</text>
</svg>`;

export const chapter09: ChapterContent = {
  title: 'Emergencies and Crash Avoidance',
  summary:
    'How to brake and steer in an emergency, recover from skids and drop-offs, handle vehicle failures and animals, and what Texas law requires after a crash.',
  objectives: [
    'Use the right emergency braking technique for vehicles with and without ABS',
    'Recover from skids and from running off the pavement',
    'Respond to a tire blowout, brake failure or stuck accelerator',
    'Respond safely to animals on the road',
    'List the steps Texas law requires after a crash',
  ],
  sections: [
    {
      heading: 'Braking and steering in an emergency',
      paragraphs: [
        'Most vehicles today have anti-lock brakes (ABS). In an emergency, press the brake pedal hard, keep pressing, and steer around the hazard. You may feel the pedal pulse and hear a grinding noise; that is the system working, so do not pump the brakes. Without ABS, use threshold braking: press firmly, just short of locking the wheels. If the wheels lock and the car begins to slide, ease off slightly, then press again.',
        'At higher speeds, steering around an obstacle often takes less distance than stopping for it. Look at the open space where you want to go, not at the object you fear, because your hands follow your eyes. If a crash cannot be avoided, choose the least harmful option: steer right toward the shoulder rather than into oncoming traffic, and hit something that gives way, such as bushes, rather than a solid object. A glancing blow is better than a head-on crash.',
      ],
      keyPoints: [
        'With ABS: press hard, hold and steer. Do not pump.',
        'Look where you want to go; your hands follow your eyes.',
        'If you must leave your lane, steer right, away from oncoming traffic.',
      ],
      figure: null,
    },
    {
      heading: 'Skids',
      paragraphs: [
        'Skids happen when tires lose their grip, usually because of too much speed for the conditions or sudden braking, steering or acceleration. In a rear-wheel skid, the back of the car slides sideways. Ease off the brake and the gas, look where you want the car to go and steer smoothly in that direction. Be ready to steer back the other way as the car straightens, and avoid overcorrecting, which can send you into a spin.',
        'In a front-wheel skid, the car keeps going straight even though you have turned the wheel. Ease off the gas and straighten the wheel a little so that the front tires can grip again, then steer gently where you want to go. Electronic stability control helps keep a vehicle on its intended path, but it cannot overcome physics. The best way to handle a skid is to avoid it by slowing down on wet, icy or loose surfaces.',
      ],
      keyPoints: [
        'In a skid, ease off the pedals and steer where you want to go.',
        'Avoid overcorrecting as the vehicle straightens.',
      ],
      figure: null,
    },
    {
      heading: 'Vehicle failures',
      paragraphs: [
        'If a tire blows out, grip the wheel firmly and hold the car straight. Do not brake hard. Ease off the gas, let the vehicle slow, and then steer gently off the road. If your brakes fail, pump the pedal to try to build pressure, shift to a lower gear, and apply the parking brake slowly, ready to release it if the car starts to skid. Steer toward an open, safe place to stop.',
        'If the accelerator sticks, shift to neutral, brake and steer off the road; once stopped, turn off the engine. Do not turn the key to the lock position while moving, because that can lock the steering. If your hood flies up, look through the gap below it or out the side window, slow down and pull off.',
      ],
      keyPoints: [
        'Blowout: hold the wheel straight, ease off the gas, no hard braking.',
        'Brake failure: pump, downshift and use the parking brake gradually.',
        'Stuck accelerator: shift to neutral, brake and pull off.',
      ],
      figure: null,
    },
    {
      heading: 'Leaving the pavement and animals',
      paragraphs: [
        'If your right wheels drop off the pavement, do not jerk the wheel to get back on. A sudden turn can make the tires catch the edge and throw the car across the road into oncoming traffic. Instead, ease off the gas, grip the wheel firmly and straddle the pavement edge while you slow down. When traffic is clear, steer back with a small, gentle turn, then straighten and center in your lane.',
        'Collisions with deer are common on Texas roads, especially in fall and at dawn and dusk. Where you see one deer, expect more. If an animal appears in front of you, brake firmly and stay in your lane; swerving often leads to a worse crash with a tree or an oncoming vehicle. In open-range areas, livestock may be on the road, especially at night.',
      ],
      keyPoints: [
        'Never jerk the wheel to return to the pavement.',
        'Straddle the edge, slow down, then steer back gently.',
        'For animals, brake firmly and stay in your lane.',
      ],
      figure: {
        svg: offRoadRecovery,
        alt: 'A car drifts with its right wheels onto the shoulder. Four numbered positions show it easing off the gas, straddling the edge while slowing, steering back with a small turn once traffic is clear, and straightening in the center of its lane.',
        caption: 'Figure 9.1 — Off-road recovery: slow down first, then steer back gently.',
      },
    },
    {
      heading: 'If a crash happens in Texas',
      paragraphs: [
        'Stop at once. Leaving the scene of a crash in which someone is hurt or killed is a serious crime in Texas. Turn on your hazard flashers, check for injuries and call 911 if anyone is hurt or killed or a vehicle cannot be driven. Give reasonable help to the injured, but do not move a badly hurt person unless there is danger such as fire. If nobody is hurt and the vehicles can be driven, Texas expects you to move them out of the traffic lanes to a safe spot nearby.',
        'Exchange your name, address, vehicle registration and insurance information with the other drivers, and show your license if asked. If you hit an unattended vehicle or property, find the owner or leave a note with your name, contact details and a description of what happened. Follow any police instructions about written reports. Tell your insurance company promptly.',
      ],
      keyPoints: [
        'Stop, secure the scene, check for injuries and call 911 when needed.',
        'If no one is hurt and vehicles can move, clear the traffic lanes.',
        'Exchange names, addresses, registration and insurance information.',
      ],
      figure: null,
    },
  ],
};
