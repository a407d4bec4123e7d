import type { ChapterContent } from '../types';

export const chapter09: ChapterContent = {
  title: 'Alcohol, Drugs and Driving',
  summary:
    "How alcohol and other drugs impair driving, California's blood alcohol limits for adults, commercial drivers and drivers under 21, and the penalties for impaired driving.",
  objectives: [
    'Describe how alcohol affects judgment, vision, reaction time and coordination',
    'Explain blood alcohol concentration and what counts as one standard drink',
    "State California's BAC limits of 0.08%, 0.04% and 0.01% and who each applies to",
    'Explain implied consent, open-container rules and the consequences of a DUI',
    'Recognize that prescription, over-the-counter and illegal drugs, including cannabis, can impair driving',
  ],
  sections: [
    {
      heading: 'How alcohol affects driving',
      paragraphs: [
        'Alcohol is a depressant. It slows the brain and nervous system, and the first thing it affects is judgment, the very skill you would need to decide that you should not drive. After even one or two drinks, people tend to feel more confident while actually becoming less capable. As drinking continues, vision blurs, the eyes adjust more slowly to glare, reaction time increases, and coordination and the ability to track several things at once decline.',
        'Alcohol-impaired driving remains a leading cause of traffic deaths in California and across the country. Most impaired drivers who crash do not believe they were drunk. The only safe plan is to decide before you start drinking how you will get home: choose a sober designated driver, use public transportation or a ride service, or stay where you are.',
      ],
      keyPoints: [
        'Alcohol impairs judgment first, so you cannot trust how you feel.',
        'Plan a sober ride before you start drinking.',
      ],
      figure: null,
    },
    {
      heading: 'Blood alcohol concentration and standard drinks',
      paragraphs: [
        'Blood alcohol concentration (BAC) is the percentage of alcohol in your blood. A BAC of 0.08% means 0.08 grams of alcohol per 100 milliliters of blood. Your BAC depends on how much you drink, how fast you drink it, your body weight and sex, and whether you have eaten. A standard drink is 12 ounces of regular beer, 5 ounces of wine or 1.5 ounces of 80-proof liquor; each contains about the same amount of alcohol.',
        'Your liver removes alcohol at a steady rate of roughly one standard drink per hour, and nothing speeds it up. Coffee, a cold shower, fresh air or exercise may make you feel more awake, but they do not lower your BAC. Only time does. Many mixed drinks and craft beers contain more than one standard drink, and a person can still be over the limit the morning after a night of heavy drinking.',
      ],
      keyPoints: [
        '12 oz of beer, 5 oz of wine and 1.5 oz of liquor are each one standard drink.',
        'Only time lowers BAC, at about one drink per hour.',
        'You may still be impaired the morning after.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">
<rect x="0" y="0" width="320" height="200" fill="#ffffff"/>
<text x="160" y="16" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">One standard drink each</text>
<path d="M30 30 L62 30 L58 88 L34 88 Z" fill="#fcd34d" stroke="#1a1a1a" stroke-width="2"/>
<rect x="30" y="26" width="32" height="10" fill="#ffffff" stroke="#1a1a1a" stroke-width="2"/>
<text x="46" y="104" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">12 oz beer</text>
<path d="M140 34 Q160 70 180 34 Z" fill="#b91c1c" stroke="#1a1a1a" stroke-width="2"/>
<line x1="160" y1="51" x2="160" y2="86" stroke="#1a1a1a" stroke-width="2"/>
<line x1="148" y1="86" x2="172" y2="86" stroke="#1a1a1a" stroke-width="2"/>
<text x="160" y="104" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">5 oz wine</text>
<path d="M260 56 L286 56 L283 86 L263 86 Z" fill="#f59e0b" stroke="#1a1a1a" stroke-width="2"/>
<text x="273" y="104" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">1.5 oz liquor</text>
<text x="160" y="126" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">California BAC limits</text>
<rect x="10" y="138" width="300" height="14" fill="#e5e7eb"/>
<rect x="10" y="138" width="27" height="14" fill="#fde68a"/>
<rect x="37" y="138" width="81" height="14" fill="#fdba74"/>
<rect x="118" y="138" width="108" height="14" fill="#f87171"/>
<rect x="226" y="138" width="84" height="14" fill="#b91c1c"/>
<line x1="37" y1="134" x2="37" y2="158" stroke="#1a1a1a" stroke-width="2"/>
<line x1="118" y1="134" x2="118" y2="158" stroke="#1a1a1a" stroke-width="2"/>
<line x1="226" y1="134" x2="226" y2="158" stroke="#1a1a1a" stroke-width="2"/>
<text x="37" y="170" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">0.01%</text>
<text x="37" y="183" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">under 21</text>
<text x="118" y="170" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">0.04%</text>
<text x="118" y="183" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">commercial</text>
<text x="226" y="170" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">0.08%</text>
<text x="226" y="183" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">age 21 and over</text>
<text x="160" y="197" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#374151">Impaired at any BAC? You can still be arrested.</text>
</svg>`,
        alt: 'Top: a glass of beer (12 ounces), a glass of wine (5 ounces) and a shot of liquor (1.5 ounces), each one standard drink. Bottom: a BAC scale with marks at 0.01% for drivers under 21, 0.04% for commercial drivers and 0.08% for drivers 21 and over.',
        caption: "Figure 9.1 — Standard drinks and California's BAC limits.",
      },
    },
    {
      heading: "California's legal limits",
      paragraphs: [
        'It is illegal in California to drive with a BAC of 0.08% or higher if you are 21 or older. The limit is 0.04% when you drive a commercial vehicle, and also when you drive a vehicle for hire with a passenger on board. If you are under 21, the limit is 0.01%: under the zero tolerance law, even that small amount leads to a one-year suspension of your driving privilege, and a driver under 21 with a BAC of 0.05% or more can be charged with DUI.',
        'These numbers are limits, not safe levels. You can be arrested and convicted of DUI at any BAC if alcohol, drugs or a combination has impaired your ability to drive safely. Drivers under 21 also may not carry alcohol in a vehicle unless a parent or other qualifying adult is present or they are carrying it as part of their job.',
      ],
      keyPoints: [
        '0.08% for drivers 21 and older; 0.04% for commercial and for-hire drivers.',
        '0.01% for drivers under 21 (zero tolerance); 0.05% or more under 21 can mean a DUI charge.',
        'You can be convicted below the limit if you are impaired.',
      ],
      figure: null,
    },
    {
      heading: 'Implied consent, open containers and penalties',
      paragraphs: [
        'By driving in California you have agreed to take a chemical test of your breath or blood if you are lawfully arrested for DUI. This is called implied consent. Refusing the test leads to a longer suspension or revocation than a first DUI usually brings, and the refusal can be used against you in court. It is also illegal to drink, or to have an open container of alcohol or cannabis, in the passenger area of a vehicle; carry opened containers in the trunk.',
        'A DUI conviction brings two points on your record, fines and court costs, a possible jail sentence, a required DUI program, a suspended license, and possibly an ignition interlock device that will not let the vehicle start if it detects alcohol. The conviction stays on your record for ten years and counts against you if you are arrested again. Your insurance costs will climb sharply, and a DUI that injures or kills someone can be a felony.',
      ],
      keyPoints: [
        'Refusing a chemical test brings its own suspension.',
        'No open alcohol or cannabis containers in the passenger area.',
        'A DUI stays on your record for ten years.',
      ],
      figure: null,
    },
    {
      heading: 'Drugs and medicines',
      paragraphs: [
        'The DUI laws apply to any drug that impairs your driving, whether it is illegal, prescribed by a doctor or bought over the counter. Cold and allergy medicines, sleep aids, pain relievers, anxiety medicines and some antidepressants can cause drowsiness, blurred vision or slow reactions. Read the label, ask your doctor or pharmacist about driving, and do not drive until you know how a new medicine affects you.',
        'Cannabis is legal for adults in California, but driving while impaired by it is not. It slows reaction time, affects judgment of time and distance, and makes it harder to stay in your lane. Combining cannabis, other drugs or medicines with alcohol multiplies the effects. If you have used anything that affects your mind or body, do not drive.',
      ],
      keyPoints: [
        'Legal drugs, including medicines and cannabis, can still lead to a DUI.',
        'Mixing alcohol with other drugs multiplies impairment.',
      ],
      figure: null,
    },
  ],
};
