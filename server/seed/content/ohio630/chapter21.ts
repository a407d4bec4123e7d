import type { ChapterContent } from '../types';

export const chapter21: ChapterContent = {
  title: 'Drugs, Medications and Driving',
  summary:
    "How marijuana, other drugs and everyday medicines affect driving, how Ohio's OVI law covers them, and how to check whether a medicine is safe to drive on.",
  objectives: [
    "Explain how Ohio's OVI law applies to drugs as well as alcohol",
    'Describe how marijuana, stimulants and depressants affect driving skills',
    'Identify common medicines that can impair driving',
    'Describe how to read a medicine label and get advice before driving',
  ],
  sections: [
    {
      heading: "Drugs and Ohio's OVI law",
      paragraphs: [
        "Ohio's OVI law is not only about alcohol. It is illegal to drive while impaired by any drug, whether it is an illegal drug, marijuana, or a medicine a doctor prescribed. For several drugs, including marijuana, Ohio law also sets amounts in the blood or urine above which driving is automatically illegal, even if you feel fine. Implied consent covers drug tests too, so refusing a blood or urine test brings the same suspension as refusing a breath test.",
        'Marijuana is now legal in Ohio for adults aged twenty-one and older, but legal to buy does not mean safe to drive on. Driving while impaired by marijuana is an OVI, just as with alcohol, and for anyone under twenty-one, using it is against the law in the first place. Officers trained to recognize drug impairment can spot its signs, and a drug OVI carries the same penalties as an alcohol OVI.',
      ],
      keyPoints: [
        "Ohio's OVI law covers illegal drugs, marijuana and impairing medicines.",
        'Legal for adults does not mean legal to drive on.',
      ],
      figure: null,
    },
    {
      heading: 'How drugs affect driving',
      paragraphs: [
        'Marijuana slows reaction time, makes it harder to stay in your lane and to judge time and distance, and weakens your ability to handle surprises. Because its effects rise and fall, users often misjudge how impaired they are. Stimulants, such as cocaine and methamphetamine, can make a driver feel alert and confident while pushing them toward speeding, aggression and risky passing, and deep exhaustion often follows as the drug wears off.',
        'Depressants, including opioid pain medicines, sedatives and sleeping pills, cause drowsiness, slow reactions and poor coordination, much like alcohol. Mixing drugs, or mixing any drug with alcohol, is especially dangerous, because the effects can multiply rather than simply add up. Small amounts of each, which might seem harmless alone, can together produce severe impairment.',
      ],
      keyPoints: [
        'Marijuana slows reactions and weakens lane and distance control.',
        'Stimulants breed overconfidence; depressants cause drowsiness.',
        'Drugs combined with alcohol multiply the danger.',
      ],
      figure: null,
    },
    {
      heading: 'Medicines and driving',
      paragraphs: [
        'Many ordinary medicines can make driving unsafe. Be careful with allergy and cold remedies that contain antihistamines, sleep aids, some cough syrups, muscle relaxers, strong pain medicines, and some medicines for anxiety, depression or seizures. Read every label. Warnings such as may cause drowsiness, or use care when operating a vehicle, are there for a reason, and they apply to medicines bought off the shelf as much as to prescriptions.',
        "Before you drive on a new medicine, ask your doctor or pharmacist whether it is safe, and tell them everything else you take. Take the first dose at a time when you do not need to drive, so you can see how it affects you. If a medicine makes you drowsy, dizzy or slow, get a ride, and never take someone else's prescription. Do not stop a prescribed medicine on your own; ask your doctor for a plan instead.",
      ],
      keyPoints: [
        'Read the label and ask a pharmacist before driving on a new medicine.',
        'If a medicine makes you drowsy or dizzy, do not drive.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#f7f9fb"/>
  <rect x="30" y="14" width="84" height="22" rx="3" fill="#ffffff" stroke="#555555" stroke-width="1.5"/>
  <rect x="24" y="36" width="96" height="134" rx="8" fill="#e59866" stroke="#7e5109" stroke-width="1.5"/>
  <rect x="30" y="52" width="84" height="100" fill="#ffffff"/>
  <text x="72" y="66" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle" font-weight="bold">Allergy relief</text>
  <text x="72" y="80" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">Follow the</text>
  <text x="72" y="92" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">directions</text>
  <rect x="36" y="104" width="72" height="40" fill="#f4d03f" stroke="#9a7d0a" stroke-width="1"/>
  <text x="72" y="118" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle" font-weight="bold">MAY CAUSE</text>
  <text x="72" y="132" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle" font-weight="bold">DROWSINESS</text>
  <text x="140" y="26" font-family="sans-serif" font-size="12" fill="#1a1a1a" font-weight="bold">Warnings to look for</text>
  <text x="140" y="46" font-family="sans-serif" font-size="10" fill="#1a1a1a">• May cause drowsiness</text>
  <text x="140" y="60" font-family="sans-serif" font-size="10" fill="#1a1a1a">• Alcohol may increase drowsiness</text>
  <text x="140" y="74" font-family="sans-serif" font-size="10" fill="#1a1a1a">• Use care when driving a vehicle</text>
  <line x1="140" y1="88" x2="310" y2="88" stroke="#b3b6b7" stroke-width="1"/>
  <text x="140" y="106" font-family="sans-serif" font-size="12" fill="#1a1a1a" font-weight="bold">Before you drive</text>
  <text x="140" y="126" font-family="sans-serif" font-size="10" fill="#1a1a1a">1. Read every label and warning.</text>
  <text x="140" y="140" font-family="sans-serif" font-size="10" fill="#1a1a1a">2. Ask a pharmacist or doctor.</text>
  <text x="140" y="154" font-family="sans-serif" font-size="10" fill="#1a1a1a">3. Take a first dose when not driving.</text>
  <text x="140" y="168" font-family="sans-serif" font-size="10" fill="#1a1a1a">4. Drowsy or dizzy? Get a ride.</text>
</svg>`,
        alt: 'A medicine bottle labelled allergy relief carries a yellow sticker reading may cause drowsiness. Beside it, a list of label warnings to look for and four steps before you drive: read the label, ask a pharmacist or doctor, take a first dose when not driving, and get a ride if drowsy or dizzy.',
        caption:
          'Figure 21.1 — Over-the-counter medicines carry driving warnings too: read the label before you drive.',
      },
    },
  ],
};
