import type { BankQuestion } from '../types';

/* Question bank for course 776 (Florida BDI): 12 questions per lesson, each answerable from that lesson's text. */
export const questions: BankQuestion[] = [
  // Chapter 1 — Florida's Driver Improvement and Points System
  {
    chapter: 1,
    prompt: 'How long is the Florida Basic Driver Improvement (BDI) course?',
    options: ['Two hours', 'Four hours', 'Eight hours', 'Twelve hours'],
    answer: 1,
    explanation:
      "'What the Basic Driver Improvement course is' describes BDI as a four-hour course of eight thirty-minute lessons.",
  },
  {
    chapter: 1,
    prompt:
      'A driver elects BDI for a ticket and finishes the course on time. What happens to the points for that ticket?',
    options: [
      'They are doubled',
      'They are added but removed after one year',
      'No points are added for that ticket',
      'Half of the points are added',
    ],
    answer: 2,
    explanation:
      "'What the Basic Driver Improvement course is' explains that adjudication is withheld and no points are added for that ticket.",
  },
  {
    chapter: 1,
    prompt: 'In general, how often may a driver elect the BDI course to avoid points?',
    options: [
      'Once every six months, with no lifetime limit',
      'Twice a year and ten times in a lifetime',
      'Only once in a lifetime',
      'Once in any 12 months and no more than five times in a lifetime',
    ],
    answer: 3,
    explanation:
      "'What the Basic Driver Improvement course is' states the limit: once in any twelve-month period and five times in a lifetime.",
  },
  {
    chapter: 1,
    prompt: 'How many points does Florida add for speeding by 15 mph or less over the limit?',
    options: ['3', '2', '6', '4'],
    answer: 0,
    explanation: "'How Florida's points system works' lists 3 points for speeding by 15 mph or less over the limit.",
  },
  {
    chapter: 1,
    prompt: 'Which of these violations adds 6 points to a Florida driving record?',
    options: [
      'An improper lane change',
      'Speeding 10 mph over the limit',
      'Unlawful speed that results in a crash',
      'Failing to yield without a crash',
    ],
    answer: 2,
    explanation: "'How Florida's points system works' lists 6 points for unlawful speed that causes a crash.",
  },
  {
    chapter: 1,
    prompt: 'How many points are added for passing a stopped school bus?',
    options: ['3', '6', '2', '4'],
    answer: 3,
    explanation: "'How Florida's points system works' lists 4 points for passing a stopped school bus.",
  },
  {
    chapter: 1,
    prompt: 'What happens to a driver who collects 12 points within 12 months?',
    options: ['A warning letter only', 'A 30-day suspension', 'A one-year suspension', 'Permanent revocation'],
    answer: 1,
    explanation:
      "'When points lead to a suspension' states that 12 points within 12 months brings a 30-day suspension.",
  },
  {
    chapter: 1,
    prompt: 'What is the result of collecting 24 points within 36 months?',
    options: ['A one-year suspension', 'A 30-day suspension', 'A 3-month suspension', 'A written warning only'],
    answer: 0,
    explanation:
      "'When points lead to a suspension' states that 24 points within 36 months brings a one-year suspension.",
  },
  {
    chapter: 1,
    prompt: 'What happens to a driver under 18 who collects six or more points within 12 months?',
    options: [
      'They must retake only the vision test',
      'They are fined but not restricted',
      'They are restricted to driving for business purposes only for one year',
      'They are immediately classed as a habitual traffic offender',
    ],
    answer: 2,
    explanation:
      "'When points lead to a suspension' explains that such a driver is restricted to business purposes only, such as school or work, for one year.",
  },
  {
    chapter: 1,
    prompt: 'Which statement best describes defensive driving?',
    options: [
      'Always driving well below the speed limit',
      'Insisting on your right of way',
      'Driving only in daylight',
      'Driving to prevent crashes in spite of the actions of others and the conditions around you',
    ],
    answer: 3,
    explanation:
      "'Thinking like a defensive driver' defines defensive driving as preventing crashes despite others' actions and the conditions.",
  },
  {
    chapter: 1,
    prompt: 'In the search, identify, predict, decide and act cycle, how far ahead should you search the road?',
    options: ['2 to 3 seconds', '12 to 15 seconds', '5 seconds', '30 to 45 seconds'],
    answer: 1,
    explanation: "'Thinking like a defensive driver' says to search the road 12 to 15 seconds ahead.",
  },
  {
    chapter: 1,
    prompt:
      'A driver convicted of fifteen point-carrying moving violations within what period is classed as a habitual traffic offender?',
    options: ['Five years', 'One year', 'Three years', 'Ten years'],
    answer: 0,
    explanation:
      "'When points lead to a suspension' says three serious offenses or fifteen point-carrying violations within five years makes a habitual traffic offender.",
  },

  // Chapter 2 — Traffic Crashes and Their Costs
  {
    chapter: 2,
    prompt: 'According to the lesson, what is a factor in the great majority of crashes?',
    options: ['Vehicle defects', 'Driver behavior', 'Road design', 'Weather alone'],
    answer: 1,
    explanation: "'Why crashes happen' states that driver behavior is a factor in the great majority of crashes.",
  },
  {
    chapter: 2,
    prompt: 'Which of these is listed as a leading cause of crashes?',
    options: [
      'Keeping right except to pass',
      'Signaling early',
      'Using headlights in daylight',
      'Following too closely',
    ],
    answer: 3,
    explanation:
      "'Why crashes happen' lists following too closely with speed, failing to yield, distraction and impairment as common causes.",
  },
  {
    chapter: 2,
    prompt: 'What minimum insurance must the owner of a registered four-wheel vehicle carry in Florida?',
    options: [
      '$10,000 of personal injury protection and $10,000 of property damage liability',
      '$25,000 of bodily injury liability only',
      '$5,000 of personal injury protection only',
      'No insurance is required',
    ],
    answer: 0,
    explanation: "'What a crash really costs' gives the minimums: $10,000 PIP and $10,000 PDL.",
  },
  {
    chapter: 2,
    prompt: 'What does personal injury protection (PIP) pay for?',
    options: [
      "Only repairs to the other driver's car",
      'Part of your own medical costs and lost wages, no matter who caused the crash',
      'Traffic fines and court costs',
      'Replacing your vehicle',
    ],
    answer: 1,
    explanation:
      "'What a crash really costs' explains that PIP pays part of your own medical costs and lost wages regardless of fault, up to the limit.",
  },
  {
    chapter: 2,
    prompt: 'In the three collisions of a crash, what is the third collision?',
    options: [
      'The vehicle hits an object',
      'The occupants hit the inside of the vehicle',
      'Internal organs strike the inside of the body',
      'A second vehicle hits yours',
    ],
    answer: 2,
    explanation:
      "'The three collisions and your seat belt' describes the third collision as the internal organs striking the inside of the body.",
  },
  {
    chapter: 2,
    prompt: "Under Florida's seat belt law, who must wear a seat belt?",
    options: [
      'Only the driver',
      'Only passengers under 18',
      'The driver, every front-seat passenger and every passenger under 18',
      'Only people in the back seat',
    ],
    answer: 2,
    explanation:
      "'The three collisions and your seat belt' says the driver, every front-seat passenger and every passenger under 18 must be belted.",
  },
  {
    chapter: 2,
    prompt: 'Children of what age must ride in a federally approved child restraint in Florida?',
    options: ['5 and younger', '3 and younger', '8 and younger', '12 and younger'],
    answer: 0,
    explanation:
      "'The three collisions and your seat belt' says children 5 and younger must ride in a federally approved child restraint.",
  },
  {
    chapter: 2,
    prompt: 'How far should you sit from the steering wheel to reduce the risk of air bag injury?',
    options: ['Distance does not matter', 'At least 2 inches', 'Exactly 24 inches', 'At least 10 inches'],
    answer: 3,
    explanation:
      "'The three collisions and your seat belt' advises sitting at least 10 inches from the steering wheel.",
  },
  {
    chapter: 2,
    prompt: 'After a crash with no injuries, the vehicles can still be driven. What does Florida law expect you to do?',
    options: [
      'Leave the vehicles where they stopped until police arrive',
      'Move them out of the travel lanes to a safe place',
      'Drive home and call the other driver later',
      'Leave the scene if damage looks minor',
    ],
    answer: 1,
    explanation:
      "'What to do after a crash' says drivable vehicles should be moved out of the travel lanes when no one is hurt, to avoid a second crash.",
  },
  {
    chapter: 2,
    prompt:
      'You must notify law enforcement of a crash that causes injury, death or apparent property damage of at least:',
    options: ['$100', '$250', '$500', '$2,500'],
    answer: 2,
    explanation:
      "'What to do after a crash' sets the reporting threshold at injury, death or apparent damage of $500 or more.",
  },
  {
    chapter: 2,
    prompt: 'You hit an unattended parked car and cannot find the owner. What should you do?',
    options: [
      'Leave a note with your name, address and registration number, and report the crash to police',
      'Drive away, since no one was hurt',
      'Wait five minutes, then leave',
      'Call only your insurance company',
    ],
    answer: 0,
    explanation:
      "'What to do after a crash' says to leave a note with your name, address and registration number and report the crash to police.",
  },
  {
    chapter: 2,
    prompt: 'Which number can you dial on a cell phone to reach the Florida Highway Patrol?',
    options: ['411', '311', '*DMV', '*FHP'],
    answer: 3,
    explanation:
      "'What to do after a crash' says to notify the Florida Highway Patrol by dialing *FHP on a cell phone.",
  },

  // Chapter 3 — Florida Traffic Laws and Right of Way
  {
    chapter: 3,
    prompt: 'What does a red, eight-sided (octagon) sign always mean?',
    options: ['Yield', 'Stop', 'Railroad crossing ahead', 'School zone'],
    answer: 1,
    explanation: "'Reading signs by shape and color' states that a red octagon always means stop.",
  },
  {
    chapter: 3,
    prompt: 'A five-sided (pentagon) sign marks:',
    options: ['A work zone', 'A no-passing zone', 'A school zone or school crossing', 'A hospital'],
    answer: 2,
    explanation: "'Reading signs by shape and color' says a pentagon marks a school zone or school crossing.",
  },
  {
    chapter: 3,
    prompt: 'What do orange signs mark?',
    options: ['Work zones', 'Parks and recreation areas', 'Services such as gas and food', 'Directions and distances'],
    answer: 0,
    explanation: "'Reading signs by shape and color' says orange signs mark work zones.",
  },
  {
    chapter: 3,
    prompt: 'The signal ahead turns steady yellow. What should you do?',
    options: [
      'Speed up to get through before it turns red',
      'Stop even if you are already in the intersection',
      'Treat it like a green light',
      'Stop if you can do so safely',
    ],
    answer: 3,
    explanation:
      "'Traffic signals and pavement markings' says a steady yellow warns of a red light: stop if you can safely, and never speed up to beat it.",
  },
  {
    chapter: 3,
    prompt: 'How should you treat an intersection where the traffic signal is dark because of a power failure?',
    options: [
      'As an all-way stop',
      'As a yield sign for your direction only',
      'Drive through at normal speed',
      'Only traffic on the smaller road stops',
    ],
    answer: 0,
    explanation: "'Traffic signals and pavement markings' says to treat a dark signal as an all-way stop.",
  },
  {
    chapter: 3,
    prompt: 'What does a solid yellow line on your side of the center line mean?',
    options: [
      'You may pass when it is clear',
      'No passing',
      'The lanes carry traffic in the same direction',
      'It marks a bicycle lane',
    ],
    answer: 1,
    explanation:
      "'Traffic signals and pavement markings' explains that a solid yellow line on your side, or a double solid yellow, means no passing.",
  },
  {
    chapter: 3,
    prompt: 'Two vehicles stop at an all-way stop at the same time. Who goes first?',
    options: [
      'The larger vehicle',
      'The vehicle on the left',
      'The vehicle on the right',
      'Whichever driver sounds the horn',
    ],
    answer: 2,
    explanation:
      "'Who goes first: right of way' says that when two vehicles stop together, the driver on the left yields to the driver on the right.",
  },
  {
    chapter: 3,
    prompt: 'What is the correct way to enter a roundabout?',
    options: [
      'Enter at once; traffic in the circle must yield to you',
      'Travel clockwise around the circle',
      'Stop inside the circle to let others in',
      'Yield to pedestrians and to traffic already in the circle, then travel counterclockwise',
    ],
    answer: 3,
    explanation:
      "'Who goes first: right of way' says to yield to pedestrians and circling traffic, then enter and travel counterclockwise.",
  },
  {
    chapter: 3,
    prompt: 'When you turn left at an intersection, whom must you yield to?',
    options: [
      'Oncoming traffic and pedestrians',
      'No one, if you have a green light',
      'Only buses',
      'Vehicles behind you',
    ],
    answer: 0,
    explanation: "'Who goes first: right of way' says drivers turning left yield to oncoming traffic and pedestrians.",
  },
  {
    chapter: 3,
    prompt: 'How far before a turn or lane change should you signal?',
    options: ['At least 25 feet', 'At least 50 feet', 'At least 500 feet', 'At least 100 feet'],
    answer: 3,
    explanation:
      "'Turns, lanes and railroad crossings' says to signal at least 100 feet before turning or changing lanes.",
  },
  {
    chapter: 3,
    prompt: 'Unless a sign prohibits it, which turns on a red light does Florida allow after a full stop?',
    options: [
      'Only left turns onto two-way streets',
      'A right turn, and a left turn from a one-way street onto another one-way street',
      'No turns on red are allowed',
      'A right turn without stopping',
    ],
    answer: 1,
    explanation:
      "'Turns, lanes and railroad crossings' allows right on red after a full stop and a left on red from one one-way street onto another.",
  },
  {
    chapter: 3,
    prompt: 'A railroad crossing has flashing lights. Where must you stop?',
    options: [
      'Within 5 feet of the nearest rail',
      'At least 100 feet from the nearest rail',
      'Between 15 and 50 feet from the nearest rail',
      'On the tracks, if the gate is still up',
    ],
    answer: 2,
    explanation: "'Turns, lanes and railroad crossings' says to stop between 15 and 50 feet from the nearest rail.",
  },

  // Chapter 4 — Speed, Space Management and Following Distance
  {
    chapter: 4,
    prompt: "Florida's basic speed rule says you must never drive:",
    options: [
      'Faster than the posted limit, whatever the conditions',
      'Faster than is reasonable and prudent for the conditions',
      'Slower than the posted limit',
      'Faster than 55 mph on any road',
    ],
    answer: 1,
    explanation:
      "'Florida speed limits and the basic speed rule' says you must never drive faster than is reasonable and prudent for conditions.",
  },
  {
    chapter: 4,
    prompt: 'Unless signs say otherwise, what is the usual speed limit in Florida business and residential districts?',
    options: ['35 mph', '25 mph', '45 mph', '30 mph'],
    answer: 3,
    explanation: "'Florida speed limits and the basic speed rule' gives 30 mph for business and residential districts.",
  },
  {
    chapter: 4,
    prompt: 'Unless signs say otherwise, what is the usual speed limit on other Florida roads outside those districts?',
    options: ['55 mph', '45 mph', '65 mph', '70 mph'],
    answer: 0,
    explanation: "'Florida speed limits and the basic speed rule' gives 55 mph for other roads unless posted.",
  },
  {
    chapter: 4,
    prompt: 'If you double your speed, your braking distance becomes about:',
    options: ['The same', 'Twice as long', 'Four times as long', 'Half as long'],
    answer: 2,
    explanation:
      "'How far it takes to stop' explains that braking distance grows with the square of speed, so doubling speed needs about four times the distance.",
  },
  {
    chapter: 4,
    prompt: 'What are the three parts of total stopping distance?',
    options: [
      'Perception, reaction and braking distance',
      'Speed, weight and tire distance',
      'Signal, mirror and shoulder-check distance',
      'Following, passing and merging distance',
    ],
    answer: 0,
    explanation: "'How far it takes to stop' names perception, reaction and braking distance.",
  },
  {
    chapter: 4,
    prompt: 'About how long does an alert driver need to perceive a hazard and react?',
    options: ['A fifth of a second', 'About 1.5 seconds', 'About 5 seconds', 'About 10 seconds'],
    answer: 1,
    explanation:
      "'How far it takes to stop' says perception and reaction take an alert driver about one and a half seconds.",
  },
  {
    chapter: 4,
    prompt: 'What is the minimum following distance in good conditions?',
    options: ['1 second', '2 seconds', '3 seconds', '6 seconds'],
    answer: 2,
    explanation: "'Following distance: the three-second rule' says three seconds is the minimum in good conditions.",
  },
  {
    chapter: 4,
    prompt: 'How much following distance should you keep behind a large truck?',
    options: ['4 seconds or more', '2 seconds', 'Exactly 3 seconds', '1 second'],
    answer: 0,
    explanation:
      "'Following distance: the three-second rule' advises four seconds or more behind large trucks and buses.",
  },
  {
    chapter: 4,
    prompt: 'A driver is tailgating you. What should you do?',
    options: [
      'Tap your brakes to warn them',
      'Speed up to get away',
      'Stop in your lane',
      'Increase the space ahead and let them pass when it is safe',
    ],
    answer: 3,
    explanation:
      "'Following distance: the three-second rule' says to add space ahead, then change lanes or pull over when safe to let the driver pass.",
  },
  {
    chapter: 4,
    prompt: 'You have checked your mirrors and signaled for a lane change. What should you do next?',
    options: [
      'Sound your horn',
      'Turn your head and look over your shoulder to check the blind spot',
      'Flash your headlights',
      'Speed up by 10 mph',
    ],
    answer: 1,
    explanation:
      "'Space cushion, blind spots and lane position' says to check mirrors, signal, then turn your head to check the blind spot.",
  },
  {
    chapter: 4,
    prompt: 'After passing a vehicle, when is it safe to return to your lane?',
    options: [
      'As soon as your front bumper is ahead of it',
      'After counting one second',
      'When you can see the vehicle you passed in your rearview mirror',
      'When the other driver flashes their lights',
    ],
    answer: 2,
    explanation:
      "'Passing and merging safely' says to return only when you can see the passed vehicle in your rearview mirror.",
  },
  {
    chapter: 4,
    prompt: 'You miss your exit on a highway. What should you do?',
    options: [
      'Back up along the shoulder',
      'Stop in the lane and wait for a gap',
      'Make a U-turn through the median',
      'Go on to the next exit',
    ],
    answer: 3,
    explanation: "'Passing and merging safely' says to go on to the next exit and never back up on a highway.",
  },

  // Chapter 5 — Alcohol, Drugs and Driving in Florida
  {
    chapter: 5,
    prompt: 'Which driving skill does alcohol affect first?',
    options: ['Judgment', 'Hearing', 'Leg strength', 'Color vision'],
    answer: 0,
    explanation:
      "'How alcohol affects your driving' says judgment is the first skill to go, which is why drinkers think they are fine to drive.",
  },
  {
    chapter: 5,
    prompt: 'How quickly does the body remove alcohol?',
    options: [
      'About three drinks per hour',
      'About one standard drink per hour',
      'Much faster if you drink coffee',
      'Much faster after a cold shower',
    ],
    answer: 1,
    explanation:
      "'How alcohol affects your driving' says the liver breaks down roughly one standard drink per hour and nothing speeds it up.",
  },
  {
    chapter: 5,
    prompt: 'Which of these is one standard drink?',
    options: ['24 ounces of regular beer', '3 ounces of 80-proof liquor', '5 ounces of wine', 'A pitcher of beer'],
    answer: 2,
    explanation:
      "'Blood alcohol concentration and standard drinks' defines a standard drink as 12 oz of beer, 5 oz of wine or 1.5 oz of 80-proof liquor.",
  },
  {
    chapter: 5,
    prompt: 'At what BAC does a driver aged 21 or older commit DUI in Florida?',
    options: ['0.02', '0.05', '0.10', '0.08 or higher'],
    answer: 3,
    explanation: "'Blood alcohol concentration and standard drinks' gives 0.08 or higher as the adult DUI limit.",
  },
  {
    chapter: 5,
    prompt: "At what BAC does a driver under 21 face a license suspension under Florida's zero-tolerance law?",
    options: ['0.02 or higher', '0.04 or higher', '0.08 or higher', 'Only after a crash'],
    answer: 0,
    explanation:
      "'Florida's DUI law and implied consent' says a driver under 21 with a BAC of 0.02 or more has their license suspended for six months.",
  },
  {
    chapter: 5,
    prompt: 'What is the BAC limit for a driver operating a commercial vehicle?',
    options: ['0.08', '0.04', '0.02', '0.10'],
    answer: 1,
    explanation:
      "'Blood alcohol concentration and standard drinks' gives 0.04 for commercial drivers in a commercial vehicle.",
  },
  {
    chapter: 5,
    prompt: 'Can you be convicted of DUI in Florida with a BAC below 0.08?',
    options: [
      'Yes, if alcohol or drugs impair your normal faculties',
      'No, never',
      'Only if you are under 18',
      'Only on an interstate highway',
    ],
    answer: 0,
    explanation:
      "'Blood alcohol concentration and standard drinks' says you can be convicted at any BAC if alcohol or drugs impair your normal faculties.",
  },
  {
    chapter: 5,
    prompt: 'Which statement about drugs and driving in Florida is true?',
    options: [
      'A valid prescription is a complete defense to DUI',
      'DUI covers only illegal drugs',
      'Prescription and over-the-counter medicines that impair you can lead to a DUI',
      'Marijuana is not covered by the DUI law',
    ],
    answer: 2,
    explanation:
      "'Drugs and driving' explains that DUI covers any substance that impairs you, including prescription and over-the-counter medicines.",
  },
  {
    chapter: 5,
    prompt: "What does Florida's implied consent law mean?",
    options: [
      'Officers may search your phone without asking',
      'Passengers agree to be searched',
      'You agree to pay any fine automatically',
      'By accepting a license you agreed to lawful breath, urine or blood tests',
    ],
    answer: 3,
    explanation:
      "'Florida's DUI law and implied consent' says accepting a Florida license means agreeing to lawful breath, urine or blood tests.",
  },
  {
    chapter: 5,
    prompt: 'What license suspension follows a first refusal to take a lawful breath, urine or blood test?',
    options: ['30 days', '6 months', '1 year', '5 years'],
    answer: 2,
    explanation: "'Florida's DUI law and implied consent' says a first refusal brings a one-year suspension.",
  },
  {
    chapter: 5,
    prompt: 'Which of these brings tougher DUI penalties, including an ignition interlock device?',
    options: [
      'Driving in daylight',
      'A BAC of 0.15 or higher, or a minor in the vehicle',
      'A BAC of exactly 0.05',
      'Driving a rental car',
    ],
    answer: 1,
    explanation:
      "'Florida's DUI law and implied consent' says a BAC of 0.15 or more, or a minor in the vehicle, brings tougher penalties.",
  },
  {
    chapter: 5,
    prompt: 'You see a driver weaving and braking erratically. What should you do?',
    options: [
      'Box the vehicle in to stop it',
      'Follow closely so you do not lose it',
      'Flash your lights and honk until it stops',
      'Keep well back and call 911 or *FHP when it is safe',
    ],
    answer: 3,
    explanation:
      "'Planning ahead and protecting others' says to keep back, not try to stop the vehicle and call 911 or *FHP when safe.",
  },

  // Chapter 6 — Driver Attitudes, Aggression and Distraction
  {
    chapter: 6,
    prompt: 'Which attitude is most likely to prevent conflicts and crashes?',
    options: [
      'Treating traffic as a competition',
      'Seeing the road as a shared space and choosing patience',
      "Taking other drivers' mistakes personally",
      'Believing the rules are for someone else',
    ],
    answer: 1,
    explanation:
      "'Attitude and emotions behind the wheel' says drivers who see the road as shared and choose patience have fewer conflicts and crashes.",
  },
  {
    chapter: 6,
    prompt: 'How does Florida law define aggressive careless driving?',
    options: [
      'Any single speeding ticket',
      'Sounding the horn in traffic',
      'Committing two or more listed violations at the same time or one after another',
      'Driving below the minimum speed',
    ],
    answer: 2,
    explanation:
      "'Aggressive driving and road rage' defines it as two or more listed violations, such as speeding and unsafe lane changes, at once or in succession.",
  },
  {
    chapter: 6,
    prompt: 'How many points does reckless driving add?',
    options: ['4', '2', '3', '6'],
    answer: 0,
    explanation: "'Aggressive driving and road rage' says reckless driving is a crime that adds 4 points.",
  },
  {
    chapter: 6,
    prompt: 'An angry driver is following you after a traffic dispute. What should you do?',
    options: [
      'Drive straight home',
      'Pull over and confront the driver',
      'Brake suddenly to warn them off',
      'Drive to a police station or busy, well-lit place and call 911 or *FHP',
    ],
    answer: 3,
    explanation:
      "'Aggressive driving and road rage' says not to drive home but to go to a police station or busy place and call 911 or *FHP.",
  },
  {
    chapter: 6,
    prompt: 'Daydreaming or an intense conversation that takes your mind off driving is which kind of distraction?',
    options: ['Visual', 'Manual', 'Cognitive', 'Mechanical'],
    answer: 2,
    explanation: "'Three kinds of distraction' says cognitive distractions take your mind off driving.",
  },
  {
    chapter: 6,
    prompt: 'Why is texting especially dangerous?',
    options: [
      'It is only a visual distraction',
      'It combines visual, manual and cognitive distraction',
      'It is legal in all situations',
      'It is only dangerous at night',
    ],
    answer: 1,
    explanation: "'Three kinds of distraction' explains that texting combines all three kinds of distraction.",
  },
  {
    chapter: 6,
    prompt: 'At 55 mph, looking down for five seconds means traveling about:',
    options: ['The length of a football field', 'The length of one car', 'A full mile', 'About 10 feet'],
    answer: 0,
    explanation:
      "'Three kinds of distraction' says five seconds looking down at 55 mph covers the length of a football field.",
  },
  {
    chapter: 6,
    prompt: "What is a first violation of Florida's texting-while-driving ban?",
    options: [
      'A criminal offense',
      'A moving violation with 6 points',
      'A non-moving violation with a fine',
      'An immediate license suspension',
    ],
    answer: 2,
    explanation:
      "'Florida's Wireless Communications While Driving Law' says a first violation is a non-moving violation with a fine.",
  },
  {
    chapter: 6,
    prompt: 'In a designated school zone or active work zone, how may a Florida driver use a wireless device?',
    options: [
      'Freely, for any purpose',
      'Only for texting',
      'Hand-held, for calls only',
      'Only in a hands-free manner',
    ],
    answer: 3,
    explanation:
      "'Florida's Wireless Communications While Driving Law' says only hands-free use is allowed in school zones, school crossings and active work zones.",
  },
  {
    chapter: 6,
    prompt: 'Which use of a wireless device while driving does Florida law allow?',
    options: [
      'Typing an email',
      'Reporting an emergency or a crime',
      'Reading a text message',
      'Sending an instant message',
    ],
    answer: 1,
    explanation:
      "'Florida's Wireless Communications While Driving Law' lists reporting an emergency or crime among the allowed uses.",
  },
  {
    chapter: 6,
    prompt: 'Being awake for 24 hours impairs you about as much as a BAC of:',
    options: ['0.02', '0.05', '0.20', '0.10'],
    answer: 3,
    explanation: "'Drowsy driving' says 24 hours awake impairs you about as much as a BAC of 0.10.",
  },
  {
    chapter: 6,
    prompt: 'On a long trip, how often should you take a break?',
    options: [
      'Every two hours or 100 miles',
      'Every six hours',
      'Only when the fuel tank is low',
      'Never, if you have had coffee',
    ],
    answer: 0,
    explanation: "'Drowsy driving' advises a break every two hours or 100 miles.",
  },

  // Chapter 7 — Sharing the Road
  {
    chapter: 7,
    prompt: 'Why should you never pass a vehicle that is stopped at a crosswalk?',
    options: [
      'It is always a bus',
      'It may have stopped for a pedestrian you cannot see',
      'It is probably turning left',
      'Passing is allowed only on the right',
    ],
    answer: 1,
    explanation:
      "'Pedestrians' warns that a vehicle stopped at a crosswalk may have stopped for someone you cannot see.",
  },
  {
    chapter: 7,
    prompt: 'What should you do for a pedestrian using a white cane or a guide dog?',
    options: [
      'Expect them to yield to you',
      'Sound your horn and pass',
      'Always stop for them',
      'Yield only if they are in a marked crosswalk',
    ],
    answer: 2,
    explanation: "'Pedestrians' says to always stop for a pedestrian with a white cane or guide dog.",
  },
  {
    chapter: 7,
    prompt: 'How much space does Florida law require when you pass a bicycle?',
    options: ['At least three feet', 'At least one foot', 'At least two feet', 'At least ten feet'],
    answer: 0,
    explanation: "'Bicycles and motorcycles' says Florida law requires at least three feet when passing a cyclist.",
  },
  {
    chapter: 7,
    prompt: 'How does Florida law treat a bicycle?',
    options: [
      'As a pedestrian',
      'As allowed only on sidewalks',
      'As banned from roads with a limit over 30 mph',
      'As a vehicle whose rider has the same rights and duties as drivers',
    ],
    answer: 3,
    explanation:
      "'Bicycles and motorcycles' says a bicycle is a vehicle and cyclists have the same rights and duties as drivers.",
  },
  {
    chapter: 7,
    prompt: 'What common driver action causes many motorcycle crashes?',
    options: [
      'Using headlights in daylight',
      "Turning left across the rider's path",
      'Keeping four seconds of following distance',
      'Giving the motorcycle a full lane',
    ],
    answer: 1,
    explanation:
      "'Bicycles and motorcycles' says many motorcycle crashes happen when a driver turns left across a rider's path.",
  },
  {
    chapter: 7,
    prompt: 'How should you share a traffic lane with a motorcycle?',
    options: [
      'Ride beside it in the same lane',
      'Pass it without changing lanes',
      'Give the motorcycle a full lane width',
      'Follow one second behind it',
    ],
    answer: 2,
    explanation: "'Bicycles and motorcycles' says to give a motorcycle a full lane width.",
  },
  {
    chapter: 7,
    prompt: "Where is a large truck's largest no-zone?",
    options: ['Along the right side', 'Directly in front', 'Along the left side', 'Trucks have no blind spots'],
    answer: 0,
    explanation: "'Large trucks and buses' and Figure 7.1 show the largest no-zone along the truck's right side.",
  },
  {
    chapter: 7,
    prompt: 'A truck ahead is making a wide right turn. What should you do?',
    options: [
      'Squeeze past on the right before it turns',
      'Sound your horn and pass on the right',
      'Pull up beside it at the curb',
      'Stay back and never squeeze between the truck and the curb',
    ],
    answer: 3,
    explanation:
      "'Large trucks and buses' says trucks make wide right turns, so never squeeze between a turning truck and the curb.",
  },
  {
    chapter: 7,
    prompt:
      'On a two-way road with no median, a school bus stops with red lights flashing and its stop arm out. Who must stop?',
    options: [
      'Only traffic behind the bus',
      'Only oncoming traffic',
      'Traffic in both directions',
      'No one, if no children are visible',
    ],
    answer: 2,
    explanation: "'School buses' says drivers going in both directions on a two-way road must stop.",
  },
  {
    chapter: 7,
    prompt: 'When may traffic going the opposite way continue past a stopped school bus?',
    options: [
      'On any four-lane road',
      'On a highway divided by a raised barrier or an unpaved median at least five feet wide',
      'When no children can be seen',
      'After waiting 30 seconds',
    ],
    answer: 1,
    explanation:
      "'School buses' says opposite traffic need not stop on a highway divided by a raised barrier or an unpaved median at least five feet wide.",
  },
  {
    chapter: 7,
    prompt: 'An emergency vehicle approaches with its siren on and lights flashing. What should you do?',
    options: [
      'Pull to the right edge of the road, clear of any intersection, and stop until it passes',
      'Speed up to stay ahead of it',
      'Stop immediately wherever you are, even in an intersection',
      'Follow closely behind it',
    ],
    answer: 0,
    explanation:
      "'Emergency vehicles and Florida's Move Over law' says to pull to the right edge, clear of intersections, and stop until it passes.",
  },
  {
    chapter: 7,
    prompt:
      "Under Florida's Move Over law, what must you do if you cannot safely move out of the lane next to a stopped emergency vehicle?",
    options: [
      'Slow to 5 mph below the posted limit',
      'Slow to 10 mph below the posted limit',
      'Slow to half the posted limit',
      'Slow to 20 mph below the posted limit, or to 5 mph where the limit is 20 mph or less',
    ],
    answer: 3,
    explanation:
      "'Emergency vehicles and Florida's Move Over law' says to slow to 20 mph below the limit, or 5 mph where the limit is 20 mph or less.",
  },

  // Chapter 8 — Adverse Conditions, Emergencies and Defensive Driving Summary
  {
    chapter: 8,
    prompt: 'When are roads usually most slippery during rain?',
    options: ['After several hours of rain', 'In the first minutes of rain', 'Only at night', 'Only on bridges'],
    answer: 1,
    explanation:
      "'Rain and hydroplaning' says roads are most slippery in the first minutes, when water lifts oil and dust from the pavement.",
  },
  {
    chapter: 8,
    prompt: 'According to the lesson, when does Florida law require you to use headlights besides at night?',
    options: ['Only on interstates', 'Only in school zones', 'In rain, smoke and fog', 'Never during the day'],
    answer: 2,
    explanation: "'Rain and hydroplaning' says Florida law requires headlights in rain, smoke and fog.",
  },
  {
    chapter: 8,
    prompt: 'Your car begins to hydroplane. What should you do?',
    options: [
      'Ease off the accelerator, avoid hard braking and keep the wheel pointed where you want to go',
      'Brake hard until you stop',
      'Accelerate to get through the water',
      'Turn the wheel sharply toward the shoulder',
    ],
    answer: 0,
    explanation:
      "'Rain and hydroplaning' says to ease off the gas, not brake hard and steer where you want to go until the tires grip.",
  },
  {
    chapter: 8,
    prompt: 'At about what speed can hydroplaning begin?',
    options: ['15 mph', '65 mph', '85 mph', 'About 35 mph'],
    answer: 3,
    explanation:
      "'Rain and hydroplaning' says hydroplaning can begin at around 35 mph and gets more likely with speed.",
  },
  {
    chapter: 8,
    prompt: 'How much moving water can sweep away most vehicles, including SUVs and pickups?',
    options: ['Two inches', 'Six inches', 'Two feet', 'Five feet'],
    answer: 2,
    explanation: "'Floods, storms and hurricane season' says two feet of moving water can sweep away most vehicles.",
  },
  {
    chapter: 8,
    prompt: "When does Florida's hurricane season run?",
    options: ['January 1 to March 31', 'June 1 to November 30', 'September only', 'It is the same all year'],
    answer: 1,
    explanation: "'Floods, storms and hurricane season' says hurricane season runs from June 1 to November 30.",
  },
  {
    chapter: 8,
    prompt: 'Which lights should you use in fog or heavy smoke?',
    options: ['Low beams and fog lights', 'High beams', 'No lights at all', 'Parking lights only'],
    answer: 0,
    explanation:
      "'Fog, smoke, night and glare' says to use low beams and fog lights because high beams reflect back and make it worse.",
  },
  {
    chapter: 8,
    prompt: 'Within what distance of an oncoming vehicle must you dim your high beams?',
    options: ['100 feet', '300 feet', '1,000 feet', '500 feet'],
    answer: 3,
    explanation:
      "'Fog, smoke, night and glare' says to dim high beams within 500 feet of an oncoming vehicle and 300 feet when following.",
  },
  {
    chapter: 8,
    prompt: 'A front tire blows out at highway speed. What should you do first?',
    options: [
      'Brake as hard as you can',
      'Grip the wheel, keep the vehicle straight and ease off the accelerator',
      'Steer sharply onto the shoulder',
      'Shift into reverse',
    ],
    answer: 1,
    explanation:
      "'Handling vehicle emergencies' says to grip the wheel, keep straight and ease off the gas, braking only once you have control.",
  },
  {
    chapter: 8,
    prompt: 'Your accelerator sticks. What should you do?',
    options: [
      'Remove the key while moving',
      'Pump the accelerator pedal',
      'Shift to neutral, brake and steer to a safe place',
      'Open the door and look down',
    ],
    answer: 2,
    explanation:
      "'Handling vehicle emergencies' says to shift to neutral, brake, steer to a safe place and turn off the engine once stopped.",
  },
  {
    chapter: 8,
    prompt: 'Your right wheels drop off the edge of the pavement. What should you do?',
    options: [
      'Ease off the accelerator, let the vehicle slow, then steer gently back when it is clear',
      'Jerk the wheel to get back on at once',
      'Brake hard immediately',
      'Speed up to climb back on',
    ],
    answer: 0,
    explanation:
      "'Handling vehicle emergencies' says not to jerk the wheel but to slow down first and then steer gently back onto the road.",
  },
  {
    chapter: 8,
    prompt: 'Your vehicle goes into water. What should you do first?',
    options: [
      'Call 911 before doing anything else',
      'Wait for the vehicle to settle',
      'Push the door open against the water',
      'Unbuckle your seat belt and open or break a side window',
    ],
    answer: 3,
    explanation:
      "'Handling vehicle emergencies' gives the order: seat belt, window, children, out, and says to call for help once you are out.",
  },
];
