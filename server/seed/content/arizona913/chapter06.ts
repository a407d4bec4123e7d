import type { ChapterContent } from '../types';

export const chapter06: ChapterContent = {
  title: 'Distraction, Fatigue and Attitude',
  summary:
    "Why distraction and drowsiness are so dangerous, what Arizona's hands-free law allows and forbids, and how to keep your emotions from taking over behind the wheel.",
  objectives: [
    'Name the three kinds of driver distraction and explain how far a car travels while you look away',
    "Describe what Arizona's hands-free law prohibits and allows",
    'Recognise the warning signs of drowsy driving and how to prevent it',
    'Explain aggressive driving and how to avoid conflict with other drivers',
  ],
  sections: [
    {
      heading: 'Eyes, hands and mind',
      paragraphs: [
        'Distraction is anything that pulls your attention away from driving. Visual distraction takes your eyes off the road, manual distraction takes your hands off the wheel, and cognitive distraction takes your mind off the task. Texting is especially dangerous because it does all three at once. Eating, adjusting controls, reaching for objects, talking with passengers and even daydreaming can all cause a crash.',
        'A glance that feels short covers a lot of ground. At 55 mph your vehicle moves about 80 feet every second, so reading a five-second message means travelling the length of a football field without seeing the road. Set your navigation, music and climate controls before you start, secure loose items, and if something needs your attention, pull over somewhere safe first.',
      ],
      keyPoints: [
        'Visual, manual and cognitive distractions all raise crash risk.',
        'Five seconds of looking away at 55 mph covers about a football field.',
        'Set everything up before you drive; pull over to deal with anything else.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect x="0" y="0" width="320" height="180" fill="#ffffff"/>
  <text x="160" y="16" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#1a1a1a">Distance covered in a 5-second glance</text>
  <text x="8" y="50" font-family="sans-serif" font-size="11" fill="#1a1a1a">25 mph</text>
  <rect x="56" y="38" width="82" height="18" fill="#f9a825"/>
  <text x="134" y="51" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="end" fill="#1a1a1a">180 ft</text>
  <text x="8" y="85" font-family="sans-serif" font-size="11" fill="#1a1a1a">45 mph</text>
  <rect x="56" y="73" width="149" height="18" fill="#ef6c00"/>
  <text x="201" y="86" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="end" fill="#1a1a1a">330 ft</text>
  <text x="8" y="120" font-family="sans-serif" font-size="11" fill="#1a1a1a">65 mph</text>
  <rect x="56" y="108" width="215" height="18" fill="#c62828"/>
  <text x="266" y="121" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="end" fill="#ffffff">480 ft</text>
  <line x1="218" y1="30" x2="218" y2="136" stroke="#1a56b0" stroke-width="2" stroke-dasharray="5,3"/>
  <text x="218" y="150" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a56b0">Football field with end zones (360 ft)</text>
  <text x="160" y="172" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#444444">Your eyes are off the road for this whole distance.</text>
</svg>`,
        alt: 'Bar chart of how far a car travels during a five-second glance away from the road: about 180 feet at 25 mph, about 330 feet at 45 mph and about 480 feet at 65 mph, compared with a 360-foot football field.',
        caption: 'Figure 6.1 — How far you travel "blind" while looking at a phone.',
      },
    },
    {
      heading: "Arizona's hands-free law",
      paragraphs: [
        "Arizona's hands-free law, in force with fines since 2021, makes it illegal to hold or support a phone or other portable electronic device with any part of your body while driving. You may not write, send or read text-based messages, watch a video, or record or broadcast video. Fines rise for repeat violations, and a crash caused by phone use can bring far heavier consequences.",
        'You may still use a phone in hands-free or voice mode, use a device mounted on the dashboard or windshield where it does not block your view, and activate or end a function with a single touch or swipe. Using a device for navigation and calling for help in an emergency are also allowed. Newer drivers face stricter rules: permit holders and teens in their first months of a licence generally may not use a phone at all while driving.',
      ],
      keyPoints: [
        'No holding or supporting a phone while driving, and no texting or video.',
        'Hands-free calls, mounted devices, navigation and a single touch or swipe are allowed.',
        'Permit holders and brand-new teen drivers have stricter limits.',
      ],
      figure: null,
    },
    {
      heading: 'Drowsy driving',
      paragraphs: [
        'Fatigue slows reaction time and clouds judgement much like alcohol. Staying awake for about 18 hours affects you in a way similar to a BAC of 0.05, and a full 24 hours awake is like about 0.10, above the legal limit. Long, straight desert highways between Arizona cities make drowsiness worse, and a driver can fall into a "microsleep" of several seconds without realising it.',
        'Warning signs include yawning, heavy eyelids, drifting out of your lane, hitting rumble strips and not remembering the last few miles. Opening a window or turning up the radio does not fix tiredness. Get a full night of sleep before a long trip, stop every two hours or so, share the driving, and if you are drowsy, pull into a safe rest area and sleep.',
      ],
      keyPoints: [
        '24 hours without sleep impairs you about as much as a 0.10 BAC.',
        'Drifting, rumble strips and missed exits mean you must stop.',
        'The only cure for drowsiness is sleep.',
      ],
      figure: null,
    },
    {
      heading: 'Attitude and aggressive driving',
      paragraphs: [
        'Your emotions travel with you. Anger, stress and impatience lead to speeding, tailgating, weaving and running lights. Arizona treats aggressive driving, such as speeding combined with other dangerous acts like following too closely, unsafe lane changes or ignoring signals in a way that endangers others, as a criminal offence that can lead to a licence suspension.',
        "If another driver behaves aggressively, do not respond. Avoid eye contact and gestures, let them pass, and give them plenty of room. Never stop to confront anyone; if you feel threatened, keep your doors locked and drive to a police station or busy public place, or call 911 when it is safe. Leave early so that delays don't push you to hurry, and remember that arriving safely matters more than arriving first.",
      ],
      keyPoints: [
        'Aggressive driving can be a crime in Arizona, not just a ticket.',
        'Do not engage with an angry driver: back off and let them go.',
        'Leaving early is the best cure for impatience.',
      ],
      figure: null,
    },
  ],
};
