import type { ChapterContent } from '../types';

export const chapter10: ChapterContent = {
  title: 'Distracted, Drowsy and Aggressive Driving',
  summary:
    "The three kinds of distraction, California's hands-free phone law, how fatigue impairs drivers, and how to avoid and respond to aggressive driving and road rage.",
  objectives: [
    'Identify visual, manual and cognitive distractions and their dangers',
    "State what California's hands-free law allows for adult drivers and for drivers under 18",
    'Recognize the warning signs of drowsy driving and the only real cure',
    'Describe how to avoid and respond to aggressive drivers and road rage',
  ],
  sections: [
    {
      heading: 'Three kinds of distraction',
      paragraphs: [
        'A distraction is anything that takes your attention away from driving. Visual distractions take your eyes off the road, manual distractions take your hands off the wheel, and cognitive distractions take your mind off driving. Texting is especially dangerous because it involves all three at once. Eating, adjusting music or navigation, reaching for objects, grooming, caring for children or pets, and looking at a crash scene are all distractions too.',
        'Even a short glance is costly. At 55 mph, a vehicle travels about 80 feet every second, so looking at a screen for five seconds means driving about 400 feet, longer than a football field, without seeing the road. A hands-free conversation can still pull your attention away, so keep calls short and simple, and pull over for anything that needs real thought.',
      ],
      keyPoints: [
        'Distraction can be visual, manual or cognitive; texting is all three.',
        'Five seconds looking away at 55 mph covers about 400 feet.',
        'Set up music and navigation before you drive.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160" role="img">
<rect x="0" y="0" width="320" height="160" fill="#ffffff"/>
<text x="160" y="16" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">A 5-second glance at 55 mph</text>
<rect x="0" y="30" width="320" height="50" fill="#6b7280"/>
<line x1="0" y1="55" x2="320" y2="55" stroke="#ffffff" stroke-width="2" stroke-dasharray="12 10"/>
<rect x="8" y="36" width="34" height="16" rx="4" fill="#2563eb"/>
<rect x="278" y="36" width="34" height="16" rx="4" fill="#2563eb"/>
<line x1="44" y1="44" x2="272" y2="44" stroke="#facc15" stroke-width="2" stroke-dasharray="4 4"/>
<polygon points="272,40 272,48 277,44" fill="#facc15"/>
<text x="160" y="72" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">about 400 feet driven without looking</text>
<line x1="42" y1="86" x2="42" y2="134" stroke="#1a1a1a" stroke-width="1" stroke-dasharray="2 2"/>
<line x1="312" y1="82" x2="312" y2="134" stroke="#1a1a1a" stroke-width="1" stroke-dasharray="2 2"/>
<rect x="42" y="96" width="243" height="34" fill="#16a34a" stroke="#ffffff" stroke-width="2"/>
<rect x="42" y="96" width="20" height="34" fill="#15803d" stroke="#ffffff" stroke-width="2"/>
<rect x="265" y="96" width="20" height="34" fill="#15803d" stroke="#ffffff" stroke-width="2"/>
<line x1="163" y1="96" x2="163" y2="130" stroke="#ffffff" stroke-width="2"/>
<text x="298" y="111" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#b42318">+40</text>
<text x="298" y="124" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#b42318">feet</text>
<text x="160" y="148" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">A football field with end zones is 360 feet</text>
</svg>`,
        alt: 'A car moving along a road covers about 400 feet during a five-second glance away at 55 mph. Below, a football field with end zones, 360 feet long, is shorter than that distance.',
        caption:
          'Figure 10.1 — Looking away for five seconds at 55 mph is like driving the length of a football field blindfolded.',
      },
    },
    {
      heading: "California's hands-free law",
      paragraphs: [
        'In California, drivers 18 and older may not hold or operate a phone or other wireless device while driving. You may use a phone only in hands-free mode, such as with a headset covering one ear, a speaker or voice commands. If you use a phone for navigation or other functions, it must be mounted on the dashboard or windshield where it does not block your view, and you may touch it only with a single tap or swipe to turn a feature on or off. Reading, writing or sending texts by hand is not allowed.',
        'Drivers under 18 may not use a phone or wireless device at all while driving, not even hands-free. The only exception for any driver is calling for help in an emergency, such as calling 911 or the police. Fines rise with each offense, and a second handheld-phone violation within three years of a first can add a point to your record. Stopped at a red light still counts as driving.',
      ],
      keyPoints: [
        'Adults: hands-free only; a mounted phone may be touched with a single tap or swipe.',
        'Under 18: no phone use at all, even hands-free, except emergencies.',
        'Being stopped at a light is still driving.',
      ],
      figure: null,
    },
    {
      heading: 'Drowsy driving',
      paragraphs: [
        'Fatigue slows your reactions, dulls your judgment and can cause microsleeps, brief moments of sleep with your eyes open. Driving after being awake for about 18 hours impairs you about as much as a BAC near 0.05%, and longer without sleep is worse. Risk is highest late at night, in the early morning and in mid-afternoon, and on long, monotonous highways.',
        "Warning signs include yawning, heavy eyelids, drifting out of your lane, hitting rumble strips, missing exits and not remembering the last few miles. Turning up the radio or opening a window does not help. The only real cure is sleep. Before long trips, get a full night's rest, share the driving, and stop every two hours or so. If you feel drowsy, pull off at a safe place and take a short nap; caffeine helps only for a while.",
      ],
      keyPoints: [
        'Fatigue can impair you as much as alcohol.',
        'Drifting, yawning and lost miles are warning signs.',
        'Only sleep cures drowsiness; pull over and rest.',
      ],
      figure: null,
    },
    {
      heading: 'Aggressive driving and road rage',
      paragraphs: [
        "Aggressive driving includes speeding, tailgating, weaving, running red lights, cutting others off and refusing to let people merge. Road rage goes further: deliberately threatening or trying to hurt someone because of a traffic dispute, which is a crime. Aggressive driving usually starts with stress, hurry or anger that the driver brings into the car. Leaving earlier, expecting delays and treating other drivers' mistakes as honest errors all reduce the pressure.",
        'If another driver behaves aggressively toward you, do not respond. Avoid eye contact, do not gesture or honk back, and let them pass. Lock your doors and never get out to argue. If you think you are being followed, do not drive home; drive to a police station or a busy public place and call 911 when it is safe. Your goal is to get away, not to win.',
      ],
      keyPoints: [
        'Do not engage with an aggressive driver; let them go.',
        'If followed, drive to a police station or busy place and call 911.',
        'Plan extra time so you never feel the need to rush.',
      ],
      figure: null,
    },
  ],
};
