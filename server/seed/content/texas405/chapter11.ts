import type { ChapterContent } from '../types';

const standardDrinks = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240" role="img">
<rect x="0" y="0" width="640" height="240" fill="#ffffff"/>
<text x="320" y="22" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">One standard drink is one standard drink</text>
<rect x="70" y="60" width="70" height="120" rx="6" fill="#f6e3a1" stroke="#1a1a1a" stroke-width="2"/>
<rect x="70" y="60" width="70" height="22" rx="6" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
<path d="M140 90 Q165 90 165 120 Q165 150 140 150" fill="none" stroke="#1a1a1a" stroke-width="4"/>
<text x="200" y="130" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">=</text>
<path d="M260 60 L340 60 Q340 120 300 125 Q260 120 260 60 Z" fill="#a3344a" stroke="#1a1a1a" stroke-width="2"/>
<line x1="300" y1="125" x2="300" y2="170" stroke="#1a1a1a" stroke-width="3"/>
<line x1="275" y1="172" x2="325" y2="172" stroke="#1a1a1a" stroke-width="4"/>
<text x="400" y="130" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">=</text>
<path d="M470 120 L530 120 L524 176 L476 176 Z" fill="#d9a55a" stroke="#1a1a1a" stroke-width="2"/>
<rect x="471" y="100" width="58" height="20" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
<g font-family="sans-serif" text-anchor="middle" fill="#1a1a1a">
<text x="110" y="202" font-size="14" font-weight="bold">12 oz beer</text>
<text x="110" y="220" font-size="12">about 5% alcohol</text>
<text x="300" y="202" font-size="14" font-weight="bold">5 oz wine</text>
<text x="300" y="220" font-size="12">about 12% alcohol</text>
<text x="500" y="202" font-size="14" font-weight="bold">1.5 oz spirits</text>
<text x="500" y="220" font-size="12">80 proof (40% alcohol)</text>
</g>
<text x="320" y="44" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">Each holds about the same amount of pure alcohol. Your body removes roughly one per hour.</text>
</svg>`;

const bacEffects = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300" role="img">
<rect x="0" y="0" width="640" height="300" fill="#ffffff"/>
<text x="320" y="22" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">Blood alcohol concentration (BAC) and driving</text>
<rect x="40" y="140" width="112" height="26" fill="#fff3b0"/>
<rect x="152" y="140" width="112" height="26" fill="#ffd27a"/>
<rect x="264" y="140" width="196" height="26" fill="#f59a5b"/>
<rect x="460" y="140" width="140" height="26" fill="#d9534f"/>
<g stroke="#1a1a1a" stroke-width="2">
<line x1="40" y1="136" x2="40" y2="176"/><line x1="96" y1="136" x2="96" y2="176"/>
<line x1="152" y1="136" x2="152" y2="176"/><line x1="264" y1="136" x2="264" y2="176"/>
<line x1="320" y1="136" x2="320" y2="176"/><line x1="460" y1="136" x2="460" y2="176"/>
<line x1="600" y1="136" x2="600" y2="176"/>
</g>
<g font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">
<text x="40" y="192">0.00</text><text x="96" y="192">0.02</text><text x="152" y="192">0.04</text>
<text x="264" y="192">0.08</text><text x="320" y="192">0.10</text><text x="460" y="192">0.15</text><text x="600" y="192">0.20</text>
</g>
<line x1="264" y1="120" x2="264" y2="176" stroke="#b3261e" stroke-width="4"/>
<g font-family="sans-serif" fill="#1a1a1a">
<text x="40" y="52" font-size="12" font-weight="bold">0.02: judgment slips;</text>
<text x="40" y="67" font-size="12">harder to do two things at once</text>
<text x="240" y="52" font-size="12" font-weight="bold">0.05: coordination and</text>
<text x="240" y="67" font-size="12">tracking of moving objects decline</text>
<text x="452" y="52" font-size="12" font-weight="bold">0.15: major loss of</text>
<text x="452" y="67" font-size="12">vehicle control and attention</text>
<text x="272" y="115" font-size="13" font-weight="bold" fill="#b3261e">0.08 Texas legal limit (21 and over)</text>
<text x="152" y="95" font-size="12" fill="#1a1a1a" text-anchor="middle">0.04: commercial limit</text>
<line x1="152" y1="100" x2="152" y2="136" stroke="#1a1a1a" stroke-width="1"/>
<text x="40" y="222" font-size="13" font-weight="bold">Under 21 in Texas: any detectable amount of alcohol is an offense.</text>
<text x="40" y="244" font-size="12">You can be convicted of DWI below 0.08 if you have lost the normal use of your</text>
<text x="40" y="261" font-size="12">mental or physical faculties. At 0.15 or more, Texas penalties increase.</text>
<text x="40" y="286" font-size="11">Effects are typical; anyone can be impaired at lower levels.</text>
</g>
</svg>`;

export const chapter11: ChapterContent = {
  title: 'Alcohol, Other Drugs and Driving',
  summary:
    'How alcohol and other drugs affect the body and driving skills, what Texas DWI, zero-tolerance and implied consent laws say, and how to plan never to drive impaired.',
  objectives: [
    'Explain how the body absorbs and removes alcohol and what a standard drink is',
    'Describe how rising blood alcohol concentration affects driving skills',
    'State the Texas DWI limits for adults, commercial drivers and drivers under 21',
    'Explain the Texas implied consent law and the consequences of refusing a test',
    'Identify other drugs that impair driving and plan safe alternatives',
  ],
  sections: [
    {
      heading: 'How alcohol works in your body',
      paragraphs: [
        'Alcohol is not digested like food. It passes through the stomach and small intestine straight into the bloodstream and reaches the brain within minutes. The amount in your blood is called your blood alcohol concentration, or BAC. A BAC of 0.08 percent means eight parts alcohol per ten thousand parts blood. A 12-ounce beer, a 5-ounce glass of wine and a 1.5-ounce shot of 80-proof spirits each contain about the same amount of alcohol, called one standard drink.',
        'Your BAC depends on how much you drink, how fast, your body size, your sex and whether you have eaten. The liver removes alcohol at a fixed rate of roughly one standard drink per hour, and nothing speeds it up. Coffee, cold showers and fresh air may make you feel more awake, but they do not lower your BAC. After a late night of drinking, you may still be impaired the next morning.',
      ],
      keyPoints: [
        'A beer, a glass of wine and a shot contain about the same alcohol.',
        'The body removes roughly one standard drink per hour; only time sobers you.',
      ],
      figure: {
        svg: standardDrinks,
        alt: 'A mug of beer, a glass of wine and a short glass of spirits separated by equals signs, labeled 12 ounces of beer at about 5 percent, 5 ounces of wine at about 12 percent and 1.5 ounces of 80-proof spirits.',
        caption: 'Figure 11.1 — Standard drinks: each contains about the same amount of pure alcohol.',
      },
    },
    {
      heading: 'How alcohol affects driving',
      paragraphs: [
        'Alcohol is a depressant that slows the brain. Judgment is affected first, which is why impaired drivers often believe they are fine. As BAC rises, vision, reaction time, coordination and the ability to track moving objects and do several things at once all decline. Even at 0.02 percent, judgment and divided attention begin to slip. By 0.05 percent, steering and responding to emergencies are harder, and at 0.08 percent speed control, concentration and perception are clearly impaired.',
        'The risk of a crash climbs steeply as BAC rises. Alcohol is involved in a large share of Texas traffic deaths every year, often around one in four. Many victims are passengers, other drivers, pedestrians and cyclists who made no mistake at all. A single impaired trip can end a life, and no destination is worth that risk.',
      ],
      keyPoints: [
        'Alcohol impairs judgment first, so drinkers underestimate their impairment.',
        'Impairment begins well below 0.08 percent.',
      ],
      figure: {
        svg: bacEffects,
        alt: 'A BAC scale from 0.00 to 0.20 shading from yellow to red. Notes mark 0.02 judgment slips, 0.04 commercial limit, 0.05 coordination declines, 0.08 Texas legal limit for drivers 21 and over, and 0.15 major loss of vehicle control. A note says any detectable alcohol is an offense under 21.',
        caption: 'Figure 11.2 — Typical effects of rising BAC and the Texas limits.',
      },
    },
    {
      heading: 'Texas DWI law',
      paragraphs: [
        'In Texas you are legally intoxicated if you have lost the normal use of your mental or physical faculties because of alcohol, drugs or both, or if your BAC is 0.08 percent or more. That means you can be convicted of driving while intoxicated (DWI) below 0.08 if your driving or your behavior shows impairment. The limit for a commercial driver operating a commercial vehicle is 0.04 percent. Texas is a zero-tolerance state for drivers under 21: driving with any detectable amount of alcohol is an offense.',
        'A first DWI conviction can bring jail time, fines, additional state fees, license suspension and, in some cases, an ignition interlock device. Penalties rise for a BAC of 0.15 or more and for repeat offenses. DWI with a passenger younger than 15 is a felony, as are intoxication assault and intoxication manslaughter. It is also illegal to have an open container of alcohol in the passenger area of a vehicle on a public road.',
      ],
      keyPoints: [
        'Texas limits: 0.08 for adults, 0.04 in a commercial vehicle, any detectable amount under 21.',
        'You can be convicted of DWI below 0.08 if you are impaired.',
        'Open containers are illegal in the passenger area.',
      ],
      figure: null,
    },
    {
      heading: 'Implied consent',
      paragraphs: [
        'By driving on Texas roads, you have already agreed to give a breath or blood specimen if you are arrested for DWI. This is called implied consent. If you refuse, your license is automatically suspended by an administrative process, usually for longer than if you had taken the test and failed it, and the refusal can be used as evidence in court. Officers can also seek a warrant to take a blood sample.',
        'The administrative license suspension is separate from the criminal case, so you can lose your license even before a court decides whether you are guilty. Suspension periods and rules change, so check the current Texas Driver Handbook. The only way to avoid all of this is simple: never drive after drinking.',
      ],
      keyPoints: [
        'Driving in Texas means you have consented to a breath or blood test after a DWI arrest.',
        'Refusing brings an automatic and usually longer license suspension.',
      ],
      figure: null,
    },
    {
      heading: 'Other drugs and making a plan',
      paragraphs: [
        'Texas DWI law covers any substance that takes away the normal use of your faculties: illegal drugs, marijuana, many prescription medicines such as opioid painkillers, sedatives and sleep aids, and over-the-counter products such as some allergy and cough medicines. Having a prescription is no defense if you are impaired. Combining drugs with alcohol multiplies their effects, so even one drink can be dangerous.',
        "Decide how you will get home before you start drinking. Choose a sober designated driver, use a taxi or ride service, take public transit or stay the night. If you host, serve food and alcohol-free drinks and stop serving well before the party ends. If a friend has been drinking, take the keys and find them a safe ride; it could save their life or someone else's.",
      ],
      keyPoints: [
        'Prescription, over-the-counter and illegal drugs can all lead to DWI.',
        'Plan a sober ride before the first drink.',
        'Friends do not let friends drive impaired.',
      ],
      figure: null,
    },
  ],
};
