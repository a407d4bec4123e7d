import type { ChapterContent } from '../types';

const distraction = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 250" role="img">
<rect x="0" y="0" width="640" height="250" fill="#ffffff"/>
<text x="320" y="24" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">The three kinds of distraction</text>
<rect x="20" y="40" width="190" height="190" rx="10" fill="#e8f0fb" stroke="#1f5fa8" stroke-width="2"/>
<rect x="225" y="40" width="190" height="190" rx="10" fill="#fff4e0" stroke="#a35a00" stroke-width="2"/>
<rect x="430" y="40" width="190" height="190" rx="10" fill="#f3e8fb" stroke="#6a2c91" stroke-width="2"/>
<path d="M70 100 Q115 65 160 100 Q115 135 70 100 Z" fill="#ffffff" stroke="#1f5fa8" stroke-width="3"/>
<circle cx="115" cy="100" r="14" fill="#1f5fa8"/>
<rect x="295" y="75" width="50" height="50" rx="10" fill="#ffffff" stroke="#a35a00" stroke-width="3"/>
<line x1="320" y1="80" x2="320" y2="120" stroke="#a35a00" stroke-width="3"/>
<line x1="300" y1="100" x2="340" y2="100" stroke="#a35a00" stroke-width="3"/>
<circle cx="525" cy="100" r="32" fill="#ffffff" stroke="#6a2c91" stroke-width="3"/>
<text x="525" y="108" font-family="sans-serif" font-size="16" font-weight="bold" fill="#6a2c91" text-anchor="middle">?!</text>
<g font-family="sans-serif" text-anchor="middle" fill="#1a1a1a">
<text x="115" y="160" font-size="15" font-weight="bold">Visual</text>
<text x="115" y="180" font-size="12">Eyes off the road</text>
<text x="115" y="198" font-size="11">reading a screen,</text><text x="115" y="213" font-size="11">looking at a crash</text>
<text x="320" y="160" font-size="15" font-weight="bold">Manual</text>
<text x="320" y="180" font-size="12">Hands off the wheel</text>
<text x="320" y="198" font-size="11">eating, reaching,</text><text x="320" y="213" font-size="11">adjusting controls</text>
<text x="525" y="160" font-size="15" font-weight="bold">Cognitive</text>
<text x="525" y="180" font-size="12">Mind off driving</text>
<text x="525" y="198" font-size="11">heated talk, daydreams,</text><text x="525" y="213" font-size="11">worry, stress</text>
</g>
</svg>`;

export const chapter03: ChapterContent = {
  title: 'Factors That Influence the Driver',
  summary:
    'How vision, health, fatigue, emotions and distraction change the way you drive, and what the Texas wireless-communication laws allow and forbid.',
  objectives: [
    'Explain how vision, hearing, illness and medication can affect driving',
    'Recognize the warning signs of drowsy driving and how to respond',
    'Describe how emotions and attitude influence driving decisions',
    'Identify the three kinds of distraction and the Texas rules on phones and texting',
  ],
  sections: [
    {
      heading: 'Vision, hearing and health',
      paragraphs: [
        'Driving depends on your senses, especially vision. You need sharp central vision to read signs, good side vision to notice a car or pedestrian coming from the side, and the ability to judge distance and speed. Night vision and recovery from glare often decline with age. If your license requires glasses or contact lenses, wearing them whenever you drive is the law. Have your eyes checked regularly, because vision can change slowly without you noticing.',
        "Hearing warns you of sirens, horns and trains, so keep music at a level where you can still hear outside sounds. Illness, pain and chronic conditions such as diabetes, epilepsy or heart disease can affect your ability to drive; follow your doctor's advice. Many prescription and over-the-counter medicines, including some allergy and cold remedies, cause drowsiness. Read the label, ask your pharmacist and do not drive until you know how a new medicine affects you.",
      ],
      keyPoints: [
        'Wear required corrective lenses every time you drive.',
        'Keep the volume low enough to hear sirens, horns and trains.',
        'Check every medicine for warnings about drowsiness before you drive.',
      ],
      figure: null,
    },
    {
      heading: 'Fatigue and drowsy driving',
      paragraphs: [
        'Fatigue slows your reactions, narrows your attention and clouds your judgment much like alcohol. Studies show that staying awake for about 18 hours affects driving about as much as a blood alcohol concentration of 0.05 percent, and a full day without sleep about as much as 0.10 percent, above the legal limit. A tired driver can also fall into a microsleep, a few seconds of sleep with eyes open. At highway speed, that is long enough to cross a lane or leave the road.',
        "Warning signs include frequent yawning, heavy eyelids, drifting from your lane, missing exits and not remembering the last few miles. Opening a window or turning up the radio does not fix fatigue. The only real cure is sleep. Before a long trip, get a full night's rest, plan a stop about every two hours or 100 miles, and share the driving when you can. If you feel drowsy, pull off at a safe place and rest.",
      ],
      keyPoints: [
        'Fatigue impairs you much like alcohol.',
        'Yawning, drifting and missed exits are warning signs.',
        'Only sleep cures fatigue; stop about every two hours on long trips.',
      ],
      figure: null,
    },
    {
      heading: 'Emotions and attitude',
      paragraphs: [
        'Strong feelings crowd out careful driving. Anger pushes drivers to speed, tailgate and take risks. Sadness, worry or grief pull attention inward so that you miss what is happening outside the vehicle. Even happy excitement can make you careless. If you are upset, take a few minutes to calm down before you drive, or let someone else drive.',
        'Attitude matters just as much. Drivers who think rules are for others, or who see traffic as a contest, crash more often. Overconfidence is common: most people rate themselves above-average drivers, which cannot be true for all of us. Passengers can add pressure too, especially for young drivers. A defensive driver stays humble, patient and cooperative, and accepts that arriving a few minutes later is always better than not arriving.',
      ],
      keyPoints: [
        'Anger, stress and grief all reduce attention and judgment.',
        'Calm down before driving or let someone else drive.',
        'Patience and cooperation prevent crashes; overconfidence causes them.',
      ],
      figure: null,
    },
    {
      heading: 'Distraction and the Texas phone laws',
      paragraphs: [
        'Distraction is anything that takes your attention away from driving. It comes in three kinds: visual, which takes your eyes off the road; manual, which takes your hands off the wheel; and cognitive, which takes your mind off driving. Texting combines all three. Taking your eyes off the road for five seconds at 55 mph means driving the length of a football field blind. TxDOT reports that about one in five crashes in Texas involves a distracted driver.',
        'Texas law forbids using a portable wireless device to read, write or send an electronic message while driving, unless the vehicle is stopped. Drivers may not use a hand-held phone in an active school crossing zone, and drivers under 18 may not use a wireless device at all while driving, except in an emergency. Many Texas cities have stricter local hands-free rules. The safest habit is simple: silence the phone and put it out of reach before you start.',
        'Other distractions are just as real: eating, adjusting the navigation, reaching for something on the floor, grooming, pets and lively conversations. Set up your route, music and climate controls before you move. If something needs your attention, pull over safely first. Passengers can help by handling navigation and messages for you, and by speaking up if your attention drifts.',
      ],
      keyPoints: [
        'Distraction is visual, manual or cognitive; texting is all three.',
        'Texas bans reading, writing or sending messages while driving.',
        'No hand-held phones in active school zones; under 18, no phone use at all.',
      ],
      figure: {
        svg: distraction,
        alt: 'Three panels. An eye labeled Visual: eyes off the road. A hand-control symbol labeled Manual: hands off the wheel. A head with a question mark labeled Cognitive: mind off driving. Each panel lists examples.',
        caption: 'Figure 3.1 — Visual, manual and cognitive distraction. Texting involves all three.',
      },
    },
  ],
};
