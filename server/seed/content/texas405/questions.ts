import type { BankQuestion } from '../types';

/** Question bank for the Texas 6-hour Driving Safety Course (course 405); each question comes from its unit's text. */
export const questions: BankQuestion[] = [
  // Unit 1 — Welcome to Texas Defensive Driving
  {
    chapter: 1,
    prompt: 'What does defensive driving mean?',
    options: [
      'Always driving slower than the rest of traffic',
      'Driving to prevent crashes in spite of the conditions and the actions of others',
      'Insisting on your right-of-way so other drivers know what you will do',
      'Trusting other drivers to stop, signal and see you',
    ],
    answer: 1,
    explanation:
      'From "What defensive driving means": it is driving to prevent crashes despite the conditions and the actions of others.',
  },
  {
    chapter: 1,
    prompt: 'A defensive driver assumes that other drivers will:',
    options: [
      'Always signal before turning',
      'Always see you in their mirrors',
      'Possibly fail to stop, signal or see you',
      'Always obey the right-of-way rules',
    ],
    answer: 2,
    explanation:
      '"What defensive driving means" says a defensive driver does not assume others will stop, signal or even see them.',
  },
  {
    chapter: 1,
    prompt: 'Who decides whether you may take a driving safety course to dismiss a Texas traffic ticket?',
    options: [
      'The driving safety school',
      'Your insurance company',
      'The Texas Department of Transportation',
      'The court',
    ],
    answer: 3,
    explanation: '"Why Texans take this course" explains that the court, not the school, decides whether you qualify.',
  },
  {
    chapter: 1,
    prompt:
      'In general, you cannot take a course for a ticket dismissal if you took one for a dismissal within the previous:',
    options: ['12 months', '3 months', '6 months', '5 years'],
    answer: 0,
    explanation:
      '"Why Texans take this course" says you generally must not have taken a course for a dismissal in the previous 12 months.',
  },
  {
    chapter: 1,
    prompt: 'Which offense is generally NOT eligible for dismissal through a driving safety course?',
    options: [
      'Driving 10 mph over the limit',
      'Passing a stopped school bus',
      'Failing to signal a lane change',
      'Following too closely',
    ],
    answer: 1,
    explanation:
      '"Why Texans take this course" lists passing a stopped school bus and driving 25 mph or more over the limit among the offenses generally not eligible.',
  },
  {
    chapter: 1,
    prompt: 'Who is responsible for delivering the certificate of completion to the court?',
    options: ['The school', 'TDLR', 'You, the student', 'The officer who wrote the ticket'],
    answer: 2,
    explanation:
      '"Why Texans take this course" says it is your job, not the school\'s, to deliver the certificate by the court\'s deadline.',
  },
  {
    chapter: 1,
    prompt: "What can happen if you miss the court's deadline for turning in your certificate?",
    options: [
      'Nothing, as long as you finished the course',
      'The school will send it for you automatically',
      'The court will give you another 12 months',
      'The conviction may go on your driving record and the fine may become due',
    ],
    answer: 3,
    explanation:
      '"Why Texans take this course" warns that missing the deadline can mean the conviction goes on your record and the fine becomes due.',
  },
  {
    chapter: 1,
    prompt: 'Besides dismissing a ticket, what other benefit may completing the course bring?',
    options: [
      'A discount on part of your insurance premium',
      'Removal of all past convictions',
      'A commercial driver license endorsement',
      'Exemption from the seat belt law',
    ],
    answer: 0,
    explanation:
      '"Why Texans take this course" notes that many insurers offer a discount after you complete an approved course.',
  },
  {
    chapter: 1,
    prompt: 'How much instruction time does the Texas Driving Safety Course contain?',
    options: ['At least 120 minutes', 'At least 300 minutes', 'At least 480 minutes', 'Exactly 60 minutes per unit'],
    answer: 1,
    explanation:
      '"How this course works" says the 12 units contain at least 300 minutes of instruction, six hours with breaks.',
  },
  {
    chapter: 1,
    prompt: 'Which agency sets the order of the 12 units?',
    options: [
      'The Texas Department of Insurance',
      'The county court',
      'The Texas Department of Licensing and Regulation (TDLR)',
      'The National Highway Traffic Safety Administration',
    ],
    answer: 2,
    explanation:
      '"How this course works" says the units follow the order set by the Texas Department of Licensing and Regulation.',
  },
  {
    chapter: 1,
    prompt: 'What score do you need to pass a unit quiz?',
    options: ['50 percent', '60 percent', '90 percent', '70 percent'],
    answer: 3,
    explanation: '"How this course works" says you need a score of 70 percent on each unit quiz and the final exam.',
  },
  {
    chapter: 1,
    prompt: 'What happens if you fail the same unit quiz or the final exam three times?',
    options: ['The course ends', 'You receive a certificate anyway', 'Your timer is doubled', 'You may skip that unit'],
    answer: 0,
    explanation:
      '"How this course works" states that failing the same quiz or the final exam three times ends the course.',
  },
  {
    chapter: 1,
    prompt: 'What are the personal validation questions for?',
    options: [
      'To test your knowledge of traffic law',
      'To confirm that you are the person taking the course',
      'To decide your insurance discount',
      'To choose which units you may skip',
    ],
    answer: 1,
    explanation:
      '"How this course works" says personal validation questions, based on your registration, confirm that you are the person taking the course.',
  },
  {
    chapter: 1,
    prompt: 'Texas liability insurance minimums are commonly written as:',
    options: ['10/20/10', '15/30/5', '30/60/25', '50/100/50'],
    answer: 2,
    explanation:
      '"Driving is a privilege and a responsibility" describes the 30/60/25 minimums: $30,000 per injured person, $60,000 per crash, $25,000 property damage.',
  },
  {
    chapter: 1,
    prompt: 'Which statement about a Texas driver license is true?',
    options: [
      'It is a right that cannot be taken away',
      'It can be suspended only for unpaid parking tickets',
      'It never needs to be backed by insurance',
      'It is a privilege that can be suspended or revoked',
    ],
    answer: 3,
    explanation:
      '"Driving is a privilege and a responsibility" explains that a license is a privilege that can be suspended or revoked, for example for DWI or refusing a test.',
  },

  // Unit 2 — The Traffic Safety Problem
  {
    chapter: 2,
    prompt: 'In recent years, about how many people a year have died in traffic crashes on Texas roads?',
    options: ['About 400', 'About 1,000', 'More than 4,000', 'More than 40,000'],
    answer: 2,
    explanation: '"The size of the problem in Texas" says more than 4,000 people a year have died in recent years.',
  },
  {
    chapter: 2,
    prompt: 'In recent years, Texas has lost roughly one person in a traffic crash every:',
    options: ['Two hours', 'Two days', 'Two weeks', 'Two months'],
    answer: 0,
    explanation: '"The size of the problem in Texas" describes roughly one death every two hours.',
  },
  {
    chapter: 2,
    prompt: 'When was the last day with no traffic death anywhere in Texas?',
    options: ['January 1, 1990', 'November 7, 2000', 'July 4, 2010', 'September 1, 2017'],
    answer: 1,
    explanation:
      '"The size of the problem in Texas" says no day has been free of traffic deaths since November 7, 2000.',
  },
  {
    chapter: 2,
    prompt: 'Which agency publishes the latest Texas crash counts?',
    options: [
      'The Texas Department of Insurance',
      'The Texas Department of Licensing and Regulation',
      'Each county court',
      'The Texas Department of Transportation (TxDOT)',
    ],
    answer: 3,
    explanation: '"The size of the problem in Texas" says TxDOT publishes the latest counts.',
  },
  {
    chapter: 2,
    prompt: "Which simple choice is part of TxDOT's campaign to end the streak of daily deaths?",
    options: ['Using cruise control', 'Putting the phone away', 'Driving in the left lane', 'Using high beams'],
    answer: 1,
    explanation:
      '"The size of the problem in Texas" lists buckling up, putting the phone away, driving sober and obeying the speed limit.',
  },
  {
    chapter: 2,
    prompt: 'Why do safety professionals prefer the word "crash" to "accident"?',
    options: [
      'It sounds more serious in court',
      'Accident is a legal term for minor collisions',
      'Insurance companies require it',
      'Almost every crash has causes that someone could have controlled',
    ],
    answer: 3,
    explanation: '"Crashes are not accidents" explains that almost every crash has causes someone could control.',
  },
  {
    chapter: 2,
    prompt: 'According to research on crash causes, driver behavior plays a part in:',
    options: [
      'The great majority of crashes',
      'About one crash in ten',
      'Only crashes at night',
      'Only crashes involving alcohol',
    ],
    answer: 0,
    explanation: '"Crashes are not accidents" says driver behavior plays a part in the great majority of crashes.',
  },
  {
    chapter: 2,
    prompt: 'What does the "crash chain" idea teach?',
    options: [
      'Crashes always have one single cause',
      'Only the last link matters',
      'Breaking any one link in the chain of events can prevent the crash',
      'Vehicle defects cause most crashes',
    ],
    answer: 2,
    explanation:
      '"Crashes are not accidents" describes a crash as the last link in a chain, and breaking any link can prevent it.',
  },
  {
    chapter: 2,
    prompt: 'Which driver error tops the list of crash factors?',
    options: [
      'Driving with the radio on',
      'Driving too fast for the limit or the conditions',
      'Driving with the windows down',
      'Driving an older vehicle',
    ],
    answer: 1,
    explanation: '"The leading causes" says driving too fast for the speed limit or the conditions tops the list.',
  },
  {
    chapter: 2,
    prompt: 'Why is speed so dangerous?',
    options: [
      'It cuts your reaction time and multiplies the force of an impact',
      'It uses more fuel',
      'It makes signs harder to read only at night',
      'It is dangerous only on wet roads',
    ],
    answer: 0,
    explanation:
      '"The leading causes" explains that speed cuts the time you have to react and multiplies the force of an impact.',
  },
  {
    chapter: 2,
    prompt: 'Failing to yield the right of way is especially common:',
    options: [
      'On straight rural highways',
      'In parking garages',
      'While backing out of a driveway',
      'At intersections and when turning left',
    ],
    answer: 3,
    explanation:
      '"The leading causes" notes failing to yield is common especially at intersections and when turning left.',
  },
  {
    chapter: 2,
    prompt: 'Which choice does not cause a crash but often decides whether you survive one?',
    options: ['Your radio station', 'The color of your car', 'Wearing a seat belt', 'The time of day you drive'],
    answer: 2,
    explanation:
      '"The leading causes" says a large share of people killed in Texas vehicles were not wearing seat belts.',
  },
  {
    chapter: 2,
    prompt: 'What can a conviction for a moving violation or an at-fault crash do?',
    options: [
      'Lower your insurance premiums',
      'Raise your insurance premiums for years',
      'Automatically renew your license',
      'Nothing, if the crash was minor',
    ],
    answer: 1,
    explanation: '"What a crash costs" says convictions and at-fault crashes can raise insurance premiums for years.',
  },
  {
    chapter: 2,
    prompt: 'If the damages from a crash you caused exceed your insurance policy limits:',
    options: [
      'The state pays the rest',
      "The other driver's insurer must pay the rest",
      'The remaining amount is forgiven',
      'You may be personally responsible for the rest',
    ],
    answer: 3,
    explanation: '"What a crash costs" warns that damages beyond your policy limits can become your personal debt.',
  },
  {
    chapter: 2,
    prompt: 'Which is a cost of crashes that society as a whole pays?',
    options: [
      'Emergency services and higher insurance costs for everyone',
      'Only the repair bill of the at-fault driver',
      'Nothing, because insurance covers everything',
      'Only the cost of towing',
    ],
    answer: 0,
    explanation:
      '"What a crash costs" lists emergency services, lost productivity, higher insurance costs and traffic delays.',
  },

  // Unit 3 — Factors That Influence the Driver
  {
    chapter: 3,
    prompt: 'If your license requires glasses or contact lenses, you must:',
    options: [
      'Wear them only at night',
      'Wear them only on highways',
      'Wear them whenever you drive',
      'Keep them in the glove box',
    ],
    answer: 2,
    explanation: '"Vision, hearing and health" says wearing required lenses whenever you drive is the law.',
  },
  {
    chapter: 3,
    prompt: 'Which part of your vision is best at noticing movement to the side?',
    options: ['Peripheral (side) vision', 'Central vision', 'Night vision', 'Depth perception'],
    answer: 0,
    explanation:
      '"Vision, hearing and health" explains that good side vision notices a car or pedestrian coming from the side.',
  },
  {
    chapter: 3,
    prompt: 'Why should you keep the music volume moderate while driving?',
    options: [
      'Loud music drains the battery',
      'It is required only in school zones',
      'So passengers can sleep',
      'So you can hear sirens, horns and trains',
    ],
    answer: 3,
    explanation: '"Vision, hearing and health" says hearing warns you of sirens, horns and trains.',
  },
  {
    chapter: 3,
    prompt: 'Before driving after taking a new medicine, you should:',
    options: [
      'Drink coffee to counter any side effects',
      'Read the label, ask your pharmacist and wait until you know how it affects you',
      'Drive only on highways',
      'Take a double dose so it wears off faster',
    ],
    answer: 1,
    explanation:
      '"Vision, hearing and health" advises reading the label, asking the pharmacist and not driving until you know the effects.',
  },
  {
    chapter: 3,
    prompt: 'Staying awake for about 18 hours affects driving about as much as a BAC of:',
    options: ['0.01 percent', '0.05 percent', '0.15 percent', '0.20 percent'],
    answer: 1,
    explanation: '"Fatigue and drowsy driving" cites studies comparing 18 hours awake to a BAC of about 0.05 percent.',
  },
  {
    chapter: 3,
    prompt: 'What is a microsleep?',
    options: [
      'A short planned nap at a rest area',
      'A feeling of boredom on long trips',
      'Sleeping in the passenger seat',
      'A few seconds of sleep, sometimes with the eyes open',
    ],
    answer: 3,
    explanation: '"Fatigue and drowsy driving" defines a microsleep as a few seconds of sleep with eyes open.',
  },
  {
    chapter: 3,
    prompt: 'What is the only real cure for fatigue?',
    options: ['Sleep', 'Opening the window', 'Turning up the radio', 'Chewing gum'],
    answer: 0,
    explanation:
      '"Fatigue and drowsy driving" says opening a window or turning up the radio does not fix fatigue; only sleep does.',
  },
  {
    chapter: 3,
    prompt: 'On a long trip, how often should you plan a stop?',
    options: [
      'Only when the fuel tank is empty',
      'Every six hours',
      'About every two hours or 100 miles',
      'Every 15 minutes',
    ],
    answer: 2,
    explanation: '"Fatigue and drowsy driving" recommends a stop about every two hours or 100 miles.',
  },
  {
    chapter: 3,
    prompt: 'Which is a warning sign of drowsy driving?',
    options: [
      'Drifting from your lane and missing exits',
      'Checking mirrors often',
      'Keeping a steady speed',
      'Feeling hungry',
    ],
    answer: 0,
    explanation:
      '"Fatigue and drowsy driving" lists yawning, heavy eyelids, drifting, missed exits and lost memory of the last miles.',
  },
  {
    chapter: 3,
    prompt: 'If you are very upset or angry before a trip, the best choice is to:',
    options: [
      'Drive faster to get it over with',
      'Call someone while driving to talk it through',
      'Calm down first or let someone else drive',
      'Play loud music to distract yourself',
    ],
    answer: 2,
    explanation: '"Emotions and attitude" advises taking a few minutes to calm down or letting someone else drive.',
  },
  {
    chapter: 3,
    prompt: 'Most drivers rate themselves above average. This is an example of:',
    options: ['Fatigue', 'Overconfidence', 'Cognitive distraction', 'Good judgment'],
    answer: 1,
    explanation: '"Emotions and attitude" calls this overconfidence, which cannot be true for everyone.',
  },
  {
    chapter: 3,
    prompt: 'What are the three kinds of distraction?',
    options: [
      'Daytime, nighttime and weather',
      'Passenger, pet and phone',
      'Legal, illegal and unknown',
      'Visual, manual and cognitive',
    ],
    answer: 3,
    explanation:
      '"Distraction and the Texas phone laws" names visual, manual and cognitive distraction; texting combines all three.',
  },
  {
    chapter: 3,
    prompt: 'Looking away from the road for five seconds at 55 mph means driving about:',
    options: ['The length of a car', 'The length of a football field', 'One mile', 'Ten feet'],
    answer: 1,
    explanation:
      '"Distraction and the Texas phone laws" says five seconds at 55 mph covers the length of a football field.',
  },
  {
    chapter: 3,
    prompt: 'Under Texas law, reading, writing or sending an electronic message on a portable device while driving is:',
    options: [
      'Allowed on highways only',
      'Allowed if you hold the phone at eye level',
      'Allowed for drivers over 25',
      'Forbidden unless the vehicle is stopped',
    ],
    answer: 3,
    explanation:
      '"Distraction and the Texas phone laws" explains the statewide ban on reading, writing or sending messages unless the vehicle is stopped.',
  },
  {
    chapter: 3,
    prompt: 'Under Texas law, a driver under 18 may use a wireless device while driving:',
    options: [
      'Only with a hands-free system',
      'Only in an emergency',
      'Only on rural roads',
      'Whenever a parent is in the car',
    ],
    answer: 1,
    explanation:
      '"Distraction and the Texas phone laws" says drivers under 18 may not use a wireless device at all while driving, except in an emergency.',
  },

  // Unit 4 — Texas Traffic Laws and Procedures
  {
    chapter: 4,
    prompt: 'An eight-sided (octagon) sign always means:',
    options: ['Yield', 'School zone', 'Stop', 'Railroad crossing'],
    answer: 2,
    explanation: '"Signs, signals and pavement markings" says an octagon always means stop.',
  },
  {
    chapter: 4,
    prompt: 'A five-sided (pentagon) sign marks:',
    options: ['A school zone or school crossing', 'A no-passing zone', 'A railroad crossing', 'A hospital'],
    answer: 0,
    explanation: '"Signs, signals and pavement markings" says a pentagon marks a school zone or school crossing.',
  },
  {
    chapter: 4,
    prompt: 'Orange signs warn of:',
    options: ['Parks and recreation', 'Motorist services', 'A work zone', 'A hospital ahead'],
    answer: 2,
    explanation: '"Signs, signals and pavement markings" says orange marks a work zone.',
  },
  {
    chapter: 4,
    prompt: 'A flashing red traffic light means:',
    options: [
      'Slow down and proceed with caution',
      'The signal is broken, so ignore it',
      'Only turning traffic must stop',
      'Stop completely, as at a stop sign',
    ],
    answer: 3,
    explanation: '"Signs, signals and pavement markings" explains that a flashing red light works like a stop sign.',
  },
  {
    chapter: 4,
    prompt: 'A flashing yellow arrow lets you:',
    options: [
      'Turn left only after yielding to oncoming traffic and pedestrians',
      'Turn left without stopping or yielding',
      'Make a U-turn only',
      'Go straight only',
    ],
    answer: 0,
    explanation:
      '"Signs, signals and pavement markings" says a flashing yellow arrow allows a left turn after yielding.',
  },
  {
    chapter: 4,
    prompt: 'Yellow pavement lines separate:',
    options: [
      'Lanes moving in the same direction',
      'Traffic moving in opposite directions',
      'Bicycle lanes from car lanes',
      'Parking spaces',
    ],
    answer: 1,
    explanation:
      '"Signs, signals and pavement markings" says yellow lines separate opposing traffic and white lines separate lanes going the same way.',
  },
  {
    chapter: 4,
    prompt: 'In Texas, unless a sign forbids it, you may turn right on a red light:',
    options: [
      'Without stopping if no one is coming',
      'Only in rural areas',
      'After coming to a full stop',
      'Only when a police officer waves you on',
    ],
    answer: 2,
    explanation:
      '"Signs, signals and pavement markings" says you may turn right on red after a full stop unless a sign forbids it.',
  },
  {
    chapter: 4,
    prompt: 'At a four-way stop, two vehicles stop at the same time. Who goes first?',
    options: [
      'The larger vehicle',
      'The vehicle on the left',
      'The vehicle that honks first',
      'The vehicle on the right',
    ],
    answer: 3,
    explanation:
      '"Right-of-way" says that when two vehicles stop at the same time, the driver on the left yields to the driver on the right.',
  },
  {
    chapter: 4,
    prompt: 'At a four-way stop, who goes first when vehicles arrive at different times?',
    options: [
      'The first vehicle to stop completely',
      'The vehicle going straight',
      'The vehicle on the widest road',
      'The vehicle turning right',
    ],
    answer: 0,
    explanation: '"Right-of-way" says the first vehicle to stop completely is the first to go.',
  },
  {
    chapter: 4,
    prompt: 'At a T-intersection with no signs or signals, who must yield?',
    options: [
      'Traffic on the through road',
      'Traffic on the road that ends',
      'Whoever is driving faster',
      'Nobody; drivers take turns',
    ],
    answer: 1,
    explanation: '"Right-of-way" says traffic on the road that ends yields to traffic on the through road.',
  },
  {
    chapter: 4,
    prompt: 'When an emergency vehicle approaches with its siren or flashing lights, you should:',
    options: [
      'Speed up to get out of its way',
      'Stop immediately wherever you are, even in an intersection',
      'Pull to the right edge of the road, clear of the intersection, and stop',
      'Follow it closely to get through traffic',
    ],
    answer: 2,
    explanation: '"Right-of-way" says to pull to the right edge, clear of the intersection, and stop until it passes.',
  },
  {
    chapter: 4,
    prompt: 'Under the Texas basic speed rule, you may not drive:',
    options: [
      'Faster than is reasonable and prudent for the conditions',
      'Slower than the posted limit',
      'Faster than 60 mph on any road',
      'More than 5 mph over the limit',
    ],
    answer: 0,
    explanation:
      '"Speed limits in Texas" explains the basic speed rule and that you can be ticketed for driving too fast for conditions even under the posted limit.',
  },
  {
    chapter: 4,
    prompt: 'Where no limit is posted, what is the Texas default speed limit on a street in an urban district?',
    options: ['15 mph', '45 mph', '55 mph', '30 mph'],
    answer: 3,
    explanation: '"Speed limits in Texas" lists 30 mph on urban district streets and 15 mph in urban alleys.',
  },
  {
    chapter: 4,
    prompt:
      'You approach a stopped police car with flashing lights on a two-lane road where you cannot change lanes. The limit is 60 mph. Under the Move Over or Slow Down law you must slow to no more than:',
    options: ['55 mph', '40 mph', '50 mph', '25 mph'],
    answer: 1,
    explanation:
      '"Move Over or Slow Down" requires slowing to 20 mph below the posted limit when you cannot move out of the lane next to the stopped vehicle.',
  },
  {
    chapter: 4,
    prompt: 'A school bus ahead stops with flashing red lights and its stop arm out. You must stop unless:',
    options: [
      'You are coming from the opposite direction on an undivided road',
      'You are running late for work',
      'You are on the far roadway of a highway divided into separate roadways',
      'No children are visible',
    ],
    answer: 2,
    explanation:
      '"School zones, school buses and railroad crossings" says you stop from either direction; only drivers on the far roadway of a divided highway may continue.',
  },
  {
    chapter: 4,
    prompt: 'When a railroad crossing signal is flashing, how far from the nearest rail must you stop?',
    options: [
      'Between 15 and 50 feet',
      'Between 5 and 10 feet',
      'At least 100 feet',
      'Right on the edge of the tracks',
    ],
    answer: 0,
    explanation:
      '"School zones, school buses and railroad crossings" says to stop between 15 and 50 feet from the nearest rail.',
  },

  // Unit 5 — Driving in Difficult Environments
  {
    chapter: 5,
    prompt:
      'Texas law requires headlights from sunset to sunrise and whenever you cannot clearly see people or vehicles how far ahead?',
    options: ['100 feet', '500 feet', '1,000 feet', 'One mile'],
    answer: 2,
    explanation: '"Driving at night" says headlights are required whenever you cannot clearly see 1,000 feet ahead.',
  },
  {
    chapter: 5,
    prompt: 'You must switch from high beams to low beams within what distance of an oncoming vehicle?',
    options: ['500 feet', '100 feet', '1,000 feet', '50 feet'],
    answer: 0,
    explanation: '"Driving at night" says to dim your high beams within 500 feet of an oncoming vehicle.',
  },
  {
    chapter: 5,
    prompt: 'When following another vehicle at night, dim your high beams within:',
    options: ['50 feet', '100 feet', '1,000 feet', '300 feet'],
    answer: 3,
    explanation: '"Driving at night" says to use low beams within 300 feet when following another vehicle.',
  },
  {
    chapter: 5,
    prompt: '"Overdriving your headlights" means:',
    options: [
      'Using high beams in town',
      'Driving too fast to stop within the distance your lights show',
      'Leaving your lights on after parking',
      'Driving with one headlight out',
    ],
    answer: 1,
    explanation:
      '"Driving at night" warns against driving faster than you can stop within the distance your headlights show.',
  },
  {
    chapter: 5,
    prompt: 'If the lights of an oncoming car dazzle you, look toward:',
    options: ['The oncoming headlights', 'Your rearview mirror', 'The right edge of your lane', 'The center line'],
    answer: 2,
    explanation: '"Driving at night" advises looking toward the right edge of your lane until the vehicle passes.',
  },
  {
    chapter: 5,
    prompt: 'Why are the first minutes of a rain shower often the most slippery?',
    options: [
      'Water lifts oil and dust off the pavement',
      'Tires are cold',
      'Drivers use their wipers',
      'The road markings wash away',
    ],
    answer: 0,
    explanation: '"Rain and hydroplaning" explains that early rain lifts oil and dust off the pavement.',
  },
  {
    chapter: 5,
    prompt: 'What following distance should you use in rain?',
    options: ['One second', 'Two seconds', 'At least four seconds', 'Exactly three car lengths'],
    answer: 2,
    explanation: '"Rain and hydroplaning" says to increase following distance to at least four seconds in rain.',
  },
  {
    chapter: 5,
    prompt: 'Hydroplaning can begin at speeds as low as about:',
    options: ['10 mph', '70 mph', '90 mph', '35 mph'],
    answer: 3,
    explanation:
      '"Rain and hydroplaning" says hydroplaning can begin at about 35 mph and becomes more likely as speed rises.',
  },
  {
    chapter: 5,
    prompt: 'If your vehicle starts to hydroplane, you should:',
    options: [
      'Brake hard right away',
      'Ease off the accelerator and hold the wheel steady',
      'Turn the wheel sharply toward the shoulder',
      'Accelerate to get through the water',
    ],
    answer: 1,
    explanation:
      '"Rain and hydroplaning" says to ease off the accelerator, hold the wheel steady and not brake hard until the tires grip.',
  },
  {
    chapter: 5,
    prompt: 'About how much water can reach the bottom of most cars and cause stalling or loss of control?',
    options: ['Six inches', 'Three feet', 'One inch', 'Four feet'],
    answer: 0,
    explanation: '"Floods: Turn Around, Don\'t Drown" says six inches of water can reach the bottom of most cars.',
  },
  {
    chapter: 5,
    prompt: 'How much moving water can sweep away most vehicles, including SUVs and pickups?',
    options: ['Six inches', 'One inch', 'Two feet', 'Ten feet'],
    answer: 2,
    explanation: '"Floods: Turn Around, Don\'t Drown" says two feet of moving water can sweep away most vehicles.',
  },
  {
    chapter: 5,
    prompt: 'You reach a barricade across a flooded low-water crossing. What should you do?',
    options: [
      'Drive around it slowly',
      'Follow a larger vehicle through',
      'Test the depth with your tires',
      'Turn around and find another route',
    ],
    answer: 3,
    explanation:
      '"Floods: Turn Around, Don\'t Drown" says never drive around barricades or into water of unknown depth.',
  },
  {
    chapter: 5,
    prompt: 'Why should you use low beams rather than high beams in fog?',
    options: [
      'High beams reflect off the fog and make it harder to see',
      'High beams are illegal during the day',
      'Low beams use less fuel',
      'Fog lights do not work with high beams',
    ],
    answer: 0,
    explanation: '"Fog, wind, dust and ice" explains that high beams reflect off the fog.',
  },
  {
    chapter: 5,
    prompt: 'Which part of the road usually freezes first in an ice storm?',
    options: ['Toll plazas', 'Bridges and overpasses', 'Parking lots', 'Roads in the shade of trees only'],
    answer: 1,
    explanation: '"Fog, wind, dust and ice" says bridges and overpasses freeze first.',
  },
  {
    chapter: 5,
    prompt:
      'In a Texas construction or maintenance work zone where workers are present, fines for traffic offenses are:',
    options: ['Waived', 'Reduced by half', 'The same as anywhere else', 'Doubled'],
    answer: 3,
    explanation: '"Work zones and rural roads" says Texas doubles fines in work zones when workers are present.',
  },

  // Unit 6 — Physical Forces and Your Vehicle
  {
    chapter: 6,
    prompt: 'Inertia means that when your vehicle stops suddenly:',
    options: [
      'Loose objects stay where they are',
      'Your body and loose objects keep moving at the speed you were traveling',
      'Your body is pushed backward',
      'Only heavy objects move',
    ],
    answer: 1,
    explanation:
      '"Inertia and kinetic energy" explains that people and loose objects keep moving when the vehicle stops.',
  },
  {
    chapter: 6,
    prompt: "If you double your speed from 30 mph to 60 mph, your vehicle's kinetic energy becomes:",
    options: ['The same', 'Twice as large', 'Three times as large', 'Four times as large'],
    answer: 3,
    explanation:
      '"Inertia and kinetic energy" says energy grows with the square of speed, so doubling speed gives four times the energy.',
  },
  {
    chapter: 6,
    prompt: 'Doubling your speed makes your braking distance about:',
    options: ['Four times as long', 'Half as long', 'The same', 'Twice as long'],
    answer: 0,
    explanation: '"Inertia and kinetic energy" says four times the energy takes about four times the braking distance.',
  },
  {
    chapter: 6,
    prompt: "About how large is each tire's contact patch with the road?",
    options: ['The size of a door', 'The size of a dinner table', 'The size of your hand', 'The size of a coin'],
    answer: 2,
    explanation: '"Friction and traction" says each of the four contact patches is about the size of your hand.',
  },
  {
    chapter: 6,
    prompt: 'What is traction?',
    options: [
      'The power of the engine',
      'The friction between the tires and the road',
      'The weight of the vehicle',
      'The force that pushes you sideways on a curve',
    ],
    answer: 1,
    explanation:
      '"Friction and traction" defines traction as the friction between the tire contact patches and the pavement.',
  },
  {
    chapter: 6,
    prompt: 'Where should you find the correct tire pressure for your vehicle?',
    options: [
      "On the placard in the driver's door jamb",
      'The maximum printed on the tire',
      'On your registration sticker',
      'At any gas station air pump',
    ],
    answer: 0,
    explanation:
      '"Friction and traction" says to use the pressure on the door-jamb placard, not the maximum printed on the tire.',
  },
  {
    chapter: 6,
    prompt: 'Tires should be replaced when the tread is worn to:',
    options: ['1/2 inch', '10/32 inch', '6/32 inch', '2/32 inch'],
    answer: 3,
    explanation: '"Friction and traction" says to replace tires worn to 2/32 inch, which the penny test can show.',
  },
  {
    chapter: 6,
    prompt: 'Why are smooth braking, steering and acceleration safer?',
    options: [
      'They make the engine last longer',
      'Sudden inputs use up the traction you have',
      'They are required by Texas law',
      'They keep the headlights aimed correctly',
    ],
    answer: 1,
    explanation:
      '"Friction and traction" says sudden actions use up traction, so smooth inputs are safer in every condition.',
  },
  {
    chapter: 6,
    prompt: 'What are the three parts of total stopping distance?',
    options: [
      'Speed, weight and weather',
      'Signal, mirror and brake',
      'Perception, reaction and braking distance',
      'Looking, steering and stopping',
    ],
    answer: 2,
    explanation: '"Stopping distance" explains perception distance, reaction distance and braking distance.',
  },
  {
    chapter: 6,
    prompt: 'Reaction distance is the distance you travel:',
    options: [
      'While moving your foot to the brake',
      'After the brakes are applied',
      'Before you see the hazard',
      'While skidding',
    ],
    answer: 0,
    explanation:
      '"Stopping distance" defines reaction distance as how far you travel while moving your foot to the brake.',
  },
  {
    chapter: 6,
    prompt: 'For an alert driver, perception and reaction together take about:',
    options: ['One tenth of a second', 'Five seconds', 'Ten seconds', 'One and a half seconds'],
    answer: 3,
    explanation:
      '"Stopping distance" says perception and reaction together take about one and a half seconds for an alert driver.',
  },
  {
    chapter: 6,
    prompt: 'About how far does an alert driver on a dry road need to stop from 70 mph?',
    options: ['About 100 feet', 'Nearly 400 feet', 'About 1,000 feet', 'About 50 feet'],
    answer: 1,
    explanation: '"Stopping distance" says about 110 feet at 30 mph, 230 feet at 50 mph and nearly 400 feet at 70 mph.',
  },
  {
    chapter: 6,
    prompt: 'When should you slow down for a curve?',
    options: [
      'In the middle of the curve',
      'After leaving the curve',
      'Before entering the curve',
      'Only if the curve has a warning sign',
    ],
    answer: 2,
    explanation:
      '"Curves, hills and the force of impact" says to slow down before you enter a curve and accelerate gently as you leave.',
  },
  {
    chapter: 6,
    prompt: 'Going downhill affects your stopping distance by:',
    options: ['Making it longer', 'Making it shorter', 'Not changing it', 'Eliminating reaction time'],
    answer: 0,
    explanation: '"Curves, hills and the force of impact" says downhill grades lengthen stopping distance.',
  },
  {
    chapter: 6,
    prompt: 'Hitting a solid object at 60 mph is like falling from a building about how tall?',
    options: ['One story', 'Three stories', 'Fifty stories', 'Twelve stories'],
    answer: 3,
    explanation:
      '"Curves, hills and the force of impact" compares 30 mph to a three-story fall and 60 mph to about twelve stories.',
  },

  // Unit 7 — Perceptual Skills
  {
    chapter: 7,
    prompt: 'Which kind of vision do you use to read signs and judge details?',
    options: ['Peripheral vision', 'Central vision', 'Night vision', 'Rear vision'],
    answer: 1,
    explanation: '"How you see while driving" says central vision is sharp and used to read signs and judge details.',
  },
  {
    chapter: 7,
    prompt: 'Peripheral (side) vision is especially good at:',
    options: ['Reading small print', 'Judging colors', 'Noticing movement', 'Seeing far ahead'],
    answer: 2,
    explanation: '"How you see while driving" says side vision is blurry but very good at noticing movement.',
  },
  {
    chapter: 7,
    prompt: 'As your speed increases, your useful field of view:',
    options: ['Becomes narrower', 'Becomes wider', 'Stays the same', 'Doubles'],
    answer: 0,
    explanation:
      '"How you see while driving" explains that the faster you drive, the narrower your useful field of view.',
  },
  {
    chapter: 7,
    prompt: 'Why do drivers sometimes say "I looked but I never saw them"?',
    options: [
      'Their mirrors were dirty',
      'Their headlights were off',
      'The other road user was speeding',
      'The brain notices what it expects and pays attention to',
    ],
    answer: 3,
    explanation:
      '"How you see while driving" explains that seeing depends on attention, so smaller road users are easy to miss.',
  },
  {
    chapter: 7,
    prompt: 'How far ahead should you look while driving?',
    options: ['2 to 3 seconds', '12 to 15 seconds', '1 minute', 'Just past your hood'],
    answer: 1,
    explanation: '"Scan ahead, around and behind" recommends looking about 12 to 15 seconds ahead.',
  },
  {
    chapter: 7,
    prompt: 'On the highway, looking 12 to 15 seconds ahead means looking about:',
    options: ['A quarter of a mile ahead', 'One car length ahead', 'Ten miles ahead', 'Directly over the hood'],
    answer: 0,
    explanation:
      '"Scan ahead, around and behind" says it is about a block in the city and a quarter mile on the highway.',
  },
  {
    chapter: 7,
    prompt: 'How often should you check your mirrors?',
    options: ['Once a minute', 'Only when changing lanes', 'Every five to eight seconds', 'Only when parking'],
    answer: 2,
    explanation:
      '"Scan ahead, around and behind" says to check mirrors every five to eight seconds and before slowing or changing lanes.',
  },
  {
    chapter: 7,
    prompt: 'Before entering an intersection, in what order should you look?',
    options: ['Right, left, right', 'Straight ahead only', 'Behind, then ahead', 'Left, right, then left again'],
    answer: 3,
    explanation:
      '"Scan ahead, around and behind" says to look left, right and left again, because the nearest traffic comes from the left.',
  },
  {
    chapter: 7,
    prompt: 'Which is a clue that a parked car may pull out?',
    options: [
      'A driver inside and the front wheels turning',
      'A clean windshield',
      'A parking meter beside it',
      'Its hazard lights are off',
    ],
    answer: 0,
    explanation: '"Scan ahead, around and behind" lists a driver in a parked car and front wheels turning as clues.',
  },
  {
    chapter: 7,
    prompt: 'What is a blind spot?',
    options: [
      'An area you cannot see in your mirrors or with side vision while looking ahead',
      'A dark stretch of road without streetlights',
      'The area directly in front of your hood',
      'Any place where a sign is hidden',
    ],
    answer: 0,
    explanation: '"Blind spots and mirrors" defines a blind spot as an area outside your mirrors and side vision.',
  },
  {
    chapter: 7,
    prompt: 'How should each side mirror be set?',
    options: [
      'So that half the mirror shows your car',
      'Pointed at the ground',
      'So the side of your own car is barely visible',
      'Exactly matching the inside mirror',
    ],
    answer: 2,
    explanation: '"Blind spots and mirrors" says to set each side mirror so the side of your car is barely visible.',
  },
  {
    chapter: 7,
    prompt: 'Before changing lanes, what is the correct sequence?',
    options: [
      'Signal only',
      'Check mirrors, signal, then look over your shoulder',
      'Look over your shoulder, then change lanes without signaling',
      'Honk, then change lanes',
    ],
    answer: 1,
    explanation: '"Blind spots and mirrors" says to check mirrors, signal, then take a quick look over your shoulder.',
  },
  {
    chapter: 7,
    prompt: "What should you do if you find yourself in another driver's blind spot?",
    options: [
      'Stay there, since they know you are there',
      'Honk continuously',
      'Flash your high beams',
      'Speed up or drop back so they can see you',
    ],
    answer: 3,
    explanation: '"Blind spots and mirrors" says not to ride in another driver\'s blind spot.',
  },
  {
    chapter: 7,
    prompt: 'What does SIPDE stand for?',
    options: [
      'Signal, Inspect, Pass, Drive, Exit',
      'Search, Identify, Predict, Decide, Execute',
      'Stop, Idle, Proceed, Drive, Enter',
      'Speed, Inertia, Power, Distance, Energy',
    ],
    answer: 1,
    explanation: '"The SIPDE process" lists Search, Identify, Predict, Decide and Execute.',
  },
  {
    chapter: 7,
    prompt: 'Quietly describing what you see and plan to do while driving is called:',
    options: ['Commentary driving', 'Cruise driving', 'Threshold driving', 'Lane splitting'],
    answer: 0,
    explanation: '"The SIPDE process" calls this technique commentary driving.',
  },

  // Unit 8 — Defensive Driving Strategies
  {
    chapter: 8,
    prompt: 'What is an escape route?',
    options: [
      'An exit ramp you plan to take',
      'An open lane, shoulder or gap you could move into if traffic ahead stopped',
      'A shortcut through a parking lot',
      'The lane reserved for emergency vehicles',
    ],
    answer: 1,
    explanation: '"Build a space cushion" says always know your escape route: an open lane, a shoulder or a gap.',
  },
  {
    chapter: 8,
    prompt: 'When someone is tailgating you, you should:',
    options: [
      'Brake suddenly to warn them',
      'Speed up to get away',
      'Increase the gap ahead and let them pass when safe',
      'Move toward the center line',
    ],
    answer: 2,
    explanation:
      '"Build a space cushion" says to increase the gap ahead and change lanes or pull over safely to let them pass.',
  },
  {
    chapter: 8,
    prompt: 'When stopped behind another vehicle, leave enough room to see:',
    options: [
      'Its rear tires touching the pavement',
      'Only its roof',
      'Its license plate numbers clearly',
      'Nothing; pull up as close as possible',
    ],
    answer: 0,
    explanation: '"Build a space cushion" says to leave enough room to see the rear tires of the vehicle ahead.',
  },
  {
    chapter: 8,
    prompt: 'What is the minimum following distance on a dry road in good conditions?',
    options: ['One second', 'Two car lengths', 'Ten seconds', 'Three seconds'],
    answer: 3,
    explanation: '"Following distance: the three-second rule" says three seconds is the minimum on a dry road.',
  },
  {
    chapter: 8,
    prompt: 'How do you measure your following distance?',
    options: [
      'Count car lengths between you and the vehicle ahead',
      'Count seconds from when the vehicle ahead passes a fixed mark until you reach it',
      'Use your speedometer',
      'Estimate by the size of the vehicle ahead',
    ],
    answer: 1,
    explanation:
      '"Following distance: the three-second rule" explains counting from when the vehicle ahead passes a fixed mark.',
  },
  {
    chapter: 8,
    prompt: 'What following distance should you keep behind a large truck?',
    options: ['Four seconds or more', 'Two seconds', 'One second', 'Half a second'],
    answer: 0,
    explanation: '"Following distance: the three-second rule" says to use four seconds or more behind large trucks.',
  },
  {
    chapter: 8,
    prompt: 'Why does the three-second rule work at any speed?',
    options: [
      'Because speed limits are the same everywhere',
      'Because it is measured in car lengths',
      'Because it is measured in time',
      'Because it only applies in cities',
    ],
    answer: 2,
    explanation:
      '"Following distance: the three-second rule" says the rule is based on time, so it works at any speed.',
  },
  {
    chapter: 8,
    prompt: 'Texas law requires you to signal continuously for at least how far before turning?',
    options: ['10 feet', '50 feet', '500 feet', '100 feet'],
    answer: 3,
    explanation: '"See and be seen" says Texas law requires signaling for at least the last 100 feet before turning.',
  },
  {
    chapter: 8,
    prompt: 'What is the proper use of the horn?',
    options: [
      'To express anger at other drivers',
      'A short tap to alert someone who may not have seen you',
      'A long blast at every intersection',
      'To tell slower drivers to speed up',
    ],
    answer: 1,
    explanation: '"See and be seen" says a short tap of the horn warns; it is not for anger.',
  },
  {
    chapter: 8,
    prompt: 'A car waiting to pull out has its right turn signal on. What should you assume?',
    options: [
      'It will definitely turn',
      'It will wait for you',
      'It has the right-of-way',
      'The signal shows an intention, not an action, so wait until it actually turns',
    ],
    answer: 3,
    explanation: '"See and be seen" says a turn signal shows an intention, not an action.',
  },
  {
    chapter: 8,
    prompt: 'Within how many feet of an intersection, railroad crossing, bridge or tunnel should you not pass?',
    options: ['100 feet', '10 feet', '25 feet', '1,000 feet'],
    answer: 0,
    explanation:
      '"Passing and being passed" says not to pass within 100 feet of an intersection, railroad crossing, bridge or tunnel.',
  },
  {
    chapter: 8,
    prompt: 'After passing, when may you return to your lane?',
    options: [
      'As soon as your front bumper is ahead of the other vehicle',
      "When you can see the passed vehicle's headlights in your rearview mirror",
      'After counting one second',
      'When the other driver flashes their lights',
    ],
    answer: 1,
    explanation:
      '"Passing and being passed" says to return when you can see the passed vehicle\'s headlights in your rearview mirror.',
  },
  {
    chapter: 8,
    prompt: 'When another vehicle is passing you, you should:',
    options: [
      'Speed up so they cannot cut in',
      'Move toward the center line',
      'Stay in your lane and not speed up',
      'Flash your high beams',
    ],
    answer: 2,
    explanation: '"Passing and being passed" says to hold your lane, not speed up, and ease off if it helps.',
  },
  {
    chapter: 8,
    prompt: 'While waiting to turn left at an intersection, keep your wheels:',
    options: ['Turned left, ready to go', 'Turned right', 'Pointed straight ahead', 'It does not matter'],
    answer: 2,
    explanation:
      '"Intersections, freeways and frontage roads" says to keep your wheels straight so a rear-end crash cannot push you into oncoming traffic.',
  },
  {
    chapter: 8,
    prompt: 'You miss your freeway exit. What should you do?',
    options: [
      'Back up along the shoulder',
      'Stop in the lane and wait for a gap',
      'Cross the gore area quickly',
      'Continue to the next exit',
    ],
    answer: 3,
    explanation:
      '"Intersections, freeways and frontage roads" says to take the next exit and never back up on a ramp or shoulder.',
  },

  // Unit 9 — Emergencies and Crash Avoidance
  {
    chapter: 9,
    prompt: 'In an emergency stop in a vehicle with anti-lock brakes (ABS), you should:',
    options: [
      'Pump the brake pedal rapidly',
      'Press hard, keep pressing and steer',
      'Shift into park',
      'Release the brake when the pedal pulses',
    ],
    answer: 1,
    explanation: '"Braking and steering in an emergency" says to press hard, hold and steer; do not pump ABS brakes.',
  },
  {
    chapter: 9,
    prompt: 'The brake pedal pulses and grinds during a hard ABS stop. This means:',
    options: [
      'The brakes have failed',
      'You should pump the pedal',
      'The system is working normally',
      'You should release the pedal',
    ],
    answer: 2,
    explanation: '"Braking and steering in an emergency" says pulsing and grinding are the ABS system working.',
  },
  {
    chapter: 9,
    prompt: 'What is threshold braking?',
    options: [
      'Firm braking just short of locking the wheels, for cars without ABS',
      'Braking only with the parking brake',
      'Pumping the brakes as fast as possible',
      'Braking at the threshold of an intersection',
    ],
    answer: 0,
    explanation: '"Braking and steering in an emergency" describes threshold braking for vehicles without ABS.',
  },
  {
    chapter: 9,
    prompt: 'In an emergency maneuver, where should you look?',
    options: [
      'At the object you are trying to avoid',
      'In the rearview mirror',
      'At your speedometer',
      'At the open space where you want to go',
    ],
    answer: 3,
    explanation:
      '"Braking and steering in an emergency" says to look where you want to go, because your hands follow your eyes.',
  },
  {
    chapter: 9,
    prompt: 'If you must leave your lane to avoid a head-on crash, it is usually best to steer:',
    options: [
      'Left, into the oncoming lane',
      'Right, toward the shoulder',
      'Straight and brake only',
      'Toward a solid object to stop quickly',
    ],
    answer: 1,
    explanation:
      '"Braking and steering in an emergency" says to steer right toward the shoulder rather than into oncoming traffic.',
  },
  {
    chapter: 9,
    prompt: 'In a rear-wheel skid, you should:',
    options: [
      'Slam on the brakes',
      'Ease off the pedals and steer smoothly where you want to go',
      'Turn the wheel sharply the opposite way',
      'Accelerate hard',
    ],
    answer: 1,
    explanation:
      '"Skids" says to ease off the brake and gas, look where you want to go and steer smoothly in that direction.',
  },
  {
    chapter: 9,
    prompt: 'What is the danger of overcorrecting in a skid?',
    options: [
      'It can send the car into a spin',
      'It wears out the tires',
      'It turns off the airbags',
      'It drains the battery',
    ],
    answer: 0,
    explanation: '"Skids" warns that overcorrecting can send you into a spin.',
  },
  {
    chapter: 9,
    prompt: 'What is the best way to handle a skid?',
    options: [
      'Rely on electronic stability control',
      'Use cruise control on wet roads',
      'Avoid it by slowing down on wet, icy or loose surfaces',
      'Brake harder in curves',
    ],
    answer: 2,
    explanation:
      '"Skids" says stability control cannot overcome physics; the best approach is to slow down and avoid skids.',
  },
  {
    chapter: 9,
    prompt: 'If a tire blows out, you should:',
    options: [
      'Brake hard immediately',
      'Steer sharply onto the shoulder',
      'Speed up to keep control',
      'Grip the wheel firmly, hold the car straight and ease off the gas',
    ],
    answer: 3,
    explanation:
      '"Vehicle failures" says to grip the wheel, hold the car straight, not brake hard and ease off the gas.',
  },
  {
    chapter: 9,
    prompt: 'If your brakes fail, which is a correct step?',
    options: [
      'Turn off the engine at once',
      'Pump the pedal, shift to a lower gear and apply the parking brake slowly',
      'Shift into reverse',
      'Open the door to slow down',
    ],
    answer: 1,
    explanation: '"Vehicle failures" says to pump the pedal, downshift and apply the parking brake slowly.',
  },
  {
    chapter: 9,
    prompt: 'If the accelerator sticks, you should:',
    options: [
      'Shift to neutral, brake and steer off the road',
      'Turn the key to the lock position while moving',
      'Pump the gas pedal',
      'Shift into park at speed',
    ],
    answer: 0,
    explanation:
      '"Vehicle failures" says to shift to neutral, brake and pull off; turning the key to lock while moving can lock the steering.',
  },
  {
    chapter: 9,
    prompt: 'Your right wheels drop off the pavement onto the shoulder. What should you do first?',
    options: [
      'Jerk the wheel to get back on quickly',
      'Brake hard',
      'Ease off the gas, grip the wheel and straddle the edge while slowing',
      'Accelerate back onto the road',
    ],
    answer: 2,
    explanation:
      '"Leaving the pavement and animals" says to ease off the gas, straddle the edge and slow before steering back gently.',
  },
  {
    chapter: 9,
    prompt: 'A deer suddenly appears in your lane. What is usually safest?',
    options: [
      'Swerve into the oncoming lane',
      'Speed up to pass it',
      'Swerve off the road',
      'Brake firmly and stay in your lane',
    ],
    answer: 3,
    explanation:
      '"Leaving the pavement and animals" says to brake firmly and stay in your lane, since swerving often causes worse crashes.',
  },
  {
    chapter: 9,
    prompt: 'After a Texas crash in which no one is hurt and the vehicles can be driven, you should:',
    options: [
      'Leave the vehicles exactly where they stopped until police arrive',
      'Move the vehicles out of the traffic lanes to a safe spot nearby',
      'Drive home and report it later',
      'Leave without exchanging information',
    ],
    answer: 1,
    explanation:
      '"If a crash happens in Texas" says Texas expects you to move drivable vehicles out of the traffic lanes.',
  },
  {
    chapter: 9,
    prompt: 'You hit a parked car and cannot find the owner. What must you do?',
    options: [
      'Leave a note with your name, contact details and what happened',
      'Drive away, since no one saw it',
      'Wait one minute and then leave',
      'Call your insurer only',
    ],
    answer: 0,
    explanation:
      '"If a crash happens in Texas" says to find the owner or leave a note with your name, contact details and a description.',
  },

  // Unit 10 — Occupant Restraints
  {
    chapter: 10,
    prompt: 'What are the three collisions in every crash?',
    options: [
      'Front, side and rear',
      'The vehicle, the people inside, and their internal organs',
      'Brakes, tires and airbags',
      'Driver, passenger and pedestrian',
    ],
    answer: 1,
    explanation:
      '"Why seat belts work" describes the vehicle collision, the human collision and the internal collision.',
  },
  {
    chapter: 10,
    prompt: 'A lap and shoulder belt spreads crash forces across:',
    options: ['The neck and stomach', 'The arms and legs', 'The hips, chest and shoulders', 'The head and face'],
    answer: 2,
    explanation:
      '"Why seat belts work" says belts spread force across the strongest parts of the body: hips, chest and shoulders.',
  },
  {
    chapter: 10,
    prompt: 'Federal research finds seat belts cut the risk of death for front-seat car occupants by about:',
    options: ['5 percent', '15 percent', '95 percent', '45 percent'],
    answer: 3,
    explanation: '"Why seat belts work" cites about 45 percent in cars and about 60 percent in pickups, vans and SUVs.',
  },
  {
    chapter: 10,
    prompt: 'Which statement about seat belts is true?',
    options: [
      'Most crashes happen close to home, so short trips need belts too',
      'Belts trap people in most crashes',
      'Belts are needed only on highways',
      'An unbelted passenger is a danger only to themselves',
    ],
    answer: 0,
    explanation:
      '"Why seat belts work" explains that most crashes happen close to home and unbelted people can injure others.',
  },
  {
    chapter: 10,
    prompt: 'Who must wear a seat belt under Texas law?',
    options: [
      'Only the driver',
      'Only front-seat occupants',
      'Only passengers under 17',
      'Every driver and passenger in every seating position',
    ],
    answer: 3,
    explanation:
      '"The Texas seat belt and child seat laws" says every driver and passenger in every seat must be belted.',
  },
  {
    chapter: 10,
    prompt: 'In Texas, the driver can be fined for each unbelted passenger younger than:',
    options: ['17', '8', '12', '21'],
    answer: 0,
    explanation:
      '"The Texas seat belt and child seat laws" says the driver can be fined for unbelted passengers younger than 17.',
  },
  {
    chapter: 10,
    prompt:
      'Under Texas law, a child must ride in a child passenger safety seat system if the child is younger than 8 unless the child is:',
    options: [
      'Riding in the front seat',
      'Taller than 4 feet 9 inches',
      'On a trip shorter than 5 miles',
      'Accompanied by a parent',
    ],
    answer: 1,
    explanation:
      '"The Texas seat belt and child seat laws" sets the under-8 rule unless the child is taller than 4 feet 9 inches.',
  },
  {
    chapter: 10,
    prompt: 'Texas law generally forbids letting a person younger than 18 ride:',
    options: [
      'In the back seat',
      'In a vehicle with airbags',
      'In the open bed of a pickup truck',
      'With a driver under 21',
    ],
    answer: 2,
    explanation:
      '"The Texas seat belt and child seat laws" says Texas generally forbids people under 18 from riding in an open pickup bed.',
  },
  {
    chapter: 10,
    prompt: 'Where should the lap belt be worn?',
    options: [
      'Across the soft stomach',
      'Loose, so it is comfortable',
      'Under the thighs',
      'Low and snug across the hips and upper thighs',
    ],
    answer: 3,
    explanation: '"Wearing a belt correctly" says the lap belt goes low and snug across the hips and upper thighs.',
  },
  {
    chapter: 10,
    prompt: 'Where should the shoulder belt cross your body?',
    options: [
      'Across the middle of the collarbone and chest, away from the neck',
      'Under your arm',
      'Behind your back',
      'Across your neck',
    ],
    answer: 0,
    explanation:
      '"Wearing a belt correctly" says the shoulder belt crosses the collarbone and chest, never under the arm or behind the back.',
  },
  {
    chapter: 10,
    prompt: 'How should a pregnant woman wear the lap belt?',
    options: [
      'Across the middle of the belly',
      'Below the belly, across the hips',
      'She should not wear a belt',
      'Behind her back',
    ],
    answer: 1,
    explanation: '"Wearing a belt correctly" says to wear the lap belt below the belly, across the hips.',
  },
  {
    chapter: 10,
    prompt: 'Airbags are called supplemental restraints because they:',
    options: [
      'Replace seat belts',
      'Work only in rear crashes',
      'Work together with seat belts, not instead of them',
      'Are optional equipment',
    ],
    answer: 2,
    explanation: '"Airbags and child passengers" says airbags work with seat belts, not instead of them.',
  },
  {
    chapter: 10,
    prompt: 'How far should your breastbone be from the steering wheel airbag cover?',
    options: ['At least 10 inches', 'At least 2 inches', 'Exactly 5 inches', 'Distance does not matter'],
    answer: 0,
    explanation:
      '"Airbags and child passengers" says to sit with at least 10 inches between your breastbone and the steering wheel.',
  },
  {
    chapter: 10,
    prompt: 'Where are children 12 and under safest?',
    options: ['In the front passenger seat', "On an adult's lap", 'In the cargo area', 'In the back seat'],
    answer: 3,
    explanation: '"Airbags and child passengers" says children 12 and under are safest in the back seat.',
  },
  {
    chapter: 10,
    prompt: 'A rear-facing child seat must never be placed:',
    options: [
      'In the back seat',
      'In front of an active passenger airbag',
      'Behind the driver',
      'In the middle of the back seat',
    ],
    answer: 1,
    explanation:
      '"Airbags and child passengers" warns never to place a rear-facing seat in front of an active passenger airbag.',
  },

  // Unit 11 — Alcohol, Other Drugs and Driving
  {
    chapter: 11,
    prompt: 'Which drinks each contain about one standard drink of alcohol?',
    options: [
      '12 oz of beer, 12 oz of wine and 12 oz of spirits',
      '12 oz of beer, 5 oz of wine and 1.5 oz of 80-proof spirits',
      '1 oz of beer, 1 oz of wine and 1 oz of spirits',
      '24 oz of beer, 10 oz of wine and 3 oz of spirits',
    ],
    answer: 1,
    explanation:
      '"How alcohol works in your body" says a 12-ounce beer, 5-ounce wine and 1.5-ounce shot contain about the same alcohol.',
  },
  {
    chapter: 11,
    prompt: 'About how fast does the body remove alcohol?',
    options: [
      'Roughly one standard drink per hour',
      'Three drinks per hour',
      'All of it within 30 minutes',
      'Faster if you drink coffee',
    ],
    answer: 0,
    explanation: '"How alcohol works in your body" says the liver removes roughly one standard drink per hour.',
  },
  {
    chapter: 11,
    prompt: 'Which of these lowers your blood alcohol concentration?',
    options: ['Coffee', 'A cold shower', 'Fresh air', 'Only time'],
    answer: 3,
    explanation: '"How alcohol works in your body" says nothing speeds the liver; only time sobers you.',
  },
  {
    chapter: 11,
    prompt: 'Which factor affects your BAC?',
    options: [
      'The color of the drink',
      'The brand of the glass',
      'How much you drink, how fast, your size, your sex and whether you have eaten',
      'The time of year',
    ],
    answer: 2,
    explanation: '"How alcohol works in your body" lists amount, speed, body size, sex and food as factors.',
  },
  {
    chapter: 11,
    prompt: 'Which ability does alcohol affect first?',
    options: ['Judgment', 'Hearing', 'Hair growth', 'Memory of the route'],
    answer: 0,
    explanation:
      '"How alcohol affects driving" says judgment is affected first, so impaired drivers often think they are fine.',
  },
  {
    chapter: 11,
    prompt: 'At what BAC do judgment and divided attention begin to slip?',
    options: ['Only above 0.15', 'Only above 0.08', 'About 0.02', 'Only above 0.30'],
    answer: 2,
    explanation:
      '"How alcohol affects driving" says even at 0.02 percent judgment and divided attention begin to slip.',
  },
  {
    chapter: 11,
    prompt: 'About what share of Texas traffic deaths involve alcohol in a typical year?',
    options: ['Almost none', 'About one in a hundred', 'Nearly all', 'Often around one in four'],
    answer: 3,
    explanation:
      '"How alcohol affects driving" says alcohol is involved in a large share of Texas traffic deaths, often around one in four.',
  },
  {
    chapter: 11,
    prompt: 'In Texas, you are legally intoxicated if:',
    options: [
      'Your BAC is 0.08 or more, or you have lost the normal use of your mental or physical faculties',
      'Only if your BAC is 0.15 or more',
      'Only if you fail three field tests',
      'Only if you cause a crash',
    ],
    answer: 0,
    explanation: '"Texas DWI law" gives both definitions, so you can be convicted below 0.08 if impaired.',
  },
  {
    chapter: 11,
    prompt: 'What is the BAC limit for a commercial driver operating a commercial vehicle?',
    options: ['0.08 percent', '0.04 percent', '0.10 percent', '0.02 percent'],
    answer: 1,
    explanation: '"Texas DWI law" sets 0.04 percent for a commercial driver in a commercial vehicle.',
  },
  {
    chapter: 11,
    prompt: 'Under Texas zero tolerance, a driver under 21 commits an offense by driving with:',
    options: [
      'A BAC of 0.08 or more',
      'A BAC of 0.05 or more',
      'Any detectable amount of alcohol',
      'Two or more drinks in the past day',
    ],
    answer: 2,
    explanation: '"Texas DWI law" says driving under 21 with any detectable amount of alcohol is an offense.',
  },
  {
    chapter: 11,
    prompt: 'A DWI in Texas with a passenger younger than 15 is:',
    options: ['A warning only', 'A parking violation', 'The same as any first DWI', 'A felony'],
    answer: 3,
    explanation: '"Texas DWI law" says DWI with a passenger younger than 15 is a felony.',
  },
  {
    chapter: 11,
    prompt: 'Under the Texas open container law, it is illegal to:',
    options: [
      'Have an open container of alcohol in the passenger area on a public road',
      'Carry sealed alcohol in the trunk',
      'Buy alcohol on weekdays',
      'Drive past a bar',
    ],
    answer: 0,
    explanation:
      '"Texas DWI law" says open containers are illegal in the passenger area of a vehicle on a public road.',
  },
  {
    chapter: 11,
    prompt: 'What does implied consent mean in Texas?',
    options: [
      'You agree to pay any fine without a trial',
      'By driving, you have agreed to give a breath or blood specimen if arrested for DWI',
      'Passengers agree to ride with any driver',
      'Officers may search any car without reason',
    ],
    answer: 1,
    explanation:
      '"Implied consent" explains that driving on Texas roads means agreeing to a breath or blood test after a DWI arrest.',
  },
  {
    chapter: 11,
    prompt: 'What happens if you refuse a breath or blood test after a DWI arrest in Texas?',
    options: [
      'Nothing, refusal has no effect',
      'You are released without charges',
      'Your license is automatically suspended, usually for longer than for failing the test',
      'You receive a shorter suspension than for failing',
    ],
    answer: 2,
    explanation:
      '"Implied consent" says refusal brings an automatic administrative suspension, usually longer, and can be used as evidence.',
  },
  {
    chapter: 11,
    prompt: 'Which statement about drugs and driving in Texas is true?',
    options: [
      'Only illegal drugs can lead to DWI',
      'A prescription is a full defense',
      'Over-the-counter medicines never impair driving',
      'Any substance that takes away the normal use of your faculties can lead to DWI',
    ],
    answer: 3,
    explanation:
      '"Other drugs and making a plan" says DWI covers illegal, prescription and over-the-counter drugs, and a prescription is no defense.',
  },

  // Unit 12 — Sharing the Road, Road Rage and Course Summary
  {
    chapter: 12,
    prompt: "What are a large truck's No-Zones?",
    options: [
      'Areas where trucks may not drive',
      'Large blind spots around the truck where the driver cannot see you',
      'Lanes reserved for trucks',
      'Places where passing is illegal',
    ],
    answer: 1,
    explanation:
      '"Sharing the road with large trucks" defines No-Zones as the big blind spots around trucks and buses.',
  },
  {
    chapter: 12,
    prompt: "Which of a truck's side blind spots is the largest?",
    options: ['The left side', 'Both are equal', 'The right side', 'Neither; trucks have no side blind spots'],
    answer: 2,
    explanation: '"Sharing the road with large trucks" says the right-side blind spot can be two lanes wide.',
  },
  {
    chapter: 12,
    prompt: "If you cannot see the truck driver's face in the truck's side mirror:",
    options: [
      'The driver cannot see you',
      'The driver can see you clearly',
      'The mirror is broken',
      'You are following at a safe distance',
    ],
    answer: 0,
    explanation: '"Sharing the road with large trucks" gives this rule of thumb.',
  },
  {
    chapter: 12,
    prompt: 'After passing a truck, when should you move back in front of it?',
    options: [
      'Immediately after your rear bumper clears its cab',
      'When the truck flashes its lights',
      'After counting one second',
      'When you can see the whole front of the truck in your rearview mirror',
    ],
    answer: 3,
    explanation:
      '"Sharing the road with large trucks" says not to pull in until you can see the whole front of the truck in your mirror.',
  },
  {
    chapter: 12,
    prompt: 'A loaded truck at highway speed may need about how much distance to stop?',
    options: ['One car length', 'Nearly two football fields', 'Ten feet', 'About the same as a car'],
    answer: 1,
    explanation:
      '"Sharing the road with large trucks" says a loaded truck can need nearly two football fields to stop.',
  },
  {
    chapter: 12,
    prompt: 'A truck ahead of you is signaling a right turn and swinging wide to the left. You should:',
    options: [
      'Pass it on the right before it turns',
      'Honk and squeeze between the truck and the curb',
      'Stay back and never squeeze between the turning truck and the curb',
      'Pass it on the shoulder',
    ],
    answer: 2,
    explanation: '"Sharing the road with large trucks" warns never to squeeze between a turning truck and the curb.',
  },
  {
    chapter: 12,
    prompt: 'What is the most common serious crash between a car and a motorcycle?',
    options: [
      'A car turning left in front of an oncoming motorcycle',
      'A motorcycle rear-ending a parked car',
      'A car backing into a parked motorcycle',
      'A motorcycle hitting a deer',
    ],
    answer: 0,
    explanation:
      '"Motorcycles" says the most common serious crash is a car turning left in front of an oncoming motorcycle.',
  },
  {
    chapter: 12,
    prompt: 'How much following distance should you leave behind a motorcycle?',
    options: ['One second', 'Two seconds', 'Half a second', 'At least four seconds'],
    answer: 3,
    explanation: '"Motorcycles" says to follow at least four seconds behind a motorcycle.',
  },
  {
    chapter: 12,
    prompt: 'Which statement about motorcycles in Texas is correct?',
    options: [
      'Cars may share a lane with a motorcycle',
      'Motorcycles must ride on the shoulder',
      'Give a motorcycle a full lane; lane splitting is not legal in Texas',
      'Motorcycles always show a brake light when slowing',
    ],
    answer: 2,
    explanation:
      '"Motorcycles" says to give a full lane, notes riders may slow by downshifting, and says lane splitting is not legal in Texas.',
  },
  {
    chapter: 12,
    prompt: 'In Texas, a person riding a bicycle:',
    options: [
      'Has the rights and duties of a vehicle driver',
      'Must always ride on the sidewalk',
      'Has no right to use the road',
      'Must ride against traffic',
    ],
    answer: 0,
    explanation: '"Bicycles and pedestrians" says a bicyclist has the rights and duties of a vehicle driver.',
  },
  {
    chapter: 12,
    prompt: 'What passing distance is widely recommended when you pass a bicyclist?',
    options: ['At least six inches', 'At least one foot', 'At least three feet', 'No space is needed'],
    answer: 2,
    explanation:
      '"Bicycles and pedestrians" says at least three feet is widely recommended, and some Texas cities require more.',
  },
  {
    chapter: 12,
    prompt: 'Why should you never pass a vehicle that has stopped at a crosswalk?',
    options: [
      'It is always a police vehicle',
      'A pedestrian may be hidden in front of it',
      'It may be out of fuel',
      'Passing is allowed only on the left',
    ],
    answer: 1,
    explanation: '"Bicycles and pedestrians" explains that a pedestrian may be hidden in front of the stopped vehicle.',
  },
  {
    chapter: 12,
    prompt: 'What is the difference between aggressive driving and road rage?',
    options: [
      'There is no difference',
      'Aggressive driving is legal; road rage is not',
      'Road rage only happens on highways',
      'Road rage is an intentional attempt to threaten or harm another person',
    ],
    answer: 3,
    explanation:
      '"Aggressive driving and road rage" defines road rage as intentionally threatening or harming someone, which can be criminal.',
  },
  {
    chapter: 12,
    prompt: 'An angry driver is following you after a traffic dispute. What should you do?',
    options: [
      'Drive home quickly',
      'Pull over and talk it out',
      'Drive to a police station or a busy, well-lit place and call 911',
      'Brake suddenly to teach them a lesson',
    ],
    answer: 2,
    explanation:
      '"Aggressive driving and road rage" says not to drive home but to go to a police station or busy place and call 911.',
  },
  {
    chapter: 12,
    prompt: 'Which habit from the course summary helps prevent crashes on every trip?',
    options: [
      'Following two seconds behind on the highway',
      'Driving rested, sober, belted and undistracted',
      'Driving through flooded roads slowly',
      'Looking only at the car directly ahead',
    ],
    answer: 1,
    explanation:
      '"Course summary" lists staying rested, sober, belted and undistracted, with at least three seconds of following distance.',
  },
];
