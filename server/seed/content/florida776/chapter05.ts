import type { ChapterContent } from '../types';

const bacScaleSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 214" role="img">
  <rect x="0" y="0" width="360" height="214" fill="#ffffff"/>
  <text x="180" y="17" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">Florida BAC limits and typical effects</text>
  <rect x="30" y="90" width="30" height="24" fill="#4caf50"/>
  <rect x="60" y="90" width="45" height="24" fill="#f6c700"/>
  <rect x="105" y="90" width="45" height="24" fill="#f28c00"/>
  <rect x="150" y="90" width="105" height="24" fill="#d32f2f"/>
  <rect x="255" y="90" width="75" height="24" fill="#8b1a1a"/>
  <line x1="60" y1="28" x2="60" y2="114" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="64" y="38" font-family="sans-serif" font-size="11" fill="#1a1a1a">0.02 Under 21</text>
  <line x1="90" y1="48" x2="90" y2="114" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="94" y="58" font-family="sans-serif" font-size="11" fill="#1a1a1a">0.04 Commercial vehicle</text>
  <line x1="150" y1="68" x2="150" y2="114" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="154" y="78" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">0.08 DUI, age 21+</text>
  <line x1="255" y1="28" x2="255" y2="114" stroke="#1a1a1a" stroke-width="1.5"/>
  <text x="259" y="38" font-family="sans-serif" font-size="11" fill="#1a1a1a">0.15 Tougher</text>
  <text x="259" y="51" font-family="sans-serif" font-size="11" fill="#1a1a1a">penalties</text>
  <text x="30" y="128" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.00</text>
  <text x="105" y="128" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.05</text>
  <text x="150" y="128" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.08</text>
  <text x="255" y="128" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.15</text>
  <text x="330" y="128" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.20</text>
  <text x="16" y="148" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.02: judgment and mood change; harder to track moving objects</text>
  <text x="16" y="162" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.05: less alert; coordination and steering begin to slip</text>
  <text x="16" y="176" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.08: poor speed control, slower reactions, weaker perception</text>
  <text x="16" y="190" font-family="sans-serif" font-size="10" fill="#1a1a1a">0.15: major loss of vehicle control and attention</text>
  <text x="180" y="208" text-anchor="middle" font-family="sans-serif" font-size="10" font-weight="bold" fill="#1a1a1a">Impairment starts with the first drink; DUI is possible at any BAC.</text>
</svg>`;

export const chapter05: ChapterContent = {
  title: 'Alcohol, Drugs and Driving in Florida',
  summary:
    "How alcohol and other drugs impair driving, what blood alcohol concentration means, Florida's DUI, zero-tolerance and implied consent laws, and how to plan so you never drive impaired.",
  objectives: [
    'Describe how alcohol affects the skills needed to drive',
    'Explain blood alcohol concentration, standard drinks and the factors that affect BAC',
    'Identify how prescription, over-the-counter and illegal drugs can impair driving',
    "State Florida's BAC limits, zero-tolerance rule and implied consent law",
    'Plan safe alternatives to driving after drinking',
  ],
  sections: [
    {
      heading: 'How alcohol affects your driving',
      paragraphs: [
        'Alcohol is involved in a large share of fatal crashes in Florida and across the country. It is a depressant that slows the brain and nervous system. Because it reaches the brain within minutes, its effects begin with the first drink, long before a person looks or feels drunk. Even one drink can change how you drive.',
        'Judgment is the first skill to go, which is why drinkers so often believe they are fine to drive. Next come slower reactions, poorer coordination, trouble tracking moving objects, weaker night vision and difficulty doing two things at once, such as steering while watching for pedestrians. The risk of a crash rises even at low levels and climbs steeply as blood alcohol concentration goes up.',
        'Only time removes alcohol from the body. The liver breaks it down at roughly one standard drink per hour, and nothing speeds that up: not coffee, a cold shower, fresh air or exercise. Coffee may make a drinker more awake, but the result is simply an awake impaired driver. Plan to wait, or better still, plan a sober ride.',
      ],
      keyPoints: [
        'Alcohol impairs judgment first, so drinkers underestimate their own impairment.',
        'Only time sobers you up, at roughly one standard drink per hour.',
      ],
      figure: null,
    },
    {
      heading: 'Blood alcohol concentration and standard drinks',
      paragraphs: [
        'Blood alcohol concentration, or BAC, measures the alcohol in your blood. A BAC of 0.08 means 0.08 grams of alcohol per 100 milliliters of blood. Florida also measures breath alcohol, in grams per 210 liters of breath, and the same limits apply. Officers usually use a breath test, but blood or urine tests may be used in some cases.',
        'A standard drink holds about the same amount of alcohol in any form: 12 ounces of regular beer, 5 ounces of wine or 1.5 ounces of 80-proof liquor. Many servings are bigger, such as strong craft beers, large wine pours and mixed drinks with several shots. Your BAC depends on your weight, sex, how fast you drink, whether you have eaten and any medicines you take, so you cannot reliably count your way to a safe level.',
        'Florida limits are shown in the figure. Drivers 21 and older commit DUI at 0.08 or higher, commercial drivers at 0.04 in a commercial vehicle, and drivers under 21 lose their license at 0.02. You can also be convicted of DUI at any BAC if alcohol or drugs impair your normal faculties.',
      ],
      keyPoints: [
        'One standard drink: 12 oz of beer, 5 oz of wine or 1.5 oz of 80-proof liquor.',
        'Limits: 0.08 for adults, 0.04 in a commercial vehicle, 0.02 under 21.',
        'Impairment at any BAC can be DUI.',
      ],
      figure: {
        svg: bacScaleSvg,
        alt: 'A color scale of blood alcohol concentration from 0.00 to 0.20 marking 0.02 for drivers under 21, 0.04 for commercial vehicles, 0.08 as the adult DUI limit and 0.15 for tougher penalties, with typical effects listed for 0.02, 0.05, 0.08 and 0.15.',
        caption: 'Figure 5.1 — Florida BAC limits and how impairment grows as BAC rises.',
      },
    },
    {
      heading: 'Drugs and driving',
      paragraphs: [
        "Florida's DUI law covers more than alcohol. You can be convicted of DUI if any controlled or chemical substance impairs your normal faculties, including illegal drugs, marijuana, prescription drugs and over-the-counter medicines. Having a prescription or a medical marijuana card is no defense if the drug impairs your driving. Officers trained as drug recognition experts can identify many kinds of drug impairment.",
        'Many ordinary medicines, such as some cold and allergy tablets, sleep aids, pain relievers and anti-anxiety drugs, cause drowsiness or slow reactions. Read labels and warnings, ask your doctor or pharmacist whether a medicine affects driving, and do not drive until you know how it affects you. Mixing drugs, or drugs with alcohol, can multiply the effects far beyond either one alone.',
      ],
      keyPoints: [
        'DUI covers alcohol, illegal drugs, and prescription and over-the-counter medicines.',
        'Combining alcohol with other drugs multiplies impairment.',
      ],
      figure: null,
    },
    {
      heading: "Florida's DUI law and implied consent",
      paragraphs: [
        'By accepting a Florida driver license, you agree to submit to a lawful breath, urine or blood test when an officer has reason to believe you are driving under the influence. This is implied consent. A refusal brings a license suspension of one year for a first refusal and 18 months for a later one, and a refusal can be used as evidence in court. Since October 2025 even a first refusal of a breath or urine test can be charged as a crime.',
        'Florida has a zero-tolerance law for young drivers. A driver under 21 with a BAC of 0.02 or higher has their license suspended for six months, even without other signs of impairment, and refusing a test brings a one-year suspension. Because a single drink can reach 0.02, the only safe rule for drivers under 21 is no alcohol at all before driving.',
        'A DUI conviction carries heavy penalties, even for a first offense: fines, probation, community service, license revocation, DUI school, vehicle impoundment and possible jail. A BAC of 0.15 or higher, or a minor in the vehicle, brings tougher penalties, including an ignition interlock device. DUI that causes serious injury or death is a felony. Check the current handbook for exact penalties.',
      ],
      keyPoints: [
        'Refusing a lawful test brings a one-year suspension for a first refusal.',
        'Drivers under 21 with a BAC of 0.02 or more face a six-month suspension.',
        'A BAC of 0.15 or a minor in the vehicle brings tougher DUI penalties.',
      ],
      figure: null,
    },
    {
      heading: 'Planning ahead and protecting others',
      paragraphs: [
        'The decision not to drive impaired is easiest before you start drinking, while your judgment is still clear. Choose a designated driver who will not drink at all, arrange a ride service or taxi, use public transportation or plan to stay the night. If you host a gathering, serve food and alcohol-free drinks, stop serving alcohol well before the end, and do not let a guest who has been drinking drive.',
        'If you see a driver who seems impaired, for example weaving, drifting across lanes, braking erratically or driving without headlights at night, keep well back. Do not try to stop the vehicle yourself. When it is safe, call 911 or *FHP and give the location, direction of travel and a description of the vehicle.',
      ],
      keyPoints: [
        'Plan a sober ride before you start drinking.',
        'Report a suspected impaired driver to 911 or *FHP from a safe place.',
      ],
      figure: null,
    },
  ],
};
