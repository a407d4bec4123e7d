import type { ChapterContent } from '../types';

export const chapter22: ChapterContent = {
  title: 'Distraction and Fatigue',
  summary:
    "The three kinds of distraction, Ohio's distracted-driving law and its stricter rule for drivers under eighteen, how to prevent distraction, and how to spot and stop drowsy driving.",
  objectives: [
    'Name the three kinds of distraction and explain why texting involves all three',
    "State Ohio's rules on wireless devices for adult drivers and for drivers under eighteen",
    'Describe ways to prevent distraction before and during a drive',
    'Recognize the warning signs of drowsy driving and what to do about them',
  ],
  sections: [
    {
      heading: 'Three kinds of distraction',
      paragraphs: [
        'A distraction is anything that pulls your attention from driving. Visual distractions take your eyes off the road, manual distractions take your hands off the wheel, and cognitive distractions take your mind off driving. Texting or scrolling does all three at once, which is why it is so dangerous. Even a hands-free call takes part of your attention, and a driver on the phone can look straight at a hazard and still not see it.',
        'Looking away for just five seconds at fifty-five miles per hour means driving more than the length of a football field blind. If traffic ahead stops during that time, you will not even begin to brake until it is too late. New drivers are especially at risk, because basic driving tasks still take more of their attention.',
      ],
      keyPoints: [
        'Visual, manual and cognitive: texting is all three.',
        'A five-second glance at fifty-five covers more than a football field.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#ffffff"/>
  <text x="160" y="16" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle" font-weight="bold">Distance driven during a 5-second glance</text>
  <rect x="70" y="30" width="188" height="104" fill="#58d68d" opacity="0.25"/>
  <line x1="258" y1="26" x2="258" y2="138" stroke="#1e8449" stroke-width="2" stroke-dasharray="4 3"/>
  <text x="254" y="150" font-family="sans-serif" font-size="10" fill="#1e8449" text-anchor="end">football field with end zones, 360 ft</text>
  <rect x="70" y="40" width="96" height="20" fill="#5dade2"/>
  <text x="64" y="54" font-family="sans-serif" font-size="11" fill="#1a1a1a" text-anchor="end">25 mph</text>
  <text x="172" y="54" font-family="sans-serif" font-size="10" fill="#1a1a1a">about 180 ft</text>
  <rect x="70" y="72" width="172" height="20" fill="#2e86c1"/>
  <text x="64" y="86" font-family="sans-serif" font-size="11" fill="#1a1a1a" text-anchor="end">45 mph</text>
  <text x="236" y="86" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="end">about 330 ft</text>
  <rect x="70" y="104" width="210" height="20" fill="#1b4f72"/>
  <text x="64" y="118" font-family="sans-serif" font-size="11" fill="#1a1a1a" text-anchor="end">55 mph</text>
  <text x="284" y="118" font-family="sans-serif" font-size="10" fill="#1a1a1a">400 ft</text>
  <text x="10" y="170" font-family="sans-serif" font-size="11" fill="#1a1a1a">Eyes off the road means driving blind for this whole distance.</text>
</svg>`,
        alt: 'Bar chart of the distance a car travels during a five-second glance away from the road: about 180 feet at 25 miles per hour, about 330 feet at 45, and about 400 feet at 55, which is longer than a 360-foot football field.',
        caption: 'Figure 22.1 — A five-second glance at a phone at highway speed covers more than a football field.',
      },
    },
    {
      heading: "Ohio's distracted-driving law",
      paragraphs: [
        'Since 2023, Ohio law has barred drivers from holding, supporting or using a phone or other wireless device while driving, with narrow exceptions such as an emergency call. Adults may use hands-free features with a single touch or swipe, for example to answer a call. It is a primary offense, so an officer can stop you for it alone. A first offense can bring a fine of up to one hundred fifty dollars and two points, unless you complete a distracted-driving safety course.',
        'The rule is stricter for you. A driver under eighteen with a temporary permit or a probationary license may not use any wireless device in any way while driving, even hands-free. The exceptions are an emergency call, use while the vehicle is stopped outside a lane of travel, and a navigation system used hands-free without touching it. A first violation brings a fine and a sixty-day license suspension.',
      ],
      keyPoints: [
        'Adults may not hold or handle a phone while driving.',
        'Under eighteen: no device use at all while driving, even hands-free, except in an emergency.',
      ],
      figure: null,
    },
    {
      heading: 'Preventing distraction',
      paragraphs: [
        'Prevent distraction before you move. Put your phone on do not disturb and out of reach, set your route, music and climate controls, and finish eating and grooming. Secure pets and loose objects. If you need to call or reply to a message, pull off the road and stop in a safe place first. A passenger can help with directions, but if passengers become a distraction, ask them to settle down, or pull over.',
        'Your own thoughts can distract you too. Daydreaming, worrying about an argument or replaying a game all take your mind off the road. Keep your eyes moving and keep scanning ahead, to the sides and in your mirrors. When something unexpected grabs your attention, such as a crash on the other side of the road, keep your eyes on your own path.',
      ],
      keyPoints: [
        'Phone on do not disturb and out of reach before you start.',
        'Pull over and stop before you call or text.',
      ],
      figure: null,
    },
    {
      heading: 'Fatigue and drowsy driving',
      paragraphs: [
        'Drowsy driving is impaired driving. Research suggests that being awake for about eighteen hours affects driving about as much as a BAC of 0.05 percent, and twenty-four hours awake about as much as 0.10 percent. Teenagers need roughly eight to ten hours of sleep a night, and most get less. Drowsiness is most likely late at night and in mid-afternoon.',
        'Warning signs include yawning, heavy eyelids, not remembering the last few miles, missing exits or signs, drifting from your lane and hitting rumble strips. Loud music and an open window will not keep you safe. If you feel sleepy, pull off in a safe place and nap for about twenty minutes, or switch drivers. On long trips, take a break about every two hours. The only real cure is sleep.',
      ],
      keyPoints: [
        'Eighteen hours awake is like a BAC of 0.05; twenty-four hours is like 0.10.',
        'Drowsy? Pull over to nap or switch drivers.',
      ],
      figure: null,
    },
  ],
};
