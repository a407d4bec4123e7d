import type { BankQuestion } from '../types';

/* Question bank of demo course 990 (English), each answerable from its chapter's text in en.ts. */
export const questions: BankQuestion[] = [
  // Chapter 1 — Space Around Your Car
  {
    chapter: 1,
    prompt: 'According to the chapter, why does open space around your car matter?',
    options: [
      'It lets you drive faster than the traffic around you',
      'It gives you time to see a problem and react to it',
      'It makes your car easier for the police to see',
      'It lowers your fuel use in city traffic',
    ],
    answer: 1,
    explanation:
      'Space buys you time to see trouble developing, brake smoothly or steer around it (section “Why space matters”).',
  },
  {
    chapter: 1,
    prompt: 'What is the usual cause of rear-end crashes?',
    options: [
      'Driving below the speed limit',
      'Using headlights in the daytime',
      'Changing lanes on the freeway',
      'Following too closely, or tailgating',
    ],
    answer: 3,
    explanation:
      'Following too closely, often called tailgating, is the usual cause of rear-end crashes (section “Why space matters”).',
  },
  {
    chapter: 1,
    prompt: 'Where should you try to keep a cushion of open space?',
    options: [
      'Only ahead of your car',
      'Only behind your car',
      'Ahead, behind and to both sides',
      'Only on the driver’s side',
    ],
    answer: 2,
    explanation:
      'The chapter asks you to keep open space ahead, behind and to each side of your car (section “Why space matters”).',
  },
  {
    chapter: 1,
    prompt: 'When the driver ahead brakes hard, what do you need in order to stop in time?',
    options: [
      'Time to notice, time to move your foot to the brake, and distance for the car to stop',
      'A loud horn, a turn signal and clean mirrors',
      'A wider lane, a passenger and a slower car',
      'Daylight, a dry road and new brakes',
    ],
    answer: 0,
    explanation:
      'You need time to notice, time to move your foot to the brake and distance for your car to stop (section “Why space matters”).',
  },
  {
    chapter: 1,
    prompt: 'When do you start counting for the 3-second rule?',
    options: [
      'When your car passes a parked car',
      'When the vehicle ahead passes a fixed object such as a sign or a pole',
      'When the traffic light ahead turns yellow',
      'When you take your foot off the brake',
    ],
    answer: 1,
    explanation:
      'Start counting when the vehicle ahead passes a fixed object such as a sign, a pole or a shadow (section “The 3-second rule”).',
  },
  {
    chapter: 1,
    prompt: 'Your car reaches the fixed object before you finish counting “one-thousand-three.” What should you do?',
    options: [
      'Nothing; that is a safe distance',
      'Brake hard to open a gap quickly',
      'Change lanes right away',
      'Ease off the accelerator and count again',
    ],
    answer: 3,
    explanation:
      'Reaching the object before you finish means you are too close: ease off the accelerator and count again (section “The 3-second rule”).',
  },
  {
    chapter: 1,
    prompt: 'Why does the 3-second rule work at any speed?',
    options: [
      'It measures time rather than distance',
      'Speed limits are the same on every road',
      'It applies only on freeways',
      'It is measured in car lengths',
    ],
    answer: 0,
    explanation:
      'Because the rule measures time rather than distance, it works at any speed (section “The 3-second rule”).',
  },
  {
    chapter: 1,
    prompt: 'How much following time should you leave behind a large truck or bus?',
    options: ['About 1 second', 'About 2 seconds', 'At least 4 seconds', 'Exactly 3 seconds'],
    answer: 2,
    explanation:
      'Leave at least four seconds behind a large truck or bus, because its size hides the road ahead (section “The 3-second rule”).',
  },
  {
    chapter: 1,
    prompt: 'Which situation calls for more than 3 seconds of following distance?',
    options: [
      'Following a car on a dry road in daylight',
      'Following a motorcycle on a wet road',
      'Driving in light traffic on a sunny afternoon',
      'Driving alone on an empty, dry street',
    ],
    answer: 1,
    explanation:
      'Three seconds is the minimum in good conditions; add time on wet roads and when you follow a motorcycle (section “The 3-second rule”).',
  },
  {
    chapter: 1,
    prompt: 'A driver is tailgating you. What does the chapter recommend?',
    options: [
      'Brake suddenly to warn them',
      'Speed up to get away from them',
      'Widen the gap ahead of you, or change lanes and let them pass',
      'Stop in your lane until they go around you',
    ],
    answer: 2,
    explanation:
      'Never brake suddenly to warn a tailgater; widen the gap ahead or change lanes and let them pass (section “The 3-second rule”).',
  },

  // Chapter 2 — Intersections and Right of Way
  {
    chapter: 2,
    prompt: 'At a four-way stop, who goes first?',
    options: [
      'The largest vehicle',
      'The driver who stopped first',
      'The driver who is in the biggest hurry',
      'The driver on the left',
    ],
    answer: 1,
    explanation:
      'At a four-way stop the driver who stopped first goes first, then the others in order of arrival (section “Four-way stops and uncontrolled intersections”).',
  },
  {
    chapter: 2,
    prompt: 'Two vehicles stop at a four-way stop at the same time. What is the rule?',
    options: [
      'The driver on the left yields to the driver on the right',
      'The driver on the right yields to the driver on the left',
      'The driver who sounds the horn first goes first',
      'Both drivers must wait for a third vehicle',
    ],
    answer: 0,
    explanation:
      'When two vehicles stop at the same time, the driver on the left yields to the driver on the right (section “Four-way stops and uncontrolled intersections”).',
  },
  {
    chapter: 2,
    prompt:
      'You and an oncoming driver arrive at a four-way stop together. You want to turn left; they are going straight. What should you do?',
    options: [
      'Go first, because you signalled',
      'Wait and let the oncoming driver go first',
      'Turn at the same time as they go straight',
      'Back up and choose another route',
    ],
    answer: 1,
    explanation:
      'When oncoming drivers arrive together and one is turning left, the driver turning left waits (section “Four-way stops and uncontrolled intersections”).',
  },
  {
    chapter: 2,
    prompt: 'At an intersection with no signs or signals, whom must you yield to?',
    options: [
      'Only to pedestrians',
      'Only to vehicles on your left',
      'Nobody, if your road is wider',
      'Vehicles and pedestrians already in the intersection, and vehicles that arrived before you',
    ],
    answer: 3,
    explanation:
      'Yield to vehicles and pedestrians already in the intersection and to any vehicle that got there first (section “Four-way stops and uncontrolled intersections”).',
  },
  {
    chapter: 2,
    prompt: 'You and another vehicle reach an uncontrolled intersection at the same time. Who goes first?',
    options: [
      'The vehicle on your right',
      'The vehicle on your left',
      'The faster vehicle',
      'Whichever driver waves first',
    ],
    answer: 0,
    explanation:
      'If you arrive at the same time as another vehicle, yield to the one on your right (section “Four-way stops and uncontrolled intersections”).',
  },
  {
    chapter: 2,
    prompt: 'At a T-intersection with no signs, who has the right of way?',
    options: [
      'Drivers entering from the end of the T',
      'Whoever is turning left',
      'Traffic on the through road',
      'The driver who arrives last',
    ],
    answer: 2,
    explanation:
      'At a T-intersection with no signs, traffic on the through road has the right of way (section “Four-way stops and uncontrolled intersections”).',
  },
  {
    chapter: 2,
    prompt: 'While you wait in your lane to turn left, how should your front wheels point?',
    options: [
      'Turned fully to the left, ready to go',
      'Turned slightly to the right',
      'Toward the nearest curb',
      'Straight ahead',
    ],
    answer: 3,
    explanation:
      'Keep your wheels straight so that a crash from behind does not push you into oncoming cars (section “Left turns and pedestrians”).',
  },
  {
    chapter: 2,
    prompt: 'Your light is green and you want to turn left. What must you do?',
    options: [
      'Turn at once, because green means go',
      'Yield to oncoming traffic that is close enough to be a hazard',
      'Sound your horn and turn',
      'Wait until the light turns yellow',
    ],
    answer: 1,
    explanation:
      'Even on a green light, yield to oncoming traffic close enough to be a hazard; green lets you go only when the intersection is clear (section “Left turns and pedestrians”).',
  },
  {
    chapter: 2,
    prompt: 'Where do pedestrians have the right of way?',
    options: [
      'Only in crosswalks with painted lines',
      'Only when a signal shows “walk”',
      'In marked crosswalks and in unmarked crosswalks at intersections',
      'Only in school zones',
    ],
    answer: 2,
    explanation:
      'Pedestrians have the right of way in marked crosswalks and in unmarked crosswalks at intersections, even without painted lines (section “Left turns and pedestrians”).',
  },
  {
    chapter: 2,
    prompt: 'A vehicle ahead of you in the next lane has stopped at a crosswalk. What should you do?',
    options: [
      'Do not pass it: a pedestrian you cannot see may be crossing in front of it',
      'Pass it slowly on the left',
      'Honk so the pedestrian crosses faster',
      'Pass it if your light is green',
    ],
    answer: 0,
    explanation:
      'Never pass a vehicle stopped at a crosswalk, because a pedestrian you cannot see may be stepping out in front of it (section “Left turns and pedestrians”).',
  },

  // Chapter 3 — Staying Alert
  {
    chapter: 3,
    prompt: 'What are the three kinds of driver distraction named in the chapter?',
    options: [
      'Visual, manual and cognitive',
      'Legal, illegal and accidental',
      'Daytime, night-time and weather',
      'Near, far and sideways',
    ],
    answer: 0,
    explanation:
      'Distraction can be visual (looking away), manual (hand off the wheel) or cognitive (mind elsewhere) (section “Distraction”).',
  },
  {
    chapter: 3,
    prompt: 'Why is texting while driving especially dangerous?',
    options: [
      'It is dangerous only at night',
      'It is visual, manual and cognitive distraction all at once',
      'It drains the car’s battery',
      'It affects only new drivers',
    ],
    answer: 1,
    explanation:
      'Texting is especially dangerous because it does all three kinds of distraction at once (section “Distraction”).',
  },
  {
    chapter: 3,
    prompt: 'At 55 mph, about how far do you travel during a five-second glance at a phone?',
    options: [
      'About the length of one car',
      'About 50 feet',
      'More than the length of a football field',
      'Less than the width of an intersection',
    ],
    answer: 2,
    explanation:
      'A five-second glance at 55 mph means you travel more than the length of a football field without seeing the road (section “Distraction”).',
  },
  {
    chapter: 3,
    prompt: 'Thinking about an argument instead of the road is which kind of distraction?',
    options: ['Visual', 'Manual', 'Mechanical', 'Cognitive'],
    answer: 3,
    explanation: 'Thinking about something else is cognitive distraction (section “Distraction”).',
  },
  {
    chapter: 3,
    prompt: 'Under California law, how may a driver aged 18 or older use a phone while driving?',
    options: [
      'Hands-free only, such as by voice command or a single tap or swipe on a mounted phone',
      'Held in the hand, but only at low speed',
      'For texting, but only at red lights',
      'Any way at all, as long as the speaker is on',
    ],
    answer: 0,
    explanation:
      'In California you may not hold a phone while driving; drivers 18 and older may use one only hands-free (section “Distraction”).',
  },
  {
    chapter: 3,
    prompt: 'May a 17-year-old driver in California use a hands-free phone while driving?',
    options: [
      'Yes, if the phone is mounted',
      'Yes, for calls under one minute',
      'No, except to call for help in an emergency',
      'Yes, with a parent’s permission',
    ],
    answer: 2,
    explanation:
      'Drivers under 18 may not use a phone at all, not even hands-free, except to call for help in an emergency (section “Distraction”).',
  },
  {
    chapter: 3,
    prompt: 'Which of these is a warning sign of drowsy driving?',
    options: ['Feeling hungry', 'Drifting out of your lane', 'Noticing many road signs', 'Checking your mirrors often'],
    answer: 1,
    explanation:
      'Warning signs include yawning, heavy eyelids, drifting out of your lane and missing exits or signs (section “Fatigue”).',
  },
  {
    chapter: 3,
    prompt: 'What is a microsleep?',
    options: [
      'A nap of about 20 minutes at a rest area',
      'A break taken every two hours',
      'A few seconds of sleep, sometimes with the eyes still open',
      'Closing one eye at a time to rest it',
    ],
    answer: 2,
    explanation: 'A microsleep is a few seconds of sleep, sometimes with the eyes still open (section “Fatigue”).',
  },
  {
    chapter: 3,
    prompt: 'You start to feel drowsy on the freeway. What does the chapter recommend?',
    options: [
      'Turn up the radio and keep going',
      'Open a window and drive a little faster to arrive sooner',
      'Drink coffee and skip your planned break',
      'Leave the road at the next safe place, such as a rest area, and rest',
    ],
    answer: 3,
    explanation:
      'Radio and fresh air do not cure tiredness; leave the road at the next safe place and rest (section “Fatigue”).',
  },
  {
    chapter: 3,
    prompt: 'What is the only thing that truly fixes fatigue?',
    options: ['Sleep', 'Caffeine', 'Fresh air from an open window', 'Loud music'],
    answer: 0,
    explanation: 'A nap and caffeine can help for a while, but only sleep truly fixes fatigue (section “Fatigue”).',
  },
  {
    chapter: 3,
    prompt: 'When is the risk of drowsy driving highest?',
    options: [
      'Right after a full night’s sleep',
      'Late at night, in the early afternoon, and after a long day at work or school',
      'During the first few minutes of any trip',
      'Only on rainy days',
    ],
    answer: 1,
    explanation:
      'The risk is highest late at night, in the early afternoon and after a long day at work or school (section “Fatigue”).',
  },
];
