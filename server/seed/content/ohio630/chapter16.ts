import type { ChapterContent } from '../types';

export const chapter16: ChapterContent = {
  title: 'Night Driving and Reduced Visibility',
  summary:
    "Why darkness, glare and low light make driving harder, how Ohio's headlight rules work, and how to see and be seen after dark.",
  objectives: [
    'Explain how darkness affects your vision and your crash risk',
    'State when Ohio law requires headlights and when you must dim high beams',
    'Describe how to avoid overdriving your headlights',
    'Describe ways to handle glare from oncoming lights and the low sun',
  ],
  sections: [
    {
      heading: 'Why night driving is harder',
      paragraphs: [
        'You take in most of what you need for driving through your eyes, and at night your eyes get much less to work with. You see a shorter distance ahead, colors fade, judging speed and distance is harder, and your side vision shrinks. Tired drivers are more common after dark, and so are impaired drivers, especially late on weekend nights. For all these reasons, the crash risk for each mile driven is far higher at night, above all for new drivers.',
        'Ohio limits when new drivers may be on the road late at night. Generally, a sixteen-year-old with a probationary license may not drive between midnight and six in the morning, and a seventeen-year-old may not drive between one and five in the morning, unless a parent or guardian is in the car. There are narrow exceptions, such as driving to or from work with the right paperwork, so check the current handbook.',
      ],
      keyPoints: [
        'At night you see less, judge distance poorly, and meet more tired and impaired drivers.',
        'Probationary drivers have nighttime limits; learn them from the current handbook.',
      ],
      figure: null,
    },
    {
      heading: 'Headlights and high beams',
      paragraphs: [
        'Ohio law requires headlights from sunset to sunrise, whenever you cannot see clearly about one thousand feet ahead, and whenever your windshield wipers are on because of rain, snow or other bad weather. Turning them on early at dusk helps others see you even before you need them yourself. Keep headlights, taillights and windows clean inside and out, because dirt and haze scatter light.',
        'High beams let you see much farther, so use them on dark roads when no one is near. Dim to low beams within five hundred feet of an oncoming vehicle and within two hundred feet of a vehicle you are following, so you do not blind its driver. If an oncoming driver forgets to dim, do not answer with your own high beams.',
      ],
      keyPoints: [
        'Headlights go on from sunset to sunrise, when you cannot see a thousand feet ahead, and whenever your wipers are on.',
        'Dim within five hundred feet of oncoming traffic and two hundred feet of a vehicle ahead.',
      ],
      figure: null,
    },
    {
      heading: 'Overdriving your headlights',
      paragraphs: [
        'Low beams light up only a few hundred feet of road, roughly two hundred fifty feet on a typical car. Your total stopping distance is the ground you cover while you notice a hazard and react, plus the ground you cover while braking. Above about fifty miles per hour, that total is longer than your low beams reach. Driving so fast that you could not stop within the lit area is called overdriving your headlights.',
        'At night, slow down enough to stop within the distance you can see, and stretch your following distance to four seconds or more. Use the taillights ahead and the reflectors along the road to read curves early. Watch the road edges for people walking, cyclists and deer, which may show up only as shining eyes or a moving shadow.',
      ],
      keyPoints: [
        'Never drive faster than you can stop within the reach of your headlights.',
        'Add following distance at night.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#1d2433"/>
  <text x="10" y="18" font-family="sans-serif" font-size="12" fill="#ffffff" font-weight="bold">Stopping distance at night (dry road, approximate)</text>
  <rect x="60" y="30" width="130" height="106" fill="#f5e27a" opacity="0.18"/>
  <rect x="60" y="44" width="34" height="18" fill="#f39c12"/>
  <rect x="94" y="44" width="22" height="18" fill="#5dade2"/>
  <text x="54" y="57" font-family="sans-serif" font-size="11" fill="#ffffff" text-anchor="end">30 mph</text>
  <text x="226" y="57" font-family="sans-serif" font-size="10" fill="#ffffff">about 110 ft</text>
  <rect x="60" y="74" width="51" height="18" fill="#f39c12"/>
  <rect x="111" y="74" width="50" height="18" fill="#5dade2"/>
  <text x="54" y="87" font-family="sans-serif" font-size="11" fill="#ffffff" text-anchor="end">45 mph</text>
  <text x="226" y="87" font-family="sans-serif" font-size="10" fill="#ffffff">about 200 ft</text>
  <rect x="60" y="104" width="69" height="18" fill="#f39c12"/>
  <rect x="129" y="104" width="89" height="18" fill="#5dade2"/>
  <text x="54" y="117" font-family="sans-serif" font-size="11" fill="#ffffff" text-anchor="end">60 mph</text>
  <text x="226" y="117" font-family="sans-serif" font-size="10" fill="#ffffff">about 300 ft</text>
  <line x1="190" y1="28" x2="190" y2="138" stroke="#f5e27a" stroke-width="2" stroke-dasharray="4 3"/>
  <text x="190" y="150" font-family="sans-serif" font-size="10" fill="#f5e27a" text-anchor="middle">low beams reach</text>
  <text x="190" y="162" font-family="sans-serif" font-size="10" fill="#f5e27a" text-anchor="middle">about 250 ft</text>
  <rect x="12" y="142" width="10" height="10" fill="#f39c12"/>
  <text x="26" y="151" font-family="sans-serif" font-size="10" fill="#ffffff">notice and react</text>
  <rect x="12" y="158" width="10" height="10" fill="#5dade2"/>
  <text x="26" y="167" font-family="sans-serif" font-size="10" fill="#ffffff">braking</text>
  <text x="310" y="170" font-family="sans-serif" font-size="10" fill="#ff8a80" text-anchor="end">60 mph: overdriving</text>
</svg>`,
        alt: 'Bar chart of stopping distance at 30, 45 and 60 miles per hour, each bar split into reaction distance and braking distance: about 110, 200 and 300 feet. A dashed line at about 250 feet marks how far low beams reach, so the 60 mile per hour bar runs past it.',
        caption: 'Figure 16.1 — At highway speed your stopping distance is longer than your low beams reach.',
      },
    },
    {
      heading: 'Glare and low light',
      paragraphs: [
        'Bright oncoming headlights can blind you for several seconds. Instead of looking into them, glance down and to the right, using the white edge line to keep your place until the vehicle passes. Flip your inside mirror to its night setting to cut glare from behind. Keep dashboard lights dim and avoid lights inside the car, which make it harder for your eyes to adjust to the dark.',
        'A low sun at sunrise and sunset can be just as blinding, especially on roads that point straight into it. Use your sun visor and sunglasses in daylight, keep the windshield clean, and slow down whenever you cannot see well. Dusk is especially tricky, because your eyes are still adjusting and some drivers have not yet turned on their lights.',
      ],
      keyPoints: [
        'Look toward the right edge line, not into oncoming headlights.',
        'Use the visor, sunglasses and a clean windshield against sun glare.',
      ],
      figure: null,
    },
  ],
};
