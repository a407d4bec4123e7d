import type { ChapterContent } from '../types';

export const chapter24: ChapterContent = {
  title: 'Vehicle Care, Fuel Economy and Your License Test',
  summary:
    "Simple checks that keep your car safe, habits that save fuel, what Ohio requires before your driving test, and a review of the course's most important lessons.",
  objectives: [
    'Describe the basic checks that keep a vehicle safe to drive',
    'Explain driving habits that save fuel and money',
    "List Ohio's main requirements for a probationary license",
    'Describe the two parts of the Ohio driving test',
    'Recall the key safety lessons of this course',
  ],
  sections: [
    {
      heading: 'Caring for your vehicle',
      paragraphs: [
        "A safe car starts with simple checks. Once a month, and before long trips, check tire pressure while the tires are cold, using the numbers on the sticker inside the driver's door frame, not the number printed on the tire. Look for worn or uneven tread and for bulges. Walk around the car now and then to make sure every light works, and keep windows, mirrors and wiper blades clean and in good shape.",
        "Learn what the warning lights on your dashboard mean from the owner's manual. A red light, such as for brakes, oil pressure or engine temperature, usually means stop safely as soon as you can. Have the oil, brakes, fluids and belts serviced on the schedule in the manual. If the brakes squeal or pull, the steering feels loose, or you smell something burning, have the car checked before you drive far.",
      ],
      keyPoints: [
        'Check tire pressure monthly against the door-frame sticker.',
        'A red dashboard warning light means stop safely and find out why.',
      ],
      figure: null,
    },
    {
      heading: 'Saving fuel',
      paragraphs: [
        'The way you drive changes how much fuel you use. Speed up gently, look ahead so you can ease off toward a red light instead of braking late, and hold a steady speed. Fuel economy usually drops quickly above about fifty miles per hour, so slower highway speeds save money. Fast starts and hard braking waste fuel, and they are less safe too.',
        'Keep your tires properly inflated, remove heavy things you do not need, and take off empty roof racks, which add drag. Avoid long idling, because modern engines do not need minutes to warm up. Combine errands into one trip, since a cold engine burns more fuel than a warm one. Using less fuel also means less pollution and more money in your pocket.',
      ],
      keyPoints: [
        'Smooth, steady driving saves fuel and is safer.',
        'Correct tire pressure and less weight improve fuel economy.',
      ],
      figure: null,
    },
    {
      heading: 'Getting your Ohio license',
      paragraphs: [
        'To get a probationary license in Ohio, you generally must be at least sixteen, have held your temporary permit for at least six months, and have finished driver education: this twenty-four-hour course plus eight hours of behind-the-wheel training with a licensed instructor. A parent or guardian must also certify that you completed fifty hours of supervised driving, at least ten of them at night. Check the current requirements, and what to bring, with the Ohio Bureau of Motor Vehicles before you book your test.',
        'The driving test has two parts. In the maneuverability test, you drive forward through a box marked by four cones, steer to the left or right of a fifth cone as the examiner directs, then back up through the box without touching any cone. In the road test, an examiner rides with you in traffic and watches your searching, signals, speed, lane position and stops. Drive the way you practiced, calmly and safely.',
      ],
      keyPoints: [
        'Probationary license: age sixteen, six months on a permit, driver education, and fifty practice hours with ten at night.',
        'The driving test has a maneuverability part and a road part.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#eef2f5"/>
  <rect x="20" y="4" width="100" height="172" fill="#8c8c8c"/>
  <path d="M 80 170 L 80 116 C 80 96 58 90 58 70 L 58 26" fill="none" stroke="#1e8449" stroke-width="2.5" stroke-dasharray="6 4"/>
  <rect x="49" y="10" width="18" height="40" rx="3" fill="#2e86c1" stroke="#1b4f72" stroke-width="1" opacity="0.9"/>
  <polygon points="66,166 62,174 70,174" fill="#e67e22" stroke="#7e5109" stroke-width="0.8"/>
  <polygon points="94,166 90,174 98,174" fill="#e67e22" stroke="#7e5109" stroke-width="0.8"/>
  <polygon points="66,106 62,114 70,114" fill="#e67e22" stroke="#7e5109" stroke-width="0.8"/>
  <polygon points="94,106 90,114 98,114" fill="#e67e22" stroke="#7e5109" stroke-width="0.8"/>
  <polygon points="80,46 76,54 84,54" fill="#e67e22" stroke="#7e5109" stroke-width="0.8"/>
  <line x1="66" y1="110" x2="94" y2="110" stroke="#ffffff" stroke-width="1" stroke-dasharray="3 3"/>
  <line x1="66" y1="170" x2="94" y2="170" stroke="#ffffff" stroke-width="1"/>
  <line x1="66" y1="110" x2="66" y2="170" stroke="#ffffff" stroke-width="1" stroke-dasharray="3 3"/>
  <line x1="94" y1="110" x2="94" y2="170" stroke="#ffffff" stroke-width="1" stroke-dasharray="3 3"/>
  <text x="24" y="132" font-family="sans-serif" font-size="9" fill="#ffffff">box</text>
  <text x="24" y="144" font-family="sans-serif" font-size="9" fill="#ffffff">9 x 20 ft</text>
  <text x="88" y="82" font-family="sans-serif" font-size="10" fill="#ffffff">20 ft</text>
  <text x="86" y="44" font-family="sans-serif" font-size="10" fill="#ffffff">point</text>
  <text x="130" y="20" font-family="sans-serif" font-size="12" fill="#1a1a1a" font-weight="bold">Maneuverability test</text>
  <text x="130" y="42" font-family="sans-serif" font-size="10" fill="#1a1a1a">1. Start between the first two cones.</text>
  <text x="130" y="60" font-family="sans-serif" font-size="10" fill="#1a1a1a">2. Drive forward through the box.</text>
  <text x="130" y="78" font-family="sans-serif" font-size="10" fill="#1a1a1a">3. Pass left or right of the point</text>
  <text x="142" y="91" font-family="sans-serif" font-size="10" fill="#1a1a1a">cone, as the examiner directs.</text>
  <text x="130" y="109" font-family="sans-serif" font-size="10" fill="#1a1a1a">4. Stop with your rear bumper even</text>
  <text x="142" y="122" font-family="sans-serif" font-size="10" fill="#1a1a1a">with the point cone.</text>
  <text x="130" y="140" font-family="sans-serif" font-size="10" fill="#1a1a1a">5. Back up through the box to</text>
  <text x="142" y="153" font-family="sans-serif" font-size="10" fill="#1a1a1a">the start. Touch no cones.</text>
  <text x="130" y="172" font-family="sans-serif" font-size="9" fill="#555555">Check the current BMV rules before your test.</text>
</svg>`,
        alt: 'Top view of the Ohio maneuverability course: four cones form a box about 9 feet wide and 20 feet long, and a point cone stands 20 feet beyond it. A dashed path shows the car driving forward through the box and steering left of the point cone, where it stops, with numbered steps beside the drawing.',
        caption:
          'Figure 24.1 — The maneuverability course: forward through the box, around the point cone, then back to the start.',
      },
    },
    {
      heading: 'Course review',
      paragraphs: [
        'Over these twenty-four chapters you have seen that most crashes come from choices, not bad luck. Buckle up on every trip. Look well ahead, keep at least three seconds of following distance, and add more in bad weather, at night and behind large trucks. Obey speed limits and slow down further when conditions call for it. Yield the right of way whenever the rules, or plain safety, require it.',
        'Never drive after drinking or using drugs, and never ride with a driver who has. Put the phone away, and remember that under eighteen no device use is allowed at all. Get enough sleep, keep your emotions in check, and give pedestrians, cyclists, motorcyclists and buses the room they need. Keep learning with every mile, and you can be a safe driver for life.',
      ],
      keyPoints: [
        'Buckle up, look ahead, and keep at least three seconds of space.',
        'No alcohol, drugs, phone or fatigue behind the wheel.',
      ],
      figure: null,
    },
  ],
};
