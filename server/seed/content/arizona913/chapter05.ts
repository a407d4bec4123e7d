import type { ChapterContent } from '../types';

export const chapter05: ChapterContent = {
  title: 'Impaired Driving in Arizona',
  summary:
    "How alcohol and other drugs affect a driver, the blood-alcohol limits in Arizona's DUI laws, implied consent, and the consequences of driving impaired.",
  objectives: [
    'Describe how alcohol affects vision, judgement and reaction time',
    "State Arizona's blood-alcohol limits for adults, commercial drivers and drivers under 21",
    'Explain that Arizona law also covers impairment by marijuana, prescription and other drugs',
    'Describe implied consent and the main penalties for DUI',
  ],
  sections: [
    {
      heading: 'What alcohol does to a driver',
      paragraphs: [
        'Alcohol is a depressant. It reaches the brain within minutes of drinking and slows the very skills driving depends on: judgement, attention, vision, coordination and reaction time. The first skill to go is judgement, which is why impaired drivers so often feel fine. Blood alcohol concentration (BAC) measures how much alcohol is in your blood; it rises with every drink and depends on your weight, sex, food in your stomach and how fast you drink.',
        'A standard drink is 12 ounces of regular beer, 5 ounces of wine or 1.5 ounces of 80-proof spirits, and each contains about the same amount of alcohol. Your body removes roughly one standard drink an hour, and nothing speeds that up. Coffee, a cold shower or fresh air may make you feel more awake, but only time lowers your BAC.',
      ],
      keyPoints: [
        'Judgement is affected first, so you cannot rely on feeling fine.',
        'Beer, wine and spirits in standard servings carry about the same alcohol.',
        'Only time sobers you up, at roughly one drink an hour.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 210" role="img">
  <rect x="0" y="0" width="320" height="210" fill="#ffffff"/>
  <text x="160" y="16" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#1a1a1a">Blood alcohol (BAC) and Arizona limits</text>
  <rect x="20" y="30" width="23" height="20" fill="#fff3c4"/>
  <rect x="43" y="30" width="24" height="20" fill="#ffe08a"/>
  <rect x="67" y="30" width="46" height="20" fill="#ffb74d"/>
  <rect x="113" y="30" width="82" height="20" fill="#ef6c00"/>
  <rect x="195" y="30" width="58" height="20" fill="#c62828"/>
  <rect x="253" y="30" width="47" height="20" fill="#7f0000"/>
  <rect x="20" y="30" width="280" height="20" fill="none" stroke="#1a1a1a"/>
  <line x1="20" y1="50" x2="20" y2="56" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="20" y="67" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">0.00</text>
  <line x1="67" y1="50" x2="67" y2="56" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="67" y="67" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">0.04</text>
  <line x1="113" y1="50" x2="113" y2="56" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="113" y="67" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">0.08</text>
  <line x1="195" y1="50" x2="195" y2="56" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="195" y="67" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">0.15</text>
  <line x1="253" y1="50" x2="253" y2="56" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="253" y="67" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">0.20</text>
  <rect x="20" y="74" width="12" height="12" fill="#fff3c4" stroke="#1a1a1a"/>
  <text x="40" y="84" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">Any</text>
  <text x="76" y="84" font-family="sans-serif" font-size="11" fill="#1a1a1a">Under 21: no alcohol allowed at all</text>
  <rect x="20" y="92" width="12" height="12" fill="#ffb74d" stroke="#1a1a1a"/>
  <text x="40" y="102" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">0.04</text>
  <text x="76" y="102" font-family="sans-serif" font-size="11" fill="#1a1a1a">Limit when driving a commercial vehicle</text>
  <rect x="20" y="110" width="12" height="12" fill="#ef6c00" stroke="#1a1a1a"/>
  <text x="40" y="120" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">0.08</text>
  <text x="76" y="120" font-family="sans-serif" font-size="11" fill="#1a1a1a">Adult limit: DUI at or above this level</text>
  <rect x="20" y="128" width="12" height="12" fill="#c62828" stroke="#1a1a1a"/>
  <text x="40" y="138" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">0.15</text>
  <text x="76" y="138" font-family="sans-serif" font-size="11" fill="#1a1a1a">Extreme DUI: harsher penalties</text>
  <rect x="20" y="146" width="12" height="12" fill="#7f0000" stroke="#1a1a1a"/>
  <text x="40" y="156" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">0.20</text>
  <text x="76" y="156" font-family="sans-serif" font-size="11" fill="#1a1a1a">Higher extreme DUI tier: harsher still</text>
  <text x="160" y="186" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">You can be charged at ANY level if impaired to the slightest degree.</text>
  <text x="160" y="201" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#444444">Check current Arizona statutes (A.R.S. 28-1381, 28-1382) for details.</text>
</svg>`,
        alt: 'A BAC scale from 0.00 to above 0.20 shading from pale yellow to dark red. Markers show: under 21 any alcohol is illegal; 0.04 is the commercial vehicle limit; 0.08 is the adult DUI limit; 0.15 is extreme DUI; 0.20 is a higher extreme DUI tier. A note says a driver can be charged at any level if impaired to the slightest degree.',
        caption: "Figure 5.1 — Arizona's blood-alcohol thresholds.",
      },
    },
    {
      heading: "Arizona's DUI laws",
      paragraphs: [
        'Arizona law makes it a crime to drive, or be in actual physical control of a vehicle, while impaired to the slightest degree by alcohol or drugs. You can be convicted below 0.08 if your driving shows impairment. Separately, it is illegal for an adult to have a BAC of 0.08 or more within two hours of driving, or 0.04 or more in a commercial vehicle. Drivers under 21 may not drive with any alcohol in their body at all.',
        'Higher levels bring harsher penalties. A BAC of 0.15 or more is "extreme DUI", and 0.20 or more is a still more serious tier of extreme DUI. Some DUIs are felonies, called aggravated DUI: for example, driving impaired with a child under 15 in the vehicle, while your licence is suspended, or for a third time within seven years. Check the current statutes for exact thresholds and penalties.',
      ],
      keyPoints: [
        'Impaired to the slightest degree is enough for a DUI charge.',
        '0.08 for adults, 0.04 in a commercial vehicle, no alcohol at all under 21.',
        'Extreme DUI starts at 0.15, with a tougher tier at 0.20.',
      ],
      figure: null,
    },
    {
      heading: 'Marijuana, prescriptions and other drugs',
      paragraphs: [
        'Arizona allows adults to use marijuana, but it is never legal to drive impaired by it. Marijuana slows reaction time, disturbs judgement of time and distance and makes it harder to stay in your lane; mixing it with alcohol is far worse than either alone. Arizona law also makes it an offence to drive with certain illegal drugs or their metabolites in your body.',
        'Prescription and over-the-counter medicines cause many impaired drivers. Sleep aids, pain relievers, anxiety medicines and some cold and allergy remedies can cause drowsiness or blurred vision. Having a prescription does not make impaired driving legal. Read every label, ask your pharmacist about driving, and do not drive until you know how a new medicine affects you.',
      ],
      keyPoints: [
        'Legal marijuana use is still illegal when it impairs your driving.',
        'A prescription is no defence if the medicine impairs you.',
        'Check labels and ask a pharmacist before driving on a new medicine.',
      ],
      figure: null,
    },
    {
      heading: 'Implied consent and the cost of a DUI',
      paragraphs: [
        'By driving in Arizona you have agreed in advance to breath, blood or other tests when an officer has reasonable grounds to believe you are driving under the influence. This is called implied consent. Refusing a test leads to a separate licence suspension, generally for a year for a first refusal and longer for a repeat.',
        'Even a first DUI conviction in Arizona carries mandatory jail time, fines and fees that can reach thousands of dollars, licence suspension, alcohol screening or treatment and an ignition interlock device on your vehicle. The simplest plan is to decide before you go out: choose a sober designated driver, use a ride service or public transport, or stay where you are.',
      ],
      keyPoints: [
        'Refusing a chemical test brings its own licence suspension.',
        'A first DUI still brings jail, fines, suspension and an ignition interlock.',
        'Plan a sober ride before you start drinking.',
      ],
      figure: null,
    },
  ],
};
