import type { ChapterContent } from '../types';

const distractionVennSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 222" role="img">
  <rect x="0" y="0" width="320" height="222" fill="#ffffff"/>
  <text x="160" y="17" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">Three kinds of distraction</text>
  <circle cx="125" cy="90" r="60" fill="#1e63b5" fill-opacity="0.25" stroke="#1e63b5" stroke-width="2"/>
  <circle cx="195" cy="90" r="60" fill="#ef8a17" fill-opacity="0.25" stroke="#c46a00" stroke-width="2"/>
  <circle cx="160" cy="150" r="60" fill="#8e24aa" fill-opacity="0.25" stroke="#8e24aa" stroke-width="2"/>
  <text x="98" y="66" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#123f75">Visual</text>
  <text x="98" y="80" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">eyes off</text>
  <text x="98" y="92" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">the road</text>
  <text x="222" y="66" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#7a4200">Manual</text>
  <text x="222" y="80" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">hands off</text>
  <text x="222" y="92" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">the wheel</text>
  <text x="160" y="178" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#5c1470">Cognitive</text>
  <text x="160" y="192" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">mind off driving</text>
  <rect x="128" y="99" width="64" height="30" rx="4" fill="#ffffff" stroke="#c62828" stroke-width="1.5"/>
  <text x="160" y="112" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#c62828">Texting</text>
  <text x="160" y="124" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#c62828">all three</text>
</svg>`;

export const chapter06: ChapterContent = {
  title: 'Driver Attitudes, Aggression and Distraction',
  summary:
    "How attitude and emotions shape driving, how to avoid aggressive driving and road rage, the three kinds of distraction, Florida's Wireless Communications While Driving Law and the dangers of drowsy driving.",
  objectives: [
    'Explain how attitude and emotions affect driving decisions',
    'Recognize aggressive driving and respond safely to an aggressive driver',
    'Identify visual, manual and cognitive distractions',
    "Describe what Florida's Wireless Communications While Driving Law prohibits and allows",
    'Recognize the warning signs of drowsy driving',
  ],
  sections: [
    {
      heading: 'Attitude and emotions behind the wheel',
      paragraphs: [
        "Knowing the rules is not enough; safe driving also depends on attitude. Drivers who see the road as a shared space, accept that everyone makes mistakes and choose patience over winning get into far fewer conflicts and crashes. Drivers who treat traffic as a competition, take other drivers' errors personally or believe the rules are for someone else take risks that endanger everyone.",
        'Strong emotions such as anger, stress, grief, anxiety and even excitement narrow your attention and cloud your judgment. If you are upset, take a few minutes to calm down before you drive, or let someone else drive. Leave extra time for trips so that delays do not push you to hurry, and remember that arriving a few minutes late is always better than not arriving at all.',
      ],
      keyPoints: [
        'A patient, cooperative attitude prevents conflicts and crashes.',
        'Strong emotions cloud judgment; calm down before you drive.',
      ],
      figure: null,
    },
    {
      heading: 'Aggressive driving and road rage',
      paragraphs: [
        'Aggressive driving includes speeding, tailgating, weaving through traffic, running red lights, cutting in closely and blocking others from merging. Florida law defines aggressive careless driving as committing two or more of certain violations at the same time or one after another, such as speeding, unsafe lane changes, following too closely, failing to yield, improper passing and disobeying traffic signals. Reckless driving, which shows willful or wanton disregard for safety, is a crime that adds 4 points.',
        'Road rage goes further: it is angry, deliberate behavior aimed at another road user, such as chasing, ramming, threatening or fighting. It can turn a minor dispute into serious injury, a criminal charge or a death. Most road rage starts with a small trigger, such as being cut off, honked at or held up in traffic.',
        'If another driver is aggressive, do not respond. Avoid eye contact and gestures, slow down or change lanes to let them get away from you, and never stop to confront them. If you are followed, do not drive home; drive to a police station or a busy, well-lit place and call 911 or *FHP. If your own mistake angers someone, a simple apologetic wave can calm things down.',
      ],
      keyPoints: [
        'Aggressive careless driving means two or more listed violations at once or in a row.',
        'Never engage an aggressive driver; let them go.',
        'If followed, drive to a police station or a busy public place.',
      ],
      figure: null,
    },
    {
      heading: 'Three kinds of distraction',
      paragraphs: [
        'Anything that takes your attention away from driving is a distraction. Visual distractions take your eyes off the road, manual distractions take your hands off the wheel and cognitive distractions take your mind off driving. Eating, adjusting the radio or navigation, reaching for objects, grooming, staring at a crash scene and intense conversations all count.',
        'Texting is especially dangerous because it combines all three. Looking down for five seconds at 55 mph means traveling the length of a football field without seeing the road. Hands-free calls are not risk-free either: a conversation can absorb so much of your mind that you look at hazards without really seeing them. Before you move, set your navigation, music and climate controls, put your phone out of reach and ask passengers to help.',
      ],
      keyPoints: [
        'Distractions are visual, manual or cognitive; texting is all three.',
        'Set up your vehicle and put the phone away before you drive.',
      ],
      figure: {
        svg: distractionVennSvg,
        alt: 'Three overlapping circles labeled visual (eyes off the road), manual (hands off the wheel) and cognitive (mind off driving), with texting in the center where all three overlap.',
        caption: 'Figure 6.1 — Texting combines visual, manual and cognitive distraction.',
      },
    },
    {
      heading: "Florida's Wireless Communications While Driving Law",
      paragraphs: [
        'Florida law prohibits manually typing or entering letters, numbers or symbols into a wireless device, or sending or reading texts, emails and instant messages, while driving. It is a primary offense, so an officer can stop you for texting alone. A first violation is a non-moving violation with a fine; a second violation within five years is a moving violation that adds 3 points.',
        'In designated school zones, school crossings and active work zones, the rule is stricter: you may use a wireless device only hands-free. Holding a phone there for any reason, even for a call, is a moving violation that adds 3 points. The law does allow some uses, such as reporting an emergency or a crime, using navigation, receiving safety or weather alerts, and hands-free or voice-operated use. The texting ban does not apply while the vehicle is stationary, but the safest choice is to park before you use your phone.',
      ],
      keyPoints: [
        'Texting while driving is a primary offense in Florida.',
        'In school zones and active work zones, only hands-free use is allowed.',
        'A repeat texting violation or hand-held use in those zones adds 3 points.',
      ],
      figure: null,
    },
    {
      heading: 'Drowsy driving',
      paragraphs: [
        'Fatigue slows reactions, dulls judgment and can cause microsleeps, naps of a few seconds that you may not even notice. Being awake for about 18 hours can impair you about as much as a BAC of 0.05, and 24 hours awake about as much as 0.10. Warning signs include yawning, heavy eyelids, drifting from your lane, missing exits or signs, and not remembering the last few miles.',
        "The only cure for fatigue is sleep. Get a full night's rest before a long trip, avoid driving at hours when you would normally be asleep, and take a break every two hours or 100 miles. If you feel drowsy, pull off at a rest area or another safe place and take a short nap. Opening a window or turning up the radio does not help for long.",
      ],
      keyPoints: [
        'Fatigue impairs like alcohol: 24 hours awake is similar to a 0.10 BAC.',
        'Take a break every two hours or 100 miles, and stop if you feel drowsy.',
      ],
      figure: null,
    },
  ],
};
