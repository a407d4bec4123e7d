import type { BankQuestion } from '../types';

export const questions: BankQuestion[] = [
  // Chapter 1 — The defensive driving program and how diversion works
  {
    chapter: 1,
    prompt: "Under whose authority is Arizona's Defensive Driving Program run?",
    options: [
      'The Arizona Department of Public Safety',
      'The Arizona Supreme Court',
      'Each city council separately',
      'The federal Department of Transportation',
    ],
    answer: 1,
    explanation:
      'The program runs under the authority of the Arizona Supreme Court and is governed by ACJA §7-205 ("What the program is").',
  },
  {
    chapter: 1,
    prompt: 'What happens to an eligible citation when you finish the course on time and the school reports it?',
    options: [
      'The fine is cut in half',
      'The citation stays on your record but points are removed after a year',
      'The court dismisses the citation',
      'The citation is moved to a different court',
    ],
    answer: 2,
    explanation: 'Once your completion is reported, the court dismisses the eligible citation ("What the program is").',
  },
  {
    chapter: 1,
    prompt: 'How often may a driver generally use the defensive driving program?',
    options: [
      'Once every 12 months, measured by violation dates',
      'Once every 6 months',
      'As often as the driver likes',
      'Only once in a lifetime',
    ],
    answer: 0,
    explanation:
      'The program can generally be used once in any 12-month period, counted from one violation date to the next ("Who is eligible").',
  },
  {
    chapter: 1,
    prompt: 'Which of these violations does NOT qualify for the program?',
    options: [
      'A basic speeding ticket',
      'Failing to signal a lane change',
      'Rolling through a stop sign with no crash',
      'A violation that caused a serious physical injury',
    ],
    answer: 3,
    explanation: 'Violations that caused serious physical injury or death cannot be diverted ("Who is eligible").',
  },
  {
    chapter: 1,
    prompt: 'Who decides whether your particular citation is eligible for the program?',
    options: [
      'The police officer at the roadside',
      'Your insurance company',
      'The court that issued the citation',
      'You decide for yourself',
    ],
    answer: 2,
    explanation: 'The court that issued your citation decides whether it is eligible ("Who is eligible").',
  },
  {
    chapter: 1,
    prompt: 'What must you provide before starting the course?',
    options: [
      'A letter from your employer',
      'A copy of your licence or government ID and your citation',
      'Proof of vehicle registration only',
      'Your vehicle repair history',
    ],
    answer: 1,
    explanation:
      'Before you start, you provide a copy of your licence or government ID and your citation so eligibility can be checked ("Who is eligible").',
  },
  {
    chapter: 1,
    prompt: 'How is this online course organised?',
    options: [
      'Two segments of two hours each',
      'One eight-hour session',
      'Four segments of one hour each',
      'Eight segments of about 30 minutes each',
    ],
    answer: 3,
    explanation:
      'The course has eight segments of about 30 minutes, roughly four hours in total ("How this online course works").',
  },
  {
    chapter: 1,
    prompt: 'What can happen if you repeatedly answer the personal security questions wrongly?',
    options: [
      'Nothing; they are only for practice',
      'You lose five minutes of credit',
      'The course can end and you may have to start again after your identity is checked',
      'Your citation fine is doubled',
    ],
    answer: 2,
    explanation:
      'Repeated wrong answers to security questions can end the course and require a restart after identity checks ("How this online course works").',
  },
  {
    chapter: 1,
    prompt: 'When should you plan to finish the course?',
    options: [
      'Well before your court deadline; many courts expect at least seven days before the court date',
      'On the morning of your court date',
      'Any time within a year after your court date',
      'Only after you have paid the fine',
    ],
    answer: 0,
    explanation:
      'Many courts expect completion at least seven days before the court date, so finish early ("How this online course works").',
  },
  {
    chapter: 1,
    prompt: 'Which statement best describes defensive driving?',
    options: [
      'Driving slowly at all times',
      'Driving to prevent crashes despite conditions and the mistakes of others',
      'Always insisting on your right of way',
      'Driving only on roads you know well',
    ],
    answer: 1,
    explanation:
      'Defensive driving means preventing crashes in spite of conditions and other people’s errors ("What defensive driving means").',
  },

  // Chapter 2 — Arizona traffic laws and right of way
  {
    chapter: 2,
    prompt: 'What does an eight-sided red sign always mean?',
    options: ['Yield', 'Stop', 'School zone', 'Railroad crossing'],
    answer: 1,
    explanation: 'An octagon always means stop ("Signs, signals and markings").',
  },
  {
    chapter: 2,
    prompt: 'A round yellow sign warns you of what?',
    options: ['A school crossing', 'A work zone', 'A railroad crossing ahead', 'A curve ahead'],
    answer: 2,
    explanation: 'A round yellow sign warns of a railroad crossing ahead ("Signs, signals and markings").',
  },
  {
    chapter: 2,
    prompt: 'What do yellow lines on the pavement tell you?',
    options: [
      'They separate traffic moving in opposite directions',
      'They separate lanes going the same direction',
      'They mark bicycle lanes',
      'They mark parking spaces',
    ],
    answer: 0,
    explanation:
      'Yellow lines separate opposing traffic; white lines separate lanes going the same way ("Signs, signals and markings").',
  },
  {
    chapter: 2,
    prompt: 'Two vehicles arrive at an uncontrolled intersection at the same time. Who must yield?',
    options: [
      'The driver on the right yields to the driver on the left',
      'The larger vehicle yields',
      'The driver who is going faster yields',
      'The driver on the left yields to the driver on the right',
    ],
    answer: 3,
    explanation: 'At the same time, the driver on the left yields to the driver on the right ("Who yields to whom").',
  },
  {
    chapter: 2,
    prompt: 'You are pulling out of a driveway onto a street. What must you do?',
    options: [
      'Stop and yield to traffic and to pedestrians on the sidewalk',
      'Sound your horn and pull out',
      'Pull out quickly before traffic arrives',
      'Yield only to vehicles, not pedestrians',
    ],
    answer: 0,
    explanation:
      'When entering from a driveway, alley or private road, stop and yield to traffic and pedestrians ("Who yields to whom").',
  },
  {
    chapter: 2,
    prompt: 'An ambulance approaches with its siren and flashing lights. What should you do?',
    options: [
      'Speed up to get out of its way',
      'Stop immediately wherever you are, even in an intersection',
      'Pull to the right edge of the road, clear of intersections, and stop',
      'Keep driving at the same speed',
    ],
    answer: 2,
    explanation: 'Pull to the right edge, clear of intersections, and stop until it passes ("Who yields to whom").',
  },
  {
    chapter: 2,
    prompt:
      "Under Arizona's move-over law, what should you do when passing a stopped emergency vehicle with flashing lights?",
    options: [
      'Flash your headlights and continue at the same speed',
      'Move out of the adjacent lane if safe, or slow down and pass with caution',
      'Stop behind it until it leaves',
      'Sound your horn to warn the workers',
    ],
    answer: 1,
    explanation:
      'Move out of the lane next to it if you safely can; if not, slow down and pass with caution ("Move over, and stop for school buses").',
  },
  {
    chapter: 2,
    prompt:
      'A school bus ahead stops with red lights flashing and its stop arm out. You are coming toward it on an undivided road. What must you do?',
    options: [
      'Slow down and pass carefully',
      'Continue, since only drivers behind the bus must stop',
      'Stop only if you see children',
      'Stop before reaching the bus and wait until the lights go off',
    ],
    answer: 3,
    explanation:
      'Drivers behind the bus and coming toward it must stop and wait until the lights stop flashing ("Move over, and stop for school buses").',
  },
  {
    chapter: 2,
    prompt: 'Who must be restrained by a seat belt or child restraint in Arizona, wherever they sit?',
    options: ['Only the driver', 'Every passenger under 16', 'Only passengers over 18', 'Only back-seat passengers'],
    answer: 1,
    explanation:
      'The driver and front passengers must wear belts, and every passenger under 16 must be restrained in any seat ("Seat belts and child restraints").',
  },
  {
    chapter: 2,
    prompt: 'What is true about air bags?',
    options: [
      'They replace the need for a seat belt',
      'They are safest for small children in the front seat',
      'They are designed to work together with seat belts',
      'They only work in side crashes',
    ],
    answer: 2,
    explanation:
      'Air bags are designed to work with seat belts, not instead of them ("Seat belts and child restraints").',
  },

  // Chapter 3 — Speed, space and following distance
  {
    chapter: 3,
    prompt: "What does Arizona's basic speed rule require?",
    options: [
      'Never drive faster than is reasonable and prudent for the conditions',
      'Always drive exactly at the posted limit',
      'Drive 5 mph under the limit at all times',
      'Match the speed of the fastest traffic',
    ],
    answer: 0,
    explanation:
      'You may never drive faster than is reasonable and prudent for conditions, whatever the sign says ("Arizona\'s speed laws").',
  },
  {
    chapter: 3,
    prompt: 'Where no limit is posted, what is the usual speed limit in an Arizona business or residential district?',
    options: ['15 mph', '35 mph', '25 mph', '45 mph'],
    answer: 2,
    explanation: 'The usual limit in business and residential districts is 25 mph ("Arizona\'s speed laws").',
  },
  {
    chapter: 3,
    prompt: 'What is the usual speed limit when approaching a school crossing?',
    options: ['10 mph', '15 mph', '20 mph', '25 mph'],
    answer: 1,
    explanation: 'The usual limit approaching a school crossing is 15 mph ("Arizona\'s speed laws").',
  },
  {
    chapter: 3,
    prompt: 'Driving faster than 85 mph in Arizona can lead to what?',
    options: [
      'Only a warning',
      'A parking ticket',
      'An automatic diversion to this course',
      'A criminal speeding charge, which cannot be diverted',
    ],
    answer: 3,
    explanation:
      'Very high speeds such as over 85 mph can be charged as criminal speeding, and criminal charges cannot be diverted ("Arizona\'s speed laws").',
  },
  {
    chapter: 3,
    prompt: 'What are the three parts of stopping distance?',
    options: [
      'Perception, reaction and braking distance',
      'Signalling, steering and braking distance',
      'Looking, turning and parking distance',
      'Speed, weight and tyre distance',
    ],
    answer: 0,
    explanation:
      'Stopping distance is perception plus reaction plus braking distance ("How speed stretches your stopping distance").',
  },
  {
    chapter: 3,
    prompt: 'If you double your speed, about how much does your braking distance increase?',
    options: ['It stays the same', 'It doubles', 'It triples', 'It becomes about four times as long'],
    answer: 3,
    explanation:
      'Doubling speed needs about four times the braking distance ("How speed stretches your stopping distance").',
  },
  {
    chapter: 3,
    prompt: 'What is the minimum following distance in good conditions?',
    options: ['One second', 'Two seconds', 'Three seconds', 'Six seconds'],
    answer: 2,
    explanation: 'Three seconds is the minimum in good conditions ("The three-second rule").',
  },
  {
    chapter: 3,
    prompt: 'How much following distance should you leave behind a large truck?',
    options: ['Four seconds or more', 'Two seconds', 'One car length', 'The same as behind a car'],
    answer: 0,
    explanation: 'Leave four seconds or more behind large trucks and motorcycles ("The three-second rule").',
  },
  {
    chapter: 3,
    prompt: 'A driver is tailgating you. What is the best response?',
    options: [
      'Tap your brakes to warn them',
      'Speed up to get away',
      'Open up extra space in front of you and let them pass',
      'Stop suddenly so they learn a lesson',
    ],
    answer: 2,
    explanation: 'Add space ahead so you can slow gently, and let the tailgater pass ("The three-second rule").',
  },
  {
    chapter: 3,
    prompt: 'What should you do just before changing lanes?',
    options: [
      'Slow down sharply',
      'Signal, check mirrors and look over your shoulder into the blind spot',
      'Check only the rear-view mirror',
      'Sound the horn',
    ],
    answer: 1,
    explanation: 'Signal, check mirrors and turn your head to check the blind spot ("A space cushion on every side").',
  },

  // Chapter 4 — Intersections, turns and roundabouts
  {
    chapter: 4,
    prompt: 'What does a flashing red traffic light mean?',
    options: [
      'Proceed with caution without stopping',
      'The signal is broken, so ignore it',
      'Yield only to pedestrians',
      'The same as a stop sign',
    ],
    answer: 3,
    explanation: 'A flashing red light means the same as a stop sign ("Signals and the approach").',
  },
  {
    chapter: 4,
    prompt: 'What does a flashing yellow left-turn arrow mean?',
    options: [
      'You may turn left after yielding to oncoming traffic and pedestrians',
      'Your left turn is protected',
      'Left turns are prohibited',
      'You must stop and wait for a green arrow',
    ],
    answer: 0,
    explanation:
      'A flashing yellow arrow permits a left turn only after you yield to oncoming traffic and pedestrians ("Signals and the approach").',
  },
  {
    chapter: 4,
    prompt: 'What is a "stale" green light?',
    options: [
      'A green light that has just turned green',
      'A green light that has been green for a while and may soon change',
      'A green light that is broken',
      'A green arrow for turning',
    ],
    answer: 1,
    explanation:
      'A light that has been green for a while is stale and may change soon, so be ready to stop ("Signals and the approach").',
  },
  {
    chapter: 4,
    prompt: 'At a four-way stop, which driver goes first?',
    options: [
      'The driver in the largest vehicle',
      'The driver turning left',
      'The driver who stopped first',
      'The driver on the left',
    ],
    answer: 2,
    explanation: 'At an all-way stop, the first driver to stop is the first to go ("Four-way stops").',
  },
  {
    chapter: 4,
    prompt:
      'Two drivers facing each other stop at a four-way stop at the same time. One is going straight, the other turning left. Who goes first?',
    options: ['The driver turning left', 'Whoever signals first', 'Both go at once', 'The driver going straight'],
    answer: 3,
    explanation:
      'When drivers facing each other stop together, straight-through traffic goes before the left turn ("Four-way stops").',
  },
  {
    chapter: 4,
    prompt: 'How far before a turn should you signal continuously?',
    options: ['At least 100 feet', 'At least 20 feet', 'Only as you begin to turn', 'At least one mile'],
    answer: 0,
    explanation: 'Signal continuously for at least 100 feet before turning ("Turning the Arizona way").',
  },
  {
    chapter: 4,
    prompt: 'When may you turn left on a red light in Arizona?',
    options: [
      'Never',
      'From a one-way street onto another one-way street moving left, after a full stop',
      'At any intersection after a full stop',
      'Only when no police are present',
    ],
    answer: 1,
    explanation:
      'Arizona allows a left turn on red from a one-way street onto a one-way street moving left, after a complete stop ("Turning the Arizona way").',
  },
  {
    chapter: 4,
    prompt: 'What is a centre two-way left-turn lane used for?',
    options: [
      'Passing slow vehicles',
      'Travelling long distances to avoid traffic',
      'Starting and finishing left turns only',
      'Parking while making deliveries',
    ],
    answer: 2,
    explanation:
      'Centre two-way left-turn lanes are only for left turns, not passing or travel ("Turning the Arizona way").',
  },
  {
    chapter: 4,
    prompt: 'When entering a roundabout, whom must you yield to?',
    options: [
      'Pedestrians in the crosswalk and traffic already circulating',
      'Only vehicles entering after you',
      'No one, because entering traffic has priority',
      'Only large trucks',
    ],
    answer: 0,
    explanation:
      'Yield to pedestrians and to traffic already in the roundabout, which comes from your left ("Roundabouts").',
  },
  {
    chapter: 4,
    prompt: 'An emergency vehicle approaches while you are inside a roundabout. What should you do?',
    options: [
      'Stop immediately inside the circle',
      'Change lanes inside the roundabout to let it pass',
      'Drive around the circle again',
      'Exit the roundabout first, then pull over',
    ],
    answer: 3,
    explanation: 'Exit first and then pull over; do not stop in the circle ("Roundabouts").',
  },

  // Chapter 5 — Impaired driving in Arizona
  {
    chapter: 5,
    prompt: 'Which driving skill does alcohol affect first?',
    options: ['Hearing', 'Judgement', 'Night vision only', 'Steering strength'],
    answer: 1,
    explanation:
      'Judgement is the first skill to go, which is why impaired drivers often feel fine ("What alcohol does to a driver").',
  },
  {
    chapter: 5,
    prompt: 'Which of these contains about the same amount of alcohol as 12 ounces of regular beer?',
    options: [
      'A 16-ounce glass of wine',
      'Three ounces of 80-proof spirits',
      '5 ounces of wine',
      'A pint of strong beer',
    ],
    answer: 2,
    explanation:
      'A standard drink is 12 oz of beer, 5 oz of wine or 1.5 oz of 80-proof spirits ("What alcohol does to a driver").',
  },
  {
    chapter: 5,
    prompt: 'What lowers your blood alcohol concentration?',
    options: ['Black coffee', 'A cold shower', 'Fresh air', 'Only time'],
    answer: 3,
    explanation: 'Only time lowers BAC, at roughly one standard drink per hour ("What alcohol does to a driver").',
  },
  {
    chapter: 5,
    prompt: 'Can you be convicted of DUI in Arizona with a BAC below 0.08?',
    options: [
      'Yes, if you are impaired to the slightest degree',
      'No, never',
      'Only if you are over 65',
      'Only on a freeway',
    ],
    answer: 0,
    explanation:
      'Arizona law makes it a crime to drive while impaired to the slightest degree, even below 0.08 ("Arizona\'s DUI laws").',
  },
  {
    chapter: 5,
    prompt: 'What is the BAC limit for a driver operating a commercial vehicle?',
    options: ['0.08', '0.04', '0.10', '0.15'],
    answer: 1,
    explanation: 'The limit in a commercial vehicle is 0.04 ("Arizona\'s DUI laws").',
  },
  {
    chapter: 5,
    prompt: 'How much alcohol may a driver under 21 have in their body while driving in Arizona?',
    options: ['Up to 0.02', 'Up to 0.05', 'Up to 0.08', 'None at all'],
    answer: 3,
    explanation: 'Drivers under 21 may not drive with any alcohol in their body ("Arizona\'s DUI laws").',
  },
  {
    chapter: 5,
    prompt: 'At what BAC does "extreme DUI" begin in Arizona?',
    options: ['0.08', '0.10', '0.15', '0.25'],
    answer: 2,
    explanation: 'Extreme DUI begins at 0.15, with a more serious tier at 0.20 ("Arizona\'s DUI laws").',
  },
  {
    chapter: 5,
    prompt: 'Which of these is an example of aggravated (felony) DUI?',
    options: [
      'Driving impaired with a child under 15 in the vehicle',
      'A first DUI with a BAC of 0.09',
      'Driving impaired in a parking lot',
      'Refusing to answer questions at a traffic stop',
    ],
    answer: 0,
    explanation:
      'Driving impaired with a child under 15 in the vehicle is one example of aggravated DUI ("Arizona\'s DUI laws").',
  },
  {
    chapter: 5,
    prompt:
      'You have a valid prescription for a medicine that makes you drowsy. Is it legal to drive while impaired by it?',
    options: [
      'Yes, a prescription makes it legal',
      'No, a prescription is no defence if the medicine impairs you',
      'Yes, if you drive under the speed limit',
      'Only during daylight',
    ],
    answer: 1,
    explanation:
      'Having a prescription does not make impaired driving legal ("Marijuana, prescriptions and other drugs").',
  },
  {
    chapter: 5,
    prompt: "What does Arizona's implied consent law mean?",
    options: [
      'Officers need your written permission to test you',
      'You may choose which officer tests you',
      'By driving, you have agreed in advance to chemical testing, and refusing brings a licence suspension',
      'Passengers must also be tested',
    ],
    answer: 2,
    explanation:
      'By driving you agree to testing; refusing leads to a separate licence suspension ("Implied consent and the cost of a DUI").',
  },

  // Chapter 6 — Distraction, fatigue and attitude
  {
    chapter: 6,
    prompt: 'Why is texting while driving especially dangerous?',
    options: [
      'It is only a manual distraction',
      'It is visual, manual and cognitive distraction all at once',
      'It only affects new drivers',
      'It is only dangerous at night',
    ],
    answer: 1,
    explanation: 'Texting takes your eyes, hands and mind off driving at the same time ("Eyes, hands and mind").',
  },
  {
    chapter: 6,
    prompt: 'At 55 mph, about how far do you travel while reading a five-second message?',
    options: ['About 20 feet', 'About one car length', 'About the length of a football field', 'About one mile'],
    answer: 2,
    explanation:
      'At 55 mph you move about 80 feet a second, so five seconds is roughly a football field ("Eyes, hands and mind").',
  },
  {
    chapter: 6,
    prompt: "Under Arizona's hands-free law, which of these is illegal while driving?",
    options: [
      'Using a phone in voice mode',
      'Following directions on a mounted device',
      'Ending a call with a single touch',
      'Holding the phone in your hand to talk',
    ],
    answer: 3,
    explanation:
      'The law forbids holding or supporting a phone with any part of your body while driving ("Arizona\'s hands-free law").',
  },
  {
    chapter: 6,
    prompt: "Which activity does Arizona's hands-free law allow while driving?",
    options: [
      'Reading a text message',
      'Using a device mounted where it does not block your view',
      'Watching a video',
      'Recording video of the road on your handheld phone',
    ],
    answer: 1,
    explanation:
      'Mounted devices, hands-free use and single touch or swipe are allowed; reading texts and video are not ("Arizona\'s hands-free law").',
  },
  {
    chapter: 6,
    prompt: 'Which drivers face stricter phone rules than other adults in Arizona?',
    options: [
      'Permit holders and teens in their first months of a licence',
      'Drivers over 65',
      'Drivers of electric vehicles',
      'Motorcyclists only',
    ],
    answer: 0,
    explanation:
      'Permit holders and new teen drivers generally may not use a phone at all while driving ("Arizona\'s hands-free law").',
  },
  {
    chapter: 6,
    prompt: 'Staying awake for 24 hours affects your driving about as much as which BAC?',
    options: ['0.01', '0.03', '0.05', '0.10'],
    answer: 3,
    explanation: 'About 24 hours awake is similar to a BAC of about 0.10, above the legal limit ("Drowsy driving").',
  },
  {
    chapter: 6,
    prompt: 'Which is a warning sign of drowsy driving?',
    options: [
      'Hitting rumble strips and drifting out of your lane',
      'Feeling hungry',
      'Checking your mirrors often',
      'Noticing road signs clearly',
    ],
    answer: 0,
    explanation:
      'Drifting, hitting rumble strips, heavy eyelids and missed miles are warning signs ("Drowsy driving").',
  },
  {
    chapter: 6,
    prompt: 'What is the only real cure for drowsiness while driving?',
    options: ['Turning up the radio', 'Opening a window', 'Sleep', 'Driving faster to arrive sooner'],
    answer: 2,
    explanation: 'Windows and radios do not fix tiredness; only sleep does ("Drowsy driving").',
  },
  {
    chapter: 6,
    prompt: 'How does Arizona treat aggressive driving that endangers others?',
    options: [
      'As a parking offence',
      'As a criminal offence that can lead to licence suspension',
      'It is not covered by any law',
      'Only as a warning',
    ],
    answer: 1,
    explanation:
      'Aggressive driving can be a criminal offence leading to licence suspension ("Attitude and aggressive driving").',
  },
  {
    chapter: 6,
    prompt: 'An angry driver is gesturing at you. What should you do?',
    options: [
      'Gesture back',
      'Pull over and confront them',
      'Brake suddenly in front of them',
      'Avoid eye contact, let them pass and give them room',
    ],
    answer: 3,
    explanation:
      'Do not respond; avoid eye contact, let them pass and give them room ("Attitude and aggressive driving").',
  },

  // Chapter 7 — Sharing the road and Arizona hazards
  {
    chapter: 7,
    prompt: 'How much space does Arizona law require when you pass a bicycle?',
    options: ['At least one foot', 'At least three feet', 'At least ten feet', 'No set amount'],
    answer: 1,
    explanation: 'You must leave at least three feet until safely past the cyclist ("People who are easy to miss").',
  },
  {
    chapter: 7,
    prompt: 'Where and when do many pedestrian deaths in Arizona happen?',
    options: [
      'At night and away from intersections',
      'Only in school zones',
      'Mostly on Sunday mornings in parking lots',
      'Only at signalled crosswalks during the day',
    ],
    answer: 0,
    explanation: 'Many pedestrian deaths happen at night and away from intersections ("People who are easy to miss").',
  },
  {
    chapter: 7,
    prompt: "Where is a large truck's biggest blind spot?",
    options: ['Directly in front', 'Along the left side', 'Along the right side', 'On the roof'],
    answer: 2,
    explanation:
      'Trucks have no-zones in front, behind and on both sides, the biggest on the right ("Large trucks and their no-zones").',
  },
  {
    chapter: 7,
    prompt: 'How can you tell whether a truck driver can see you?',
    options: [
      'If you can see the driver’s face in the truck’s side mirror',
      'If your headlights are on',
      'If you are directly behind the trailer',
      'If you sound your horn',
    ],
    answer: 0,
    explanation:
      'If you cannot see the driver in the truck’s mirror, the driver cannot see you ("Large trucks and their no-zones").',
  },
  {
    chapter: 7,
    prompt: 'A dust storm reaches you on the highway. After slowing down, what should you do?',
    options: [
      'Stop in your lane with hazard lights on',
      'Speed up to get through it quickly',
      'Follow the tail lights of the car ahead',
      'Pull completely off the paved roadway as far right as you safely can',
    ],
    answer: 3,
    explanation:
      'Pull completely off the pavement; never stop in a travel lane ("Dust storms: Pull Aside, Stay Alive").',
  },
  {
    chapter: 7,
    prompt: 'Once you have pulled off the road in a dust storm, what should you do with your lights?',
    options: [
      'Turn on high beams',
      'Turn off all lights, including hazard flashers',
      'Turn on hazard flashers only',
      'Flash your lights every few seconds',
    ],
    answer: 1,
    explanation:
      'Turn off all lights so other drivers do not follow you off the road and crash into you ("Dust storms: Pull Aside, Stay Alive").',
  },
  {
    chapter: 7,
    prompt: 'About how much moving water can carry away many cars?',
    options: ['About one inch', 'About three inches', 'About a foot', 'At least five feet'],
    answer: 2,
    explanation: 'About a foot of moving water can carry away many cars ("Flash floods and the Stupid Motorist Law").',
  },
  {
    chapter: 7,
    prompt: "What does Arizona's Stupid Motorist Law do?",
    options: [
      'Fines drivers for driving slowly in the rain',
      'Lets drivers who go around barricades into a flooded area be billed for their rescue',
      'Bans driving during monsoon season',
      'Requires snow chains in winter',
    ],
    answer: 1,
    explanation:
      'Drivers rescued after going around barricades into flood water can be billed for the rescue ("Flash floods and the Stupid Motorist Law").',
  },
  {
    chapter: 7,
    prompt: 'Your vehicle breaks down on a remote desert road. What is generally safest?',
    options: [
      'Walk to the nearest town in the heat',
      'Hitchhike with the first passing vehicle',
      'Leave the vehicle and hike across the desert',
      'Stay with your vehicle and call for help',
    ],
    answer: 3,
    explanation:
      'Stay with your vehicle, which is easier to find, and call for help ("Heat, wildlife and long desert roads").',
  },
  {
    chapter: 7,
    prompt: 'When are deer, elk and livestock most likely to be on rural Arizona roads?',
    options: ['At noon', 'At dawn and dusk', 'Only in summer', 'Only on freeways'],
    answer: 1,
    explanation:
      'Watch for animals especially at dawn and dusk; parts of Arizona are open range ("Heat, wildlife and long desert roads").',
  },

  // Chapter 8 — Emergencies, crashes and the defensive driver summary
  {
    chapter: 8,
    prompt: 'A front tyre blows out at highway speed. What should you do first?',
    options: [
      'Slam on the brakes',
      'Hold the wheel firmly, keep the vehicle straight and ease off the accelerator',
      'Steer sharply to the shoulder',
      'Shift into reverse',
    ],
    answer: 1,
    explanation:
      'Grip the wheel, keep straight and ease off the gas; do not slam on the brakes ("When something goes wrong").',
  },
  {
    chapter: 8,
    prompt: 'Your accelerator sticks. What should you do?',
    options: [
      'Turn off the engine and remove the key while moving',
      'Pump the accelerator hard',
      'Shift to neutral, brake and steer to a safe place',
      'Open the door',
    ],
    answer: 2,
    explanation: 'Shift to neutral, brake and steer to safety ("When something goes wrong").',
  },
  {
    chapter: 8,
    prompt: 'Your right wheels drop off the pavement edge. What is the safe way to recover?',
    options: [
      'Ease off the gas, straddle the edge and steer back gently once slowed',
      'Jerk the wheel left immediately',
      'Brake hard and turn sharply',
      'Speed up to climb back on',
    ],
    answer: 0,
    explanation: 'Do not jerk the wheel; slow down first, then steer back gently ("When something goes wrong").',
  },
  {
    chapter: 8,
    prompt: 'Your brakes fail. Which action helps?',
    options: [
      'Shift into neutral and coast',
      'Turn off the engine',
      'Steer into oncoming traffic',
      'Pump the pedal, downshift and apply the parking brake gradually',
    ],
    answer: 3,
    explanation:
      'Pump the brake pedal, shift to a lower gear and apply the parking brake gradually ("When something goes wrong").',
  },
  {
    chapter: 8,
    prompt: 'Your vehicle stalls on railroad tracks. What should you do?',
    options: [
      'Stay inside and try to restart the engine',
      'Get everyone out and move away toward the oncoming train at an angle',
      'Push the car off the tracks',
      'Walk along the tracks away from the train',
    ],
    answer: 1,
    explanation:
      'Get out at once and move away at an angle toward the train so debris does not hit you ("Breakdowns and railroad crossings").',
  },
  {
    chapter: 8,
    prompt: 'After getting clear of a stalled vehicle on a crossing, whom should you call?',
    options: [
      'The emergency number on the blue sign at the crossing, or 911',
      'Your insurance company first',
      'A tow company only',
      'No one; the train will stop on its own',
    ],
    answer: 0,
    explanation:
      'Call the number on the blue crossing sign, or 911, and give the crossing number ("Breakdowns and railroad crossings").',
  },
  {
    chapter: 8,
    prompt: 'You are in a minor crash. No one is hurt and both cars can be driven. What does Arizona expect?',
    options: [
      'Leave the cars exactly where they are until police arrive',
      'Drive away and call later',
      'Move the vehicles out of the travel lanes to a safe place nearby',
      'Wait in the travel lane with hazard lights on',
    ],
    answer: 2,
    explanation:
      'If no one is injured and vehicles can be driven, move them out of the travel lanes ("After a crash").',
  },
  {
    chapter: 8,
    prompt: 'What information should you exchange with the other driver after a crash?',
    options: [
      'Only your phone number',
      'Your name, address, vehicle registration and insurance information',
      'Your social security number',
      'Nothing, if the damage is small',
    ],
    answer: 1,
    explanation:
      'Exchange name, address, registration and insurance, and show your licence if asked ("After a crash").',
  },
  {
    chapter: 8,
    prompt: 'You damage a parked car and cannot find the owner. What should you do?',
    options: [
      'Drive away, since no one saw it',
      'Wait one minute and then leave',
      'Take a photo and leave',
      'Leave a note with your name and address',
    ],
    answer: 3,
    explanation:
      'If you cannot find the owner of a parked vehicle you hit, leave a note with your name and address ("After a crash").',
  },
  {
    chapter: 8,
    prompt: 'After completing this course, how soon may you use the defensive driving program again?',
    options: ['Immediately', 'After 30 days', 'After 12 months', 'Never again'],
    answer: 2,
    explanation: 'The program may not be used again for 12 months ("The defensive driver, in summary").',
  },
];
