import type { ChapterContent } from '../types';

export const chapter20: ChapterContent = {
  title: 'Alcohol and Driving',
  summary:
    "How alcohol affects your driving, Ohio's OVI limits for adults, commercial drivers and drivers under twenty-one, the implied consent law, and how to plan a safe ride home.",
  objectives: [
    'Describe how alcohol affects judgment, vision and reaction time',
    'Explain how blood alcohol concentration rises and why only time lowers it',
    "State Ohio's OVI limits, including the limit for drivers under twenty-one",
    "Explain Ohio's implied consent law and the cost of refusing a test",
    'Plan safe ways to get home without an impaired driver',
  ],
  sections: [
    {
      heading: 'What alcohol does to a driver',
      paragraphs: [
        'Alcohol is a depressant. It slows the brain, and the first things it takes away are judgment and self-control, long before a person looks or feels drunk. That is why a driver who has been drinking often feels fine and takes risks they would normally avoid. As the amount rises, reactions slow, vision blurs, and the ability to handle several tasks at once, such as steering while watching traffic, falls apart.',
        'The amount of alcohol in your blood is called your blood alcohol concentration, or BAC. A standard drink, meaning twelve ounces of regular beer, five ounces of wine or one and a half ounces of eighty-proof liquor, holds about the same amount of alcohol. Your liver removes roughly one standard drink an hour, and nothing speeds it up. Coffee, cold showers and fresh air do not sober you up; only time does.',
      ],
      keyPoints: [
        'Alcohol affects judgment first, before you feel impaired.',
        'A beer, a glass of wine and a shot hold about the same alcohol, and only time lowers your BAC.',
      ],
      figure: null,
    },
    {
      heading: "Ohio's OVI limits",
      paragraphs: [
        'In Ohio, impaired driving is called OVI, which stands for operating a vehicle impaired. It is illegal to drive while impaired by alcohol or drugs at any level, and it is automatically illegal to drive with a BAC of 0.08 percent or more if you are twenty-one or older. The limit for a driver of a commercial vehicle is 0.04 percent, and a BAC of 0.17 percent or more brings tougher penalties.',
        'Drivers under twenty-one face a much lower limit. A driver under twenty-one with a BAC of 0.02 percent or more, but below 0.08, can be charged with operating a vehicle after underage alcohol consumption, and a single drink can put you there. Penalties include a license suspension, points, fines, and having to retake your license tests. At 0.08 or above, an underage driver faces a full OVI charge.',
      ],
      keyPoints: [
        'Adults 0.08 percent, commercial drivers 0.04 percent, drivers under twenty-one 0.02 percent.',
        'You can be charged with OVI below these limits if you are impaired.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#ffffff"/>
  <text x="160" y="13" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle" font-weight="bold">Blood alcohol concentration and Ohio limits</text>
  <rect x="20" y="70" width="28" height="16" fill="#f9e79f"/>
  <rect x="48" y="70" width="56" height="16" fill="#f5b041"/>
  <rect x="104" y="70" width="126" height="16" fill="#e67e22"/>
  <rect x="230" y="70" width="70" height="16" fill="#c0392b"/>
  <line x1="20" y1="86" x2="300" y2="86" stroke="#1a1a1a" stroke-width="1"/>
  <text x="20" y="99" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">0</text>
  <text x="90" y="99" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">0.05</text>
  <text x="160" y="99" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">0.10</text>
  <text x="230" y="99" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">0.15</text>
  <text x="300" y="99" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">0.20</text>
  <line x1="48" y1="20" x2="48" y2="86" stroke="#1f4e79" stroke-width="2"/>
  <line x1="76" y1="34" x2="76" y2="86" stroke="#1f4e79" stroke-width="2"/>
  <line x1="132" y1="48" x2="132" y2="86" stroke="#1f4e79" stroke-width="2"/>
  <line x1="258" y1="20" x2="258" y2="86" stroke="#1f4e79" stroke-width="2"/>
  <text x="52" y="28" font-family="sans-serif" font-size="10" fill="#1f4e79">0.02 under 21</text>
  <text x="80" y="42" font-family="sans-serif" font-size="10" fill="#1f4e79">0.04 commercial</text>
  <text x="136" y="56" font-family="sans-serif" font-size="10" fill="#1f4e79">0.08 age 21 and over</text>
  <text x="254" y="28" font-family="sans-serif" font-size="10" fill="#1f4e79" text-anchor="end">0.17 high test</text>
  <text x="20" y="120" font-family="sans-serif" font-size="10" fill="#1a1a1a">Typical effects as BAC rises:</text>
  <text x="20" y="134" font-family="sans-serif" font-size="10" fill="#1a1a1a">about 0.02: judgment slips, harder to do two things at once</text>
  <text x="20" y="147" font-family="sans-serif" font-size="10" fill="#1a1a1a">about 0.05: slower steering, less alertness, smaller focus</text>
  <text x="20" y="160" font-family="sans-serif" font-size="10" fill="#1a1a1a">about 0.08: poorer speed control, reaction and perception</text>
  <text x="20" y="173" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.15 and up: far less control of the vehicle</text>
</svg>`,
        alt: "A scale of blood alcohol concentration from 0 to 0.20 percent, shaded from yellow to red. Markers show Ohio's limits: 0.02 for drivers under 21, 0.04 for commercial drivers, 0.08 for drivers 21 and over, and 0.17 for high-test penalties. A list below describes typical effects at rising levels.",
        caption: "Figure 20.1 — Ohio's alcohol limits on the BAC scale, with the effects that come with each level.",
      },
    },
    {
      heading: 'Implied consent and penalties',
      paragraphs: [
        'By driving on Ohio roads, you have already agreed to a chemical test of your breath, blood or urine if an officer arrests you for OVI. This is called implied consent. If you refuse, your license is suspended on the spot. A first refusal generally brings a one-year suspension, longer than the one for a first failed test, and the refusal can be used as evidence against you in court.',
        'An OVI conviction can bring jail time or a required driver intervention program, heavy fines, a court suspension of your license, and six points on your record. A court can also order an ignition interlock device or special restricted license plates. Beyond the law, a conviction raises insurance costs for years and can affect college, jobs and scholarships.',
      ],
      keyPoints: [
        'Refusing a test means an immediate suspension, generally one year for a first refusal.',
        'An OVI brings six points, fines, a suspension and possible jail.',
      ],
      figure: null,
    },
    {
      heading: 'Make a plan',
      paragraphs: [
        'The only safe plan is never to drive after drinking and never to ride with a driver who has been drinking. Under twenty-one, it is illegal for you to buy, have or drink alcohol at all. Decide ahead of time how you will get home: a sober friend, a parent you can call with no questions asked, or a ride service. Ohio law also forbids open containers of alcohol in a vehicle.',
        'If you see a driver weaving, drifting or driving without lights at night, stay well back. When it is safe, have a passenger call 9-1-1, or pull over and call yourself, and give the location, direction and a description of the vehicle. Never try to stop or follow the car yourself; leave that to the police.',
      ],
      keyPoints: ['Plan your ride home before you go out.', 'Never ride with a driver who has been drinking.'],
      figure: null,
    },
  ],
};
