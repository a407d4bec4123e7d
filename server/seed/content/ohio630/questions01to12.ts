import type { BankQuestion } from '../types';

export const questions01to12: BankQuestion[] = [
  // Chapter 1 — Welcome: your path to an Ohio probationary license
  {
    chapter: 1,
    prompt: 'At what age can you apply for an Ohio temporary instruction permit?',
    options: ['15', '15 and a half', '16', '16 and a half'],
    answer: 1,
    explanation: 'The temporary instruction permit section says you can apply at 15 and a half.',
  },
  {
    chapter: 1,
    prompt: 'How many hours of supervised driving practice must a driver under 18 complete before the road test?',
    options: ['8 hours', '24 hours', '50 hours', '100 hours'],
    answer: 2,
    explanation:
      'The section on training, practice and the road test requires 50 hours of supervised practice, with at least 10 at night.',
  },
  {
    chapter: 1,
    prompt: 'How many of your supervised practice hours must be driven at night?',
    options: ['At least 10', 'At least 2', 'At least 25', 'None are required at night'],
    answer: 0,
    explanation:
      'The section on training, practice and the road test says at least 10 of the 50 hours must be at night.',
  },
  {
    chapter: 1,
    prompt: 'Before you turn 16, who may supervise you while you drive on a permit?',
    options: [
      'Any licensed friend aged 18 or older',
      'An older brother or sister who also holds a permit',
      'Any adult who rides in the back seat',
      'Your parent, guardian or custodian, or a licensed driving instructor',
    ],
    answer: 3,
    explanation:
      'The temporary instruction permit section says that until 16 the supervisor must be a parent, guardian, custodian or licensed driving instructor.',
  },
  {
    chapter: 1,
    prompt:
      'Between which hours may a permit holder under 18 not drive unless a parent, guardian or custodian is beside them?',
    options: ['10 p.m. to 5 a.m.', 'Midnight to 6 a.m.', '1 a.m. to 5 a.m.', '9 p.m. to 6 a.m.'],
    answer: 1,
    explanation:
      'The temporary instruction permit section says permit holders under 18 may not drive from midnight to 6 a.m. without a parent, guardian or custodian.',
  },
  {
    chapter: 1,
    prompt: 'How long must a driver under 18 hold a temporary instruction permit before taking the road test?',
    options: ['30 days', 'Three months', 'At least six months', 'One full year'],
    answer: 2,
    explanation:
      'The section on training, practice and the road test says you must hold the permit for at least six months and be at least 16.',
  },
  {
    chapter: 1,
    prompt: 'What does Ohio driver education for a driver under 18 include?',
    options: [
      '24 hours of classroom or online instruction and 8 hours of behind-the-wheel training',
      '8 hours of classroom instruction and 24 hours behind the wheel',
      'Only 50 hours of practice with a parent',
      'A single four-hour online class',
    ],
    answer: 0,
    explanation:
      'The section on training, practice and the road test lists 24 hours of classroom or online instruction and 8 hours with a licensed instructor.',
  },
  {
    chapter: 1,
    prompt:
      'During the first 12 months of a probationary license, how many passengers who are not family members may you carry without a parent or guardian?',
    options: ['None', 'Three', 'As many as there are seat belts', 'One'],
    answer: 3,
    explanation:
      'The section on living with a probationary license allows only one non-family passenger in the first 12 months unless a parent or guardian rides along.',
  },
  {
    chapter: 1,
    prompt:
      'After the first 12 months with a probationary license and until you turn 18, when may you not drive without a parent or guardian?',
    options: ['Midnight to 6 a.m.', '1 a.m. to 5 a.m.', '11 p.m. to 5 a.m.', 'There is no limit after 12 months'],
    answer: 1,
    explanation:
      'The section on living with a probationary license says the limit becomes 1 a.m. to 5 a.m. after the first 12 months, until 18.',
  },
  {
    chapter: 1,
    prompt: 'What does Ohio law say about phone use by drivers under 18?',
    options: [
      'Hands-free calls are always allowed',
      'Texting is allowed only at red lights',
      'No phone or wireless device use while driving, even hands-free, except to call for help in an emergency',
      'Phone use is allowed if a passenger is over 21',
    ],
    answer: 2,
    explanation:
      'The section on living with a probationary license says drivers under 18 may not use a phone while driving, even hands-free, except in an emergency.',
  },

  {
    chapter: 1,
    prompt: 'Who must sign an agreement with the driving school before you start this course?',
    options: ['Your parent or guardian', 'Your school principal', 'A BMV examiner', 'Your driving instructor only'],
    answer: 0,
    explanation:
      'The section on how this course works says your parent or guardian signs an agreement with the school before you start.',
  },
  {
    chapter: 1,
    prompt: 'What happens in the maneuverability part of the Ohio road test?',
    options: [
      'You steer forward and backward through a course marked by cones',
      'You answer questions about road signs',
      'You drive on a freeway',
      'You parallel park between two parked cars',
    ],
    answer: 0,
    explanation:
      'The section on training, practice and the road test describes steering forward and backward through a cone course.',
  },
  {
    chapter: 1,
    prompt: 'Once you turn 16, who may supervise your permit driving?',
    options: [
      'Any licensed driver aged 18 or older',
      'Any licensed driver aged 21 or older, sitting in the front passenger seat',
      'Any passenger with a permit',
      'Only a licensed driving instructor',
    ],
    answer: 1,
    explanation:
      'The temporary instruction permit section says that from 16 any licensed driver aged 21 or older may supervise you from the front passenger seat.',
  },
  {
    chapter: 1,
    prompt:
      'A probationary driver in the first year needs to drive home from work at 12:30 a.m. without a parent. When is this allowed?',
    options: [
      'Never',
      'Only on weekends',
      'When carrying written proof from the employer',
      'Only with two friends in the car',
    ],
    answer: 2,
    explanation:
      'The section on living with a probationary license allows driving to or from work, a school event or a religious event with written proof.',
  },
  {
    chapter: 1,
    prompt: 'In a car driven by a probationary license holder, who must wear a seat belt?',
    options: ['Only the driver', 'Only front-seat riders', 'Only passengers under 18', 'Everyone in the car'],
    answer: 3,
    explanation: 'The section on living with a probationary license says everyone in your car must wear a seat belt.',
  },
  // Chapter 2 — The driver and the vehicle
  {
    chapter: 2,
    prompt: 'Which foot should you use for both the accelerator and the brake?',
    options: [
      'Your right foot',
      'Your left foot',
      'Left for the brake, right for the accelerator',
      'Whichever feels easier',
    ],
    answer: 0,
    explanation:
      'The section on controls and gauges says both pedals are worked with your right foot while your left foot rests.',
  },
  {
    chapter: 2,
    prompt: 'When should you shift an automatic transmission between gears such as Park, Reverse and Drive?',
    options: [
      'While rolling slowly',
      'Only when the car is stopped and your foot is on the brake',
      'Whenever the engine is running',
      'Only when the parking brake is released',
    ],
    answer: 1,
    explanation:
      'The controls and gauges section says to shift only when the car is stopped with your foot on the brake.',
  },
  {
    chapter: 2,
    prompt: 'A red warning light comes on in the instrument panel. What does it usually mean?',
    options: [
      'A reminder to check something at your next service',
      'Your headlights are on',
      'The radio needs attention',
      'A problem that needs attention now, so stop safely and check',
    ],
    answer: 3,
    explanation: 'The controls and gauges section says red usually means a problem that needs attention now.',
  },
  {
    chapter: 2,
    prompt: 'When does Ohio require headlights to be on?',
    options: [
      'Only after midnight',
      'Only on freeways',
      'From sunset to sunrise, when you cannot see about 1,000 feet ahead, and when wipers are on for rain or snow',
      'Only when it is foggy',
    ],
    answer: 2,
    explanation:
      'The section on lights, signals and visibility controls lists sunset to sunrise, poor visibility of about 1,000 feet, and wipers in use for weather.',
  },
  {
    chapter: 2,
    prompt: 'When should you dim your high beams?',
    options: [
      'For oncoming drivers and when following another car',
      'Only in town',
      'Only when the other driver flashes their lights',
      'Never on dark roads',
    ],
    answer: 0,
    explanation:
      'The section on lights, signals and visibility controls says to dim high beams for oncoming drivers and when following.',
  },
  {
    chapter: 2,
    prompt: 'Which of these is part of the walk-around check before you get in?',
    options: [
      'Checking the radio presets',
      'Looking behind the car for children, pets, toys or bicycles',
      'Testing the horn at full volume',
      'Adjusting the head restraint',
    ],
    answer: 1,
    explanation:
      "The walk-around check section says to look behind the car, because children and objects there are hard to see from the driver's seat.",
  },
  {
    chapter: 2,
    prompt: 'About how far should your chest be from the steering wheel airbag?',
    options: ['2 inches', '5 inches', 'At least 10 inches', 'Exactly 24 inches'],
    answer: 2,
    explanation:
      "The section on setting up the driver's seat says your chest should be at least 10 inches from the airbag.",
  },
  {
    chapter: 2,
    prompt: 'Where should the middle of the head restraint be?',
    options: [
      'At the level of your shoulders',
      'At the top of your head',
      'Below your neck',
      'About level with the tops of your ears',
    ],
    answer: 3,
    explanation:
      "The section on setting up the driver's seat says to set the head restraint's middle about level with the tops of your ears.",
  },
  {
    chapter: 2,
    prompt: 'How should you set your side mirrors?',
    options: [
      'So that you just lose sight of your own car when leaning toward that side',
      'So that half the mirror shows your own car',
      'Pointed down at the road',
      'Exactly like the inside mirror',
    ],
    answer: 0,
    explanation:
      "The section on setting up the driver's seat describes leaning toward the window and setting each mirror so you just lose sight of your own car.",
  },
  {
    chapter: 2,
    prompt: 'How should a lap and shoulder belt be worn?',
    options: [
      'Lap belt across the stomach, shoulder belt under the arm',
      'Lap belt low across the hips, shoulder belt across the chest',
      'Shoulder belt behind the back',
      'Loose, so it is comfortable',
    ],
    answer: 1,
    explanation:
      "The section on setting up the driver's seat says the lap belt goes low across the hips and the shoulder belt across the chest.",
  },

  {
    chapter: 2,
    prompt: 'What does a yellow or amber warning light on the instrument panel usually mean?',
    options: ['Check soon', 'Stop immediately', 'The headlights are on', 'Everything is working normally'],
    answer: 0,
    explanation: 'The controls and gauges section says yellow or amber means check soon.',
  },
  {
    chapter: 2,
    prompt: 'What do hazard flashers tell other drivers?',
    options: [
      'You are about to turn',
      'You are stopped or in trouble',
      'You want them to pass',
      'Your headlights are broken',
    ],
    answer: 1,
    explanation:
      'The section on lights, signals and visibility controls says hazard flashers warn that you are stopped or in trouble.',
  },
  {
    chapter: 2,
    prompt: 'Your windshield fogs up as you get ready to drive. What should you do?',
    options: [
      'Wipe a small patch and go',
      'Open the door while driving',
      'Use the defroster and fresh air until the glass is clear',
      'Turn on the high beams',
    ],
    answer: 2,
    explanation:
      'The section on lights, signals and visibility controls says to use the defroster and fresh air and never drive looking through a small cleared patch.',
  },
  {
    chapter: 2,
    prompt: 'How should the inside rearview mirror be set?',
    options: [
      'To show the back seat',
      "To show the driver's face",
      'To frame the whole rear window',
      'Tilted toward the passenger side window',
    ],
    answer: 2,
    explanation:
      "The section on setting up the driver's seat says to set the inside mirror to frame the whole rear window.",
  },
  {
    chapter: 2,
    prompt: 'Once your side mirrors are set wide, what is true about blind spots?',
    options: [
      'They disappear completely',
      'They only exist at night',
      'They are bigger than before',
      'They are smaller, but you must still check over your shoulder',
    ],
    answer: 3,
    explanation:
      "The section on setting up the driver's seat says wide mirrors reduce, but never remove, the blind spots.",
  },
  // Chapter 3 — Starting, steering, stopping and basic maneuvers
  {
    chapter: 3,
    prompt: 'Before pulling away from the curb, what should you do after checking your mirrors and signaling?',
    options: [
      'Sound the horn',
      'Turn on the hazard lights',
      'Turn your head to look over your shoulder into the blind spot',
      'Accelerate quickly to get into traffic',
    ],
    answer: 2,
    explanation:
      'The section on starting and moving off says to look over your shoulder because a mirror will not show a vehicle right beside you.',
  },
  {
    chapter: 3,
    prompt: 'Where should your hands be on the steering wheel?',
    options: [
      "At 10 and 2 o'clock with thumbs hooked inside",
      "One hand at 12 o'clock",
      'Both hands at the bottom of the wheel',
      "Between 8 and 9 o'clock and between 3 and 4 o'clock",
    ],
    answer: 3,
    explanation:
      'The section on holding and turning the wheel recommends about 9 and 3 or a little lower, which keeps your arms clear of the airbag.',
  },
  {
    chapter: 3,
    prompt: 'Why is push-pull steering recommended for most turns?',
    options: [
      'It keeps your hands from crossing over the airbag',
      'It turns the car faster',
      'It lets you steer with one hand',
      'It is required on the road test',
    ],
    answer: 0,
    explanation:
      'The section on holding and turning the wheel says that with push-pull steering your hands never cross over the airbag.',
  },
  {
    chapter: 3,
    prompt: 'Where should you look while steering through a turn?',
    options: [
      'At the steering wheel',
      'Well ahead, to where you want the car to go',
      'At the curb right beside the car',
      'In the inside mirror',
    ],
    answer: 1,
    explanation:
      'The section on holding and turning the wheel says to look where you want to go, because your hands follow your eyes.',
  },
  {
    chapter: 3,
    prompt: 'In an emergency stop in a car with anti-lock brakes, what should you do?',
    options: [
      'Pump the brake pedal quickly',
      'Press lightly and steer hard',
      'Press hard, keep pressing and keep steering',
      'Pull the parking brake',
    ],
    answer: 2,
    explanation:
      'The section on stopping and backing up says to press hard and hold with anti-lock brakes; a pulsing pedal is normal, so do not pump.',
  },
  {
    chapter: 3,
    prompt: 'How should you look when backing up?',
    options: [
      'Turn your body and look over your right shoulder through the rear window',
      'Use only the backup camera',
      'Use only the side mirrors',
      'Look forward and back up slowly',
    ],
    answer: 0,
    explanation:
      'The section on stopping and backing up says to look over your right shoulder, using mirrors and the camera only as helpers.',
  },
  {
    chapter: 3,
    prompt: 'When you turn the wheel while backing, what does the front of the car do?',
    options: [
      'It stays still',
      'It swings the same way as the rear',
      'It lifts slightly',
      'It swings the opposite way',
    ],
    answer: 3,
    explanation:
      'The section on stopping and backing up says the front swings the opposite way when you turn while backing.',
  },
  {
    chapter: 3,
    prompt: 'What is often the safest way to turn the car around?',
    options: [
      'A U-turn at a busy intersection',
      'Drive around the block or use an empty parking lot',
      'A three-point turn on a curve',
      'Back up along the road to a driveway',
    ],
    answer: 1,
    explanation:
      'The section on turning the car around says driving around the block or using an empty lot is often safest.',
  },
  {
    chapter: 3,
    prompt: 'Where should you never try a three-point turn?',
    options: [
      'On a quiet, narrow street',
      'Where you can see well in both directions',
      'Near hills, curves or heavy traffic',
      'On a street with little traffic',
    ],
    answer: 2,
    explanation:
      'The section on turning the car around says never to try a three-point turn near hills, curves or heavy traffic.',
  },
  {
    chapter: 3,
    prompt: "What does Ohio's maneuverability test ask you to do?",
    options: [
      'Steer forward and backward through a course marked by cones without touching them',
      'Parallel park between two cars on a busy street',
      'Drive on the freeway for ten minutes',
      'Change a tire',
    ],
    answer: 0,
    explanation:
      'The section on turning the car around describes the maneuverability test as steering forward and backward through a cone course.',
  },

  {
    chapter: 3,
    prompt: 'In which gear should the selector be when you start the engine?',
    options: [
      'Park, with your foot on the brake',
      'Drive, with your foot on the accelerator',
      'Reverse',
      'Neutral, with the parking brake off',
    ],
    answer: 0,
    explanation:
      'The section on starting and moving off says to press the brake and start the engine with the selector in Park.',
  },
  {
    chapter: 3,
    prompt: 'When is hand-over-hand steering suitable?',
    options: [
      'At highway speeds',
      'For a tight, slow turn such as into a parking space',
      'When changing lanes',
      'Whenever you drive one-handed',
    ],
    answer: 1,
    explanation:
      'The section on holding and turning the wheel says hand-over-hand steering may be used for a tight, slow turn.',
  },
  {
    chapter: 3,
    prompt:
      'During a hard stop in a car with anti-lock brakes, the brake pedal buzzes and pulses. What does this mean?',
    options: [
      'The brakes have failed',
      'This is normal; keep pressing',
      'You should pump the pedal',
      'You should release the brake',
    ],
    answer: 1,
    explanation:
      'The section on stopping and backing up says a buzzing or pulsing pedal is normal with anti-lock brakes, so keep pressing.',
  },
  {
    chapter: 3,
    prompt: 'How do you make a smooth stop?',
    options: [
      'Brake hard at the last moment',
      'Shift into Park while rolling',
      'Press the brake with steady, growing pressure and ease off slightly just before stopping',
      'Use the parking brake',
    ],
    answer: 2,
    explanation:
      'The section on stopping and backing up describes steady, growing pressure and easing off slightly just before the car stops.',
  },
  {
    chapter: 3,
    prompt: 'How fast should you move when backing up?',
    options: [
      'As fast as in forward gear',
      'About 15 miles per hour',
      'It does not matter if you use a camera',
      'At walking speed',
    ],
    answer: 3,
    explanation: 'The section on stopping and backing up says to move at walking speed when backing.',
  },
  // Chapter 4 — Traffic signs
  {
    chapter: 4,
    prompt: 'What does an eight-sided octagon sign always mean?',
    options: ['Yield', 'Railroad ahead', 'School zone', 'Stop'],
    answer: 3,
    explanation: 'The section on shape and color says the octagon always means stop.',
  },
  {
    chapter: 4,
    prompt: 'A round yellow sign warns of what?',
    options: ['A school zone', 'A railroad crossing ahead', 'A no-passing zone', 'A work zone'],
    answer: 1,
    explanation: 'The section on shape and color says a round yellow sign warns of a railroad crossing ahead.',
  },
  {
    chapter: 4,
    prompt: 'What does a five-sided pentagon sign mark?',
    options: ['A school zone or school crossing', 'A hospital', 'A speed limit', 'A merge'],
    answer: 0,
    explanation: 'The section on shape and color says a pentagon marks a school zone or school crossing.',
  },
  {
    chapter: 4,
    prompt: 'Where is the pennant-shaped no-passing zone sign placed?',
    options: [
      'Over the center of the road',
      'On the right side of the road',
      'On the left side of the road',
      'Only at intersections',
    ],
    answer: 2,
    explanation:
      'The section on shape and color says the pennant on the left side of the road marks the start of a no-passing zone.',
  },
  {
    chapter: 4,
    prompt: 'What color are work zone signs?',
    options: ['Brown', 'Blue', 'Green', 'Orange'],
    answer: 3,
    explanation: 'The section on shape and color says orange marks work zones.',
  },
  {
    chapter: 4,
    prompt: 'What does a red circle with a slash through a symbol mean?',
    options: [
      'The action shown is not allowed',
      'The action shown is recommended',
      'The action shown is allowed only at night',
      'A warning of a hazard ahead',
    ],
    answer: 0,
    explanation: 'The section on regulatory signs says a red circle with a slash means that action is not allowed.',
  },
  {
    chapter: 4,
    prompt: 'You see a Wrong Way sign facing you. What should you do?',
    options: [
      'Speed up to leave the road quickly',
      'Stop and turn around safely',
      'Ignore it if no one is coming',
      'Turn on your hazard lights and keep going',
    ],
    answer: 1,
    explanation:
      'The section on regulatory signs says that if a Do Not Enter or Wrong Way sign faces you, stop and turn around safely.',
  },
  {
    chapter: 4,
    prompt: 'What does a small advisory speed plaque under a curve sign show?',
    options: [
      'The minimum legal speed',
      'The speed limit for the whole road',
      'The safe speed for that curve in good conditions',
      'The speed trucks must use',
    ],
    answer: 2,
    explanation:
      'The section on warning and work zone signs says the plaque shows the safe speed for the curve in good conditions.',
  },
  {
    chapter: 4,
    prompt: 'Interstate routes with odd numbers usually run in which direction?',
    options: ['East and west', 'In a loop around a city', 'Diagonally', 'North and south'],
    answer: 3,
    explanation:
      'The section on guide signs says odd numbers generally run north and south and even numbers east and west.',
  },
  {
    chapter: 4,
    prompt: 'You realize you have just missed your exit. What should you do?',
    options: [
      'Continue to the next exit and find your way back',
      'Stop on the shoulder and back up',
      'Swerve across the lines to reach the ramp',
      'Make a U-turn in the median',
    ],
    answer: 0,
    explanation:
      'The section on guide signs says not to stop or swerve, but to continue to the next exit or intersection.',
  },

  {
    chapter: 4,
    prompt: 'What does a downward-pointing triangle sign mean?',
    options: ['Yield', 'Stop', 'Warning of a curve', 'School zone'],
    answer: 0,
    explanation: 'The section on shape and color says the downward-pointing triangle means yield.',
  },
  {
    chapter: 4,
    prompt: 'What is fluorescent yellow-green used for on signs?',
    options: ['Hospitals', 'Schools, pedestrians and bicycles', 'Parks', 'Work zones'],
    answer: 1,
    explanation:
      'The section on shape and color says fluorescent yellow-green is used for schools, pedestrians and bicycles.',
  },
  {
    chapter: 4,
    prompt: 'What do blue signs show?',
    options: ['Speed limits', 'Services such as fuel, food, lodging and hospitals', 'Work zones', 'Railroad crossings'],
    answer: 1,
    explanation:
      'The section on shape and color and the guide signs section say blue signs point to services such as gas, food, lodging and hospitals.',
  },
  {
    chapter: 4,
    prompt: 'On Ohio freeways, what do exit numbers usually match?',
    options: [
      'The number of exits from the state line',
      'The route number',
      'The nearest mile marker',
      'The distance to the next city',
    ],
    answer: 2,
    explanation: 'The section on guide signs says exit numbers usually match the nearest mile marker.',
  },
  {
    chapter: 4,
    prompt: 'When are deer crossings most common on Ohio roads?',
    options: ['At noon in summer', 'Only in winter', 'At dawn and dusk, especially in the fall', 'Only on freeways'],
    answer: 2,
    explanation:
      'The section on warning and work zone signs says deer are common at dawn and dusk, especially in the fall.',
  },
  // Chapter 5 — Signals and pavement markings
  {
    chapter: 5,
    prompt: 'What does a steady yellow traffic light mean?',
    options: [
      'Speed up to get through before it turns red',
      'The light is about to turn red; stop if you safely can',
      'Stop and wait for a green arrow',
      'Pedestrians may cross',
    ],
    answer: 1,
    explanation:
      'The section on traffic lights and arrows says to stop on a yellow if you safely can and not to speed up to beat it.',
  },
  {
    chapter: 5,
    prompt: 'What does a flashing yellow left-turn arrow mean?',
    options: [
      'Left turns are not allowed',
      'You have a protected left turn',
      'You may turn left after yielding to oncoming traffic and pedestrians',
      'Stop, then turn left',
    ],
    answer: 2,
    explanation:
      'The section on traffic lights and arrows says you may turn left on a flashing yellow arrow, but oncoming traffic and pedestrians have the right of way.',
  },
  {
    chapter: 5,
    prompt: 'Under Ohio law, how should you treat a traffic signal that is dark because of a power failure?',
    options: ['As a yield sign', 'As a green light', 'As a flashing yellow', 'As a stop sign'],
    answer: 3,
    explanation: 'The section on traffic lights and arrows says Ohio law treats a dark signal as a stop sign.',
  },
  {
    chapter: 5,
    prompt: 'When may you turn right on a steady red light in Ohio?',
    options: [
      'After a complete stop, unless a sign forbids it, yielding to pedestrians and traffic',
      'Any time without stopping if no one is coming',
      'Never',
      'Only when a police officer waves you through',
    ],
    answer: 0,
    explanation:
      'The section on turning on red says you may turn right after a complete stop unless a No Turn on Red sign is posted.',
  },
  {
    chapter: 5,
    prompt: 'Which is true about turning on red?',
    options: [
      'You must turn if the driver behind honks',
      'It is a permission, never a duty; you may wait for green',
      'It is allowed only at night',
      'It is allowed without stopping on one-way streets',
    ],
    answer: 1,
    explanation: 'The section on turning on red says a turn on red is always a permission, never a duty.',
  },
  {
    chapter: 5,
    prompt: 'A pedestrian signal shows a flashing hand. What does it mean for pedestrians?',
    options: [
      'Start crossing quickly',
      'Cross only with a guide',
      'Do not start crossing, but those already crossing may finish',
      'Traffic must stop in all directions',
    ],
    answer: 2,
    explanation: 'The section on pedestrian signals and officers says a flashing hand means do not start crossing.',
  },
  {
    chapter: 5,
    prompt: 'A police officer waves you through an intersection while your light is red. What should you do?',
    options: [
      'Wait for the green light',
      'Sound your horn and wait',
      'Turn right instead',
      "Follow the officer's direction and go",
    ],
    answer: 3,
    explanation:
      'The section on pedestrian signals and officers says an officer directing traffic overrides signs and signals.',
  },
  {
    chapter: 5,
    prompt: 'What do yellow lines on the road separate?',
    options: [
      'Traffic moving in opposite directions',
      'Lanes going the same direction',
      'Parking spaces',
      'Bicycle lanes from car lanes',
    ],
    answer: 0,
    explanation:
      'The section on reading the lines on the road says yellow lines separate traffic going in opposite directions.',
  },
  {
    chapter: 5,
    prompt: 'On a two-lane road, a solid yellow line is next to a broken yellow line. Who may pass?',
    options: [
      'Drivers on both sides',
      'No one',
      'Only drivers on the side with the broken line',
      'Only drivers on the side with the solid line',
    ],
    answer: 2,
    explanation: 'The section on reading the lines on the road says only drivers on the broken-line side may pass.',
  },
  {
    chapter: 5,
    prompt: 'What is a two-way left-turn lane used for?',
    options: [
      'Passing slow vehicles',
      'Only turning left, from either direction',
      'Driving along during rush hour',
      'Parking briefly',
    ],
    answer: 1,
    explanation:
      'The section on reading the lines on the road says a two-way left-turn lane is only for turning left, never for passing or driving along.',
  },

  {
    chapter: 5,
    prompt: 'What does a green arrow signal give you?',
    options: [
      'A protected turn in the direction of the arrow',
      'A turn only after yielding to oncoming traffic',
      'A warning that the light is about to change',
      'Permission to make a U-turn',
    ],
    answer: 0,
    explanation: 'The section on traffic lights and arrows says a green arrow gives you a protected turn.',
  },
  {
    chapter: 5,
    prompt: 'What does a flashing yellow light, not an arrow, mean?',
    options: ['Slow down and proceed with caution', 'Stop and wait', 'Speed up', 'Turn right only'],
    answer: 0,
    explanation:
      'The section on traffic lights and arrows says a flashing yellow light means slow down and proceed with caution.',
  },
  {
    chapter: 5,
    prompt: 'When does Ohio allow a left turn on red?',
    options: [
      'From any street onto any street',
      'From a one-way street onto a one-way street flowing left, after a full stop',
      'Only when an arrow is flashing',
      'Never',
    ],
    answer: 1,
    explanation:
      'The section on turning on red says Ohio allows a left on red from a one-way street onto a one-way street that flows left, after a full stop.',
  },
  {
    chapter: 5,
    prompt: 'Your light turns green, but a pedestrian is still in the crosswalk. What should you do?',
    options: ['Sound the horn', 'Drive around them', 'Let them finish crossing', 'Go, because you have a green light'],
    answer: 2,
    explanation:
      'The section on pedestrian signals and officers says a person in the crosswalk when your light turns green has the right to finish crossing.',
  },
  {
    chapter: 5,
    prompt: 'What does a double solid yellow center line mean?',
    options: [
      'Passing is allowed with care',
      'A lane for left turns only',
      'Passing is allowed only at night',
      'No passing from either side',
    ],
    answer: 3,
    explanation:
      'The section on reading the lines on the road says a double solid yellow line means no passing from either side.',
  },
  // Chapter 6 — Right of way
  {
    chapter: 6,
    prompt: 'Which statement about right of way is true?',
    options: [
      'The driver on the main road always has the right of way',
      'Once you have the right of way, you may insist on it',
      'The law only says who must yield; you must still try to avoid a crash',
      'Right of way belongs to the larger vehicle',
    ],
    answer: 2,
    explanation:
      'The section on what right of way means says the law never gives anyone the right of way; it only says who must yield.',
  },
  {
    chapter: 6,
    prompt: 'At a four-way stop, who goes first?',
    options: [
      'The vehicle that came to a complete stop first',
      'The largest vehicle',
      'The vehicle going straight',
      'The vehicle on the left',
    ],
    answer: 0,
    explanation: 'The section on stop signs, yield signs and intersections says the first vehicle to stop goes first.',
  },
  {
    chapter: 6,
    prompt: 'Two vehicles stop at a four-way stop at the same time on different streets. Who yields?',
    options: [
      'The driver on the right yields to the driver on the left',
      'The faster driver yields',
      'Both wait for a third car',
      'The driver on the left yields to the driver on the right',
    ],
    answer: 3,
    explanation:
      'The section on stop signs, yield signs and intersections says the driver on the left yields to the driver on the right.',
  },
  {
    chapter: 6,
    prompt: 'You are turning left at an intersection. Whom must you yield to?',
    options: [
      'No one, if you signaled first',
      'Oncoming traffic close enough to be a danger',
      'Only vehicles on your left',
      'Only buses',
    ],
    answer: 1,
    explanation:
      'The section on stop signs, yield signs and intersections says drivers turning left yield to oncoming traffic close enough to be a danger.',
  },
  {
    chapter: 6,
    prompt: 'You are leaving a parking lot to enter a road. Whom must you yield to?',
    options: [
      'Everyone on the road and on the sidewalk',
      'Only vehicles coming from the left',
      'Only pedestrians',
      'No one, if you are moving slowly',
    ],
    answer: 0,
    explanation:
      'The section on stop signs, yield signs and intersections says drivers entering from a driveway, alley or lot yield to everyone on the road and sidewalk.',
  },
  {
    chapter: 6,
    prompt: 'An intersection has no painted crosswalk lines. Is there a crosswalk?',
    options: [
      'No, crosswalks exist only where painted',
      'Only if there is a pedestrian signal',
      'Yes, every corner of an intersection has a crosswalk, painted or not',
      'Only in school zones',
    ],
    answer: 2,
    explanation:
      'The section on pedestrians and emergency vehicles says every corner has a crosswalk even if no lines are painted.',
  },
  {
    chapter: 6,
    prompt: 'A person crossing uses a white cane or a guide dog. What must you do?',
    options: [
      'Sound your horn to warn them',
      'Drive around them carefully',
      'Wait only if they are in your lane',
      'Stop for them',
    ],
    answer: 3,
    explanation:
      'The section on pedestrians and emergency vehicles says always stop for a person using a white cane or guide dog.',
  },
  {
    chapter: 6,
    prompt: 'An ambulance approaches with its siren and flashing lights. What should you do?',
    options: [
      'Pull over to the right edge, clear of any intersection, and stop until it passes',
      'Stop immediately where you are, even in an intersection',
      'Speed up to stay ahead of it',
      'Move into the left lane and continue',
    ],
    answer: 0,
    explanation:
      'The section on pedestrians and emergency vehicles says to pull to the right, clear of intersections, and stop until it passes.',
  },
  {
    chapter: 6,
    prompt: 'How far from a stopped school bus with flashing red lights must you stop in Ohio?',
    options: ['At least 5 feet', 'At least 10 feet', 'At least 50 feet', 'At least 100 feet'],
    answer: 1,
    explanation: 'The school buses section says Ohio law requires you to stop at least 10 feet from the bus.',
  },
  {
    chapter: 6,
    prompt: 'You are driving toward a stopped school bus on a road with four or more lanes. Must you stop?',
    options: [
      'Yes, all traffic must always stop',
      'Only if children are visible',
      'No, on four or more lanes only traffic going the same direction as the bus must stop',
      'Only if the bus is yellow',
    ],
    answer: 2,
    explanation:
      'The school buses section says that on four or more lanes only traffic going the same direction as the bus must stop.',
  },

  {
    chapter: 6,
    prompt: 'What should you do at a yield sign?',
    options: [
      'Slow down, be ready to stop, and go only when the way is clear',
      'Always come to a full stop',
      'Speed up to merge',
      'Sound your horn and proceed',
    ],
    answer: 0,
    explanation:
      'The section on stop signs, yield signs and intersections says to slow down, be ready to stop and go only when clear.',
  },
  {
    chapter: 6,
    prompt: 'At an intersection with no signs or signals, whom must you yield to?',
    options: [
      'Only pedestrians',
      'Vehicles already in the intersection and a vehicle arriving from your right at about the same time',
      'Only vehicles from your left',
      'No one, if you arrive first',
    ],
    answer: 1,
    explanation:
      'The section on stop signs, yield signs and intersections explains yielding at uncontrolled intersections.',
  },
  {
    chapter: 6,
    prompt:
      'Two drivers facing each other stop at a four-way stop at the same time. One is going straight and one is turning left. Who goes first?',
    options: ['The driver turning left', 'The driver going straight', 'Whoever honks first', 'Both go together'],
    answer: 1,
    explanation:
      'The section on stop signs, yield signs and intersections says a driver going straight or turning right goes before a driver turning left.',
  },
  {
    chapter: 6,
    prompt: 'You are in the middle of an intersection when you hear a siren behind you. What should you do?',
    options: [
      'Stop where you are',
      'Back up out of the intersection',
      'Drive through the intersection, then pull to the right and stop',
      'Speed up and keep going',
    ],
    answer: 2,
    explanation:
      'The section on pedestrians and emergency vehicles says not to stop in an intersection but to drive through it first.',
  },
  {
    chapter: 6,
    prompt: 'A school bus ahead is flashing yellow lights. What does this mean?',
    options: [
      'You may pass quickly',
      'The bus is finished unloading',
      'The bus is turning',
      'The bus is about to stop; slow down and prepare to stop',
    ],
    answer: 3,
    explanation: 'The school buses section says yellow flashing lights mean the bus is about to stop.',
  },
  // Chapter 7 — Intersections and turns
  {
    chapter: 7,
    prompt: 'What is a stale green light?',
    options: [
      'A green light that is broken',
      'A light that has been green for a while and may soon change',
      'A green arrow for turning',
      'A green light at night',
    ],
    answer: 1,
    explanation:
      'The section on approaching an intersection says a stale green has been green for a while, so be ready for it to change.',
  },
  {
    chapter: 7,
    prompt: 'In what order should you search as you approach an intersection?',
    options: ['Right, left, right', 'Only straight ahead', 'Left, ahead, right and left again', 'Mirrors only'],
    answer: 2,
    explanation: 'The section on approaching an intersection says to search left, ahead, right and left again.',
  },
  {
    chapter: 7,
    prompt: 'There is no stop line or crosswalk at a stop sign. Where should you stop?',
    options: [
      'In the middle of the intersection',
      'Next to the stop sign, even if you cannot see',
      'After you enter the cross street',
      'Where you can see traffic before entering the road',
    ],
    answer: 3,
    explanation:
      'The section on approaching an intersection says to stop where you can see traffic before entering the road if there is no line or crosswalk.',
  },
  {
    chapter: 7,
    prompt: 'Traffic is backed up beyond an intersection. What should you do?',
    options: [
      'Do not enter the intersection unless you can get all the way through',
      'Enter and wait in the middle',
      'Use the shoulder to get around',
      'Sound your horn',
    ],
    answer: 0,
    explanation: 'The section on approaching an intersection says never to enter unless you can clear it.',
  },
  {
    chapter: 7,
    prompt: 'How far before a turn does Ohio law require you to signal?',
    options: ['At least 25 feet', 'At least 50 feet', 'At least 100 feet', 'At least 500 feet'],
    answer: 2,
    explanation:
      'The right turns section says Ohio law requires signaling continuously for at least the last 100 feet before turning.',
  },
  {
    chapter: 7,
    prompt: 'Into which lane should you finish a right turn?',
    options: [
      'The lane nearest the right curb',
      'Any open lane',
      'The lane nearest the center line',
      'The left-turn lane',
    ],
    answer: 0,
    explanation: 'The right turns section says to turn into the lane nearest the right curb without swinging wide.',
  },
  {
    chapter: 7,
    prompt: 'A large truck ahead of you is signaling a right turn. What should you do?',
    options: [
      'Pass it quickly on the right',
      'Sound your horn so the driver sees you',
      'Drive beside it on the right',
      'Never squeeze past on its right; trucks swing wide to turn',
    ],
    answer: 3,
    explanation:
      'The right turns section says large trucks swing wide, so never try to squeeze past on their right side.',
  },
  {
    chapter: 7,
    prompt: 'While waiting to turn left, why should you keep your front wheels pointing straight ahead?',
    options: [
      'It saves fuel',
      'If you are hit from behind, you will not be pushed into oncoming traffic',
      'It makes the turn faster',
      'The law requires it only at night',
    ],
    answer: 1,
    explanation:
      'The left turns section says straight wheels stop you from being pushed into oncoming cars if you are hit from behind.',
  },
  {
    chapter: 7,
    prompt: 'When entering a roundabout, whom do you yield to?',
    options: [
      'Traffic already circling, coming from your left, and pedestrians at the crosswalk',
      'Traffic entering behind you',
      'No one; traffic in the roundabout must yield to you',
      'Only large trucks',
    ],
    answer: 0,
    explanation:
      'The section on roundabouts and U-turns says to yield to pedestrians and to traffic already circling, which comes from your left.',
  },
  {
    chapter: 7,
    prompt: 'Where is a U-turn not allowed?',
    options: [
      'On a quiet residential street with a clear view',
      'Anywhere signs allow it',
      'On a curve or near a hilltop where drivers could not see you from 500 feet away',
      'In an empty parking lot',
    ],
    answer: 2,
    explanation:
      'The section on roundabouts and U-turns lists curves, hilltops without a 500-foot view, freeways and posted locations.',
  },

  {
    chapter: 7,
    prompt: 'From which lane should you turn left from a one-way street?',
    options: ['The left-most lane', 'The right-most lane', 'Any lane', 'The center lane'],
    answer: 0,
    explanation: 'The left turns section says to turn left from the left-most lane on one-way streets.',
  },
  {
    chapter: 7,
    prompt: 'Two lanes are marked for turning left. How should you make the turn?',
    options: [
      'Cut across to whichever lane is empty',
      'Stay in your own lane through the whole turn',
      'Always finish in the right lane',
      'Wait for the other lane to clear',
    ],
    answer: 1,
    explanation:
      'The left turns section says to stay in your own lane through the whole turn where two lanes turn left.',
  },
  {
    chapter: 7,
    prompt: 'After stopping at a stop sign, your view of cross traffic is blocked. What should you do?',
    options: [
      'Go quickly before anyone comes',
      'Creep forward slowly until you can see',
      'Sound your horn and go',
      'Back up',
    ],
    answer: 1,
    explanation:
      'The section on approaching an intersection says to creep forward slowly after stopping until you can see.',
  },
  {
    chapter: 7,
    prompt: 'When should you slow down for a right turn?',
    options: ['After you have turned', 'In the middle of the turn', 'Before the turn', 'There is no need to slow down'],
    answer: 2,
    explanation: 'The right turns section says to slow down before the turn, not during it.',
  },
  {
    chapter: 7,
    prompt: 'When should you signal right in a roundabout?',
    options: ['As you enter', 'Never', 'Only if someone is behind you', 'As you pass the exit before yours'],
    answer: 3,
    explanation: 'The section on roundabouts and U-turns says to signal right as you pass the exit before yours.',
  },
  // Chapter 8 — Speed and speed laws in Ohio
  {
    chapter: 8,
    prompt: "What does Ohio's assured clear distance ahead rule require?",
    options: [
      'Keeping exactly two car lengths behind others',
      'Being able to stop within the distance ahead that you can see is clear',
      'Driving at the posted limit at all times',
      'Using high beams on all dark roads',
    ],
    answer: 1,
    explanation:
      'The section on the basic rule says you must be able to stop within the assured clear distance ahead, the distance you can see is clear.',
  },
  {
    chapter: 8,
    prompt: 'Can driving too slowly break the law in Ohio?',
    options: [
      'No, slow is always legal',
      'Only on freeways at night',
      'Only for trucks',
      'Yes, if it blocks the normal flow of traffic when slowing is not needed for safety',
    ],
    answer: 3,
    explanation:
      'The section on the basic rule says driving so slowly that you block normal traffic is also against the law.',
  },
  {
    chapter: 8,
    prompt: 'What is the speed limit in a posted Ohio school zone while the zone is in effect?',
    options: ['15 miles per hour', '20 miles per hour', '25 miles per hour', '35 miles per hour'],
    answer: 1,
    explanation:
      'The section on Ohio speed limits says 20 miles per hour in a posted school zone during the set hours.',
  },
  {
    chapter: 8,
    prompt: 'Unless signs say otherwise, what is the usual speed limit on most city and village streets in Ohio?',
    options: ['25 miles per hour', '35 miles per hour', '45 miles per hour', '55 miles per hour'],
    answer: 0,
    explanation: 'The section on Ohio speed limits says the usual limit is 25 on most city and village streets.',
  },
  {
    chapter: 8,
    prompt: 'What is the usual speed limit on most Ohio highways outside cities?',
    options: ['45 miles per hour', '50 miles per hour', '55 miles per hour', '70 miles per hour'],
    answer: 2,
    explanation: 'The section on Ohio speed limits says most highways outside cities are 55 unless posted otherwise.',
  },
  {
    chapter: 8,
    prompt: 'Which three parts make up total stopping distance?',
    options: [
      'Speed, weight and tires',
      'Signal, mirror and brake',
      'Looking, steering and braking',
      'Perception, reaction and braking distance',
    ],
    answer: 3,
    explanation:
      'The section on speed and stopping distance says stopping takes perception, reaction and braking, shown as parts of each bar in the chart.',
  },
  {
    chapter: 8,
    prompt: 'About how long does an alert driver need to perceive a danger and react?',
    options: ['About one and a half seconds', 'About one tenth of a second', 'About five seconds', 'About ten seconds'],
    answer: 0,
    explanation: 'The section on speed and stopping distance says an alert driver needs about one and a half seconds.',
  },
  {
    chapter: 8,
    prompt: 'If you double your speed, what happens to your braking distance?',
    options: ['It stays the same', 'It doubles', 'It becomes about four times longer', 'It becomes half as long'],
    answer: 2,
    explanation:
      'The section on speed and stopping distance says doubling speed makes braking distance about four times longer.',
  },
  {
    chapter: 8,
    prompt: 'What does overdriving your headlights mean?',
    options: [
      'Using high beams in town',
      'Driving too fast to stop within the distance your headlights light up',
      'Leaving headlights on after parking',
      'Driving with one headlight out',
    ],
    answer: 1,
    explanation:
      'The section on choosing a safe speed defines overdriving your headlights as driving faster than you can stop within their reach.',
  },
  {
    chapter: 8,
    prompt: 'You are running late. What does the chapter advise?',
    options: [
      'Speed a little on the freeway to make up time',
      'Drive faster than the flow of traffic',
      'Use the shoulder to pass slow drivers',
      'Leave earlier next time; speeding saves only a minute or two',
    ],
    answer: 3,
    explanation:
      'The section on choosing a safe speed says to leave earlier rather than speed, since speeding saves very little time.',
  },

  {
    chapter: 8,
    prompt: 'At 50 miles per hour, about how far does the car travel while you perceive a danger and react?',
    options: ['About 110 feet', 'About 10 feet', 'About 30 feet', 'About 500 feet'],
    answer: 0,
    explanation:
      'The section on speed and stopping distance says that at 50 miles per hour an alert driver covers about 110 feet before the brakes start working.',
  },
  {
    chapter: 8,
    prompt: 'What is a speed limit?',
    options: [
      'A maximum for good conditions, not a target',
      'The speed you must always drive',
      'A suggestion only',
      'A minimum speed',
    ],
    answer: 0,
    explanation: 'The section on the basic rule says a speed limit is a maximum for good conditions, not a target.',
  },
  {
    chapter: 8,
    prompt:
      'Unless signs show otherwise, what is the usual limit on state routes through cities outside business districts?',
    options: ['25 miles per hour', '35 miles per hour', '45 miles per hour', '55 miles per hour'],
    answer: 1,
    explanation: 'The section on Ohio speed limits lists 35 on state routes through cities outside business districts.',
  },
  {
    chapter: 8,
    prompt:
      'According to the chart, about how far does an alert driver on a dry road need to stop from 70 miles per hour?',
    options: ['About 110 feet', 'About 235 feet', 'About 400 feet', 'About 1,000 feet'],
    answer: 2,
    explanation: 'The section on speed and stopping distance shows about 400 feet at 70 miles per hour.',
  },
  {
    chapter: 8,
    prompt: 'Why is it safer to move with the flow of traffic, within the limit?',
    options: [
      'It lets you ignore signs',
      'It saves a lot of time',
      'A car much faster or slower than the others has more conflicts',
      'It is required on all roads',
    ],
    answer: 2,
    explanation:
      'The section on choosing a safe speed says a car much faster or slower than others has more conflicts.',
  },
  // Chapter 9 — Space management and following distance
  {
    chapter: 9,
    prompt: 'How far ahead should you look while driving?',
    options: ['About 2 to 3 seconds', 'Only to the car in front', 'About 12 to 15 seconds', 'About one minute'],
    answer: 2,
    explanation: 'The section on looking ahead and keeping a cushion says to look about 12 to 15 seconds ahead.',
  },
  {
    chapter: 9,
    prompt: 'Why does keeping a cushion of space around your car matter?',
    options: [
      'It gives you time and room to brake or steer away when something goes wrong',
      'It makes the car use less fuel',
      'It is only needed on freeways',
      'It keeps other drivers from passing you',
    ],
    answer: 0,
    explanation:
      'The section on looking ahead and keeping a cushion says space is time, and more space gives you more choices.',
  },
  {
    chapter: 9,
    prompt: 'How do you use the three-second rule?',
    options: [
      'Count three seconds after the light turns green',
      'Stay three car lengths behind',
      'Wait three seconds before changing lanes',
      'Count from when the vehicle ahead passes a fixed object until you reach it',
    ],
    answer: 3,
    explanation:
      'The section on the three-second rule says to count from when the rear of the vehicle ahead passes a fixed object until you reach it.',
  },
  {
    chapter: 9,
    prompt: 'What following distance should you keep behind a large truck or bus?',
    options: ['At least two seconds', 'At least four seconds', 'Exactly three seconds', 'One car length'],
    answer: 1,
    explanation:
      'The section on the three-second rule says to leave at least four seconds behind a large truck or bus.',
  },
  {
    chapter: 9,
    prompt: 'When should you use more than three seconds of following distance?',
    options: [
      'Only when the road is empty',
      'Never; three seconds is always enough',
      'In rain, snow or fog, at night, when tired and behind motorcycles',
      'Only in town',
    ],
    answer: 2,
    explanation:
      'The section on the three-second rule lists bad weather, night, fatigue and motorcycles as reasons to add time.',
  },
  {
    chapter: 9,
    prompt: "If you cannot see a truck's side mirrors, what does that tell you?",
    options: [
      'The truck driver cannot see you',
      'You are at a safe distance',
      'The truck is about to stop',
      "The truck's mirrors are broken",
    ],
    answer: 0,
    explanation:
      'The section on the three-second rule says if you cannot see their side mirrors, their driver cannot see you.',
  },
  {
    chapter: 9,
    prompt: 'When stopped behind another vehicle, how much space should you leave?',
    options: [
      'A few inches',
      'Exactly one car length',
      'Enough to see its front bumper',
      'Enough to see its rear tires touching the road',
    ],
    answer: 3,
    explanation:
      'The section on space to the sides and behind says to see the rear tires touching the road so you can steer around if needed.',
  },
  {
    chapter: 9,
    prompt: 'Another driver is tailgating you. What should you do?',
    options: [
      'Tap your brakes to warn them',
      'Increase the space in front of you and let them pass when you safely can',
      'Speed up to get away',
      'Stop in the lane',
    ],
    answer: 1,
    explanation:
      'The section on space to the sides and behind says to add space in front so you can slow gradually, and let the tailgater pass.',
  },
  {
    chapter: 9,
    prompt: 'What is the order of the space-management habit in this chapter?',
    options: [
      'Search, identify, predict, decide and act',
      'Brake, steer, signal and look',
      'Predict, act, search and decide',
      'Signal, mirror, speed up and pass',
    ],
    answer: 0,
    explanation: 'The section on always having a way out describes search, identify, predict, decide and act.',
  },
  {
    chapter: 9,
    prompt: 'What is an escape path?',
    options: [
      'The exit ramp you plan to take',
      'The route you use to avoid traffic jams',
      'An open lane, shoulder or gap you could steer into if the car ahead stopped suddenly',
      'The lane reserved for emergency vehicles',
    ],
    answer: 2,
    explanation: 'The section on always having a way out defines an escape path as an open space you could steer into.',
  },

  {
    chapter: 9,
    prompt: 'What does Ohio law say about following distance?',
    options: [
      'Do not follow more closely than is reasonable and prudent',
      'Always stay exactly 100 feet back',
      'Follow at one car length per 20 miles per hour',
      'There is no rule',
    ],
    answer: 0,
    explanation:
      'The section on the three-second rule says Ohio law forbids following more closely than is reasonable and prudent.',
  },
  {
    chapter: 9,
    prompt: 'How often should you check your mirrors?',
    options: ['Only when changing lanes', 'Every few seconds', 'Once a minute', 'Only when braking'],
    answer: 1,
    explanation: 'The section on looking ahead and keeping a cushion says to check your mirrors every few seconds.',
  },
  {
    chapter: 9,
    prompt: 'You find yourself driving alongside another vehicle for a long time. What should you do?',
    options: [
      'Stay there to keep pace',
      'Move ahead or drop back',
      'Honk to let them know',
      'Drive closer to the center line',
    ],
    answer: 1,
    explanation:
      'The section on space to the sides and behind says to avoid staying in blind spots and either move ahead or drop back.',
  },
  {
    chapter: 9,
    prompt: 'Your space shrinks on one side. What should you usually do?',
    options: [
      'Speed up',
      'Change lanes without looking',
      'Make more space on another side, usually by slowing down',
      'Stop in the lane',
    ],
    answer: 2,
    explanation:
      'The section on always having a way out says to make more space on another side, usually by slowing down.',
  },
  {
    chapter: 9,
    prompt: 'Two hazards are ahead, such as a parked car and an oncoming truck. What should you do?',
    options: [
      'Speed up to pass both quickly',
      'Ignore the one farther away',
      'Sound your horn',
      'Adjust your speed so you meet them one at a time',
    ],
    answer: 3,
    explanation:
      'The section on always having a way out says to adjust your speed so you deal with one hazard at a time.',
  },
  // Chapter 10 — Lane changes, passing and merging
  {
    chapter: 10,
    prompt: 'What are blind spots?',
    options: [
      'Areas beside and just behind your car that your mirrors do not show',
      'Areas directly in front of your hood',
      'Places where the sun shines in your eyes',
      'Spots on the windshield',
    ],
    answer: 0,
    explanation:
      'The section on changing lanes safely defines blind spots as areas beside and just behind the car that mirrors miss.',
  },
  {
    chapter: 10,
    prompt: 'What is the last check just before you move into another lane?',
    options: [
      'A look at the speedometer',
      'A quick turn of your head to look over your shoulder into the blind spot',
      'A tap on the horn',
      'A glance at the fuel gauge',
    ],
    answer: 1,
    explanation:
      'The section on changing lanes safely says to turn your head just before moving to check the blind spot.',
  },
  {
    chapter: 10,
    prompt: 'You need to move across three lanes. How should you do it?',
    options: [
      'All at once in one smooth move',
      'Without signaling, to save time',
      'Only in an intersection',
      'One lane at a time, checking and signaling for each',
    ],
    answer: 3,
    explanation: 'The section on changing lanes safely says to change one lane at a time.',
  },
  {
    chapter: 10,
    prompt: 'Within how many feet of an intersection or railroad crossing does Ohio forbid passing on a two-lane road?',
    options: ['50 feet', '100 feet', '200 feet', '500 feet'],
    answer: 1,
    explanation:
      'The section on passing on two-lane roads says no passing within 100 feet of an intersection or railroad crossing.',
  },
  {
    chapter: 10,
    prompt: 'After passing, when is it safe to return to your lane?',
    options: [
      'As soon as your front bumper is past the other car',
      'When you can see both headlights of the passed vehicle in your inside mirror',
      'After you count to one',
      'When the other driver flashes their lights',
    ],
    answer: 1,
    explanation:
      'The section on passing on two-lane roads says to return when you can see both headlights of the passed vehicle in your inside mirror.',
  },
  {
    chapter: 10,
    prompt: 'How much space does Ohio law require when you pass a bicycle?',
    options: ['At least one foot', 'At least two feet', 'At least three feet', 'At least ten feet'],
    answer: 2,
    explanation:
      'The section on passing on two-lane roads says Ohio requires at least three feet when passing a bicycle.',
  },
  {
    chapter: 10,
    prompt: 'Another driver is passing you. What does Ohio law say you must not do?',
    options: [
      'Increase your speed',
      'Stay in your lane',
      'Keep to the right part of your lane',
      'Slow down to let them in',
    ],
    answer: 0,
    explanation:
      'The section on being passed and passing on the right says a driver being passed must not increase speed.',
  },
  {
    chapter: 10,
    prompt: 'When is passing on the right allowed?',
    options: [
      'Whenever the shoulder is wide enough',
      'Whenever the car ahead is slow',
      'Never',
      'When the vehicle ahead is turning left and there is room, or where there are two or more lanes going your way',
    ],
    answer: 3,
    explanation:
      'The section on being passed and passing on the right allows it only for a vehicle turning left with room, or on roads with two or more lanes your way, and never on the shoulder.',
  },
  {
    chapter: 10,
    prompt: 'In heavy traffic where a lane ends, how can drivers merge smoothly?',
    options: [
      'The lane that continues never lets anyone in',
      'Merging drivers stop and wait at the end of the lane',
      'Take turns like the teeth of a zipper, one from each lane',
      'Everyone uses the shoulder',
    ],
    answer: 2,
    explanation: 'The section on merging when a lane ends describes taking turns like a zipper.',
  },
  {
    chapter: 10,
    prompt: 'You are in the lane that continues and a driver needs to merge. What should you do?',
    options: [
      'Keep a steady speed and leave space for them',
      'Speed up to close the gap',
      'Drive side by side with them',
      'Sound your horn',
    ],
    answer: 0,
    explanation:
      'The section on merging when a lane ends says to keep a steady speed, leave space and not race to close the gap.',
  },

  {
    chapter: 10,
    prompt: 'What is the order of checks before a lane change?',
    options: [
      'Inside mirror, side mirror, signal, then a head check',
      'Signal, then move',
      'Head check only',
      'Horn, signal, then move',
    ],
    answer: 0,
    explanation:
      'The section on changing lanes safely lists inside mirror, side mirror, signal and a quick head check before moving.',
  },
  {
    chapter: 10,
    prompt: 'Where should you not change lanes?',
    options: ['On a straight road', 'In an intersection', 'On a freeway', 'In light traffic'],
    answer: 1,
    explanation: 'The section on changing lanes safely says not to change lanes in an intersection.',
  },
  {
    chapter: 10,
    prompt: 'You are unsure whether the oncoming gap is long enough to pass. What should you do?',
    options: ['Pass quickly anyway', 'Flash your lights and pass', 'Do not pass', 'Pass on the shoulder'],
    answer: 2,
    explanation:
      'The section on passing on two-lane roads says if you have any doubt about the oncoming gap, do not pass.',
  },
  {
    chapter: 10,
    prompt: 'A driver passing you is running out of room before an oncoming car. What is the safe choice?',
    options: [
      'Speed up so they drop back',
      'Move to the center line',
      'Slow down to let them back in',
      'Sound your horn',
    ],
    answer: 2,
    explanation:
      'The section on being passed and passing on the right says slowing down to let the passing driver back in is the safe choice.',
  },
  {
    chapter: 10,
    prompt: 'Besides keeping a steady speed, how else can you help a driver merging into your lane if traffic allows?',
    options: [
      'Drive side by side with them',
      'Speed up to close the gap',
      'Flash your high beams',
      'Move one lane over to make room',
    ],
    answer: 3,
    explanation:
      'The section on merging when a lane ends says you can move one lane over to make room if traffic allows.',
  },
  // Chapter 11 — Parking
  {
    chapter: 11,
    prompt: 'How close to a fire hydrant may you park in Ohio?',
    options: ['No closer than 5 feet', 'No closer than 10 feet', 'No closer than 20 feet', 'No closer than 50 feet'],
    answer: 1,
    explanation: 'The section on where you may not park says not within 10 feet of a fire hydrant.',
  },
  {
    chapter: 11,
    prompt: 'How far from a stop sign or traffic signal, on the approach to it, must you stay when parking?',
    options: ['10 feet', '20 feet', '30 feet', '75 feet'],
    answer: 2,
    explanation:
      'The section on where you may not park says not within 30 feet of a stop sign, flashing beacon or traffic signal on the approach.',
  },
  {
    chapter: 11,
    prompt: 'How far from the nearest rail of a railroad crossing must you park?',
    options: ['At least 50 feet', 'At least 10 feet', 'At least 20 feet', 'At least 100 feet'],
    answer: 0,
    explanation:
      'The section on where you may not park says not within 50 feet of the nearest rail of a railroad crossing.',
  },
  {
    chapter: 11,
    prompt: 'Which of these is a place where Ohio law forbids parking?',
    options: [
      'A marked space in a parking lot',
      'Along a curb with no signs, 40 feet from a crosswalk',
      'In your own driveway',
      'Within 20 feet of a crosswalk at an intersection',
    ],
    answer: 3,
    explanation: 'The section on where you may not park lists within 20 feet of a crosswalk at an intersection.',
  },
  {
    chapter: 11,
    prompt: 'What is the main danger when backing out of an angle or perpendicular space?',
    options: [
      'The cars beside you block your view',
      'The engine may stall',
      'Your mirrors may fold',
      'The parking brake may stick',
    ],
    answer: 0,
    explanation:
      'The section on angle and perpendicular parking says leaving is harder because cars beside you block your view, so back out slowly.',
  },
  {
    chapter: 11,
    prompt: 'How big a space do you need for parallel parking?',
    options: [
      'Exactly the length of your car',
      'About one and a half times the length of your car',
      'About three times the length of your car',
      'Twice the width of your car',
    ],
    answer: 1,
    explanation: "The parallel parking section says to find a space about one and a half times your car's length.",
  },
  {
    chapter: 11,
    prompt: 'Where do you stop to begin parallel parking?',
    options: [
      'Behind the space, next to the curb',
      'In the middle of the space',
      'Beside the car in front of the space, two to three feet away, rear bumpers lined up',
      'Beside the car behind the space',
    ],
    answer: 2,
    explanation:
      'The parallel parking section says to stop beside the car in front of the space, two to three feet away, with rear bumpers lined up.',
  },
  {
    chapter: 11,
    prompt: 'When parallel parked, how close to the curb must your wheels be under Ohio law?',
    options: ['Within 24 inches', 'Within 18 inches', 'Touching the curb', 'Within 12 inches'],
    answer: 3,
    explanation: 'The parallel parking section says Ohio law requires your wheels to be within 12 inches of the curb.',
  },
  {
    chapter: 11,
    prompt: 'You park facing uphill next to a curb. Which way should you turn your front wheels?',
    options: [
      'Away from the curb',
      'Toward the curb',
      'Straight ahead',
      'It does not matter if the parking brake is on',
    ],
    answer: 0,
    explanation:
      'The section on parking on hills says that facing uphill with a curb, turn the wheels away from the curb and let a tire rest against it.',
  },
  {
    chapter: 11,
    prompt: 'You park facing downhill. Which way should you turn your front wheels?',
    options: [
      'Away from the curb',
      'Straight ahead',
      'Toward the curb or the edge of the road',
      'Toward the center of the road',
    ],
    answer: 2,
    explanation:
      'The section on parking on hills says that facing downhill, with or without a curb, turn the wheels toward the curb or edge.',
  },

  {
    chapter: 11,
    prompt: 'How far from a fire station driveway must you park on the same side of the street?',
    options: ['At least 20 feet', 'At least 5 feet', 'At least 10 feet', 'No limit'],
    answer: 0,
    explanation:
      'The section on where you may not park says not within 20 feet of a fire station driveway, or 75 feet on the opposite side.',
  },
  {
    chapter: 11,
    prompt: 'While parallel parking, at about what angle to the curb should your car be after the first backing step?',
    options: ['10 degrees', '45 degrees', '90 degrees', '180 degrees'],
    answer: 1,
    explanation:
      'The parallel parking section says to back while turning right until the car is at about a 45-degree angle to the curb.',
  },
  {
    chapter: 11,
    prompt: 'You park facing uphill on a road with no curb. Which way do you turn your front wheels?',
    options: [
      'Toward the center of the road',
      'Toward the edge of the road',
      'Straight ahead',
      'Away from the edge of the road',
    ],
    answer: 1,
    explanation:
      'The section on parking on hills says that facing uphill with no curb, turn the wheels toward the edge of the road.',
  },
  {
    chapter: 11,
    prompt: 'What should you do before opening your car door after parking on a street?',
    options: [
      'Honk to warn others',
      'Open it quickly',
      'Check your mirror and look over your shoulder for cyclists and traffic',
      'Turn on the high beams',
    ],
    answer: 2,
    explanation:
      'The section on parking on hills and securing the car says to check your mirror and look over your shoulder before opening the door.',
  },
  {
    chapter: 11,
    prompt: 'What does Ohio law say about leaving a parked vehicle unattended?',
    options: [
      'You may leave the engine running for up to ten minutes',
      'You may leave the key in if the doors are locked',
      'It is fine in a driveway with the engine on',
      'Do not leave it with the engine running or the key in it',
    ],
    answer: 3,
    explanation:
      'The section on parking on hills and securing the car says Ohio law says not to leave a vehicle unattended with the engine running or the key in it.',
  },
  // Chapter 12 — Freeway driving
  {
    chapter: 12,
    prompt: 'What is the acceleration lane used for?',
    options: [
      'Stopping to wait for a gap',
      'Building up to the speed of freeway traffic before merging',
      'Passing slow trucks',
      'Exiting the freeway',
    ],
    answer: 1,
    explanation:
      'The section on entering the freeway says to use the acceleration lane to build up to the speed of traffic.',
  },
  {
    chapter: 12,
    prompt: 'When merging onto a freeway, who must yield?',
    options: [
      'Freeway traffic must always make room for you',
      'Whoever is driving the larger vehicle',
      'Neither; the faster car goes first',
      'You, the merging driver, must yield to freeway traffic',
    ],
    answer: 3,
    explanation:
      'The section on entering the freeway says freeway drivers should make room if they safely can, but you must yield to them.',
  },
  {
    chapter: 12,
    prompt: 'Why should you avoid stopping at the end of the acceleration lane?',
    options: [
      'Starting again from a standstill into fast traffic is dangerous',
      'It is the only place to pass',
      'It wears out the brakes',
      'Police use it for speed checks',
    ],
    answer: 0,
    explanation: 'The section on entering the freeway says starting from a standstill into fast traffic is dangerous.',
  },
  {
    chapter: 12,
    prompt: 'Which lane should you use on a freeway when you are not passing?',
    options: ['The left lane', 'The shoulder', 'Keep right except to pass', 'Any lane you like'],
    answer: 2,
    explanation: 'The section on driving on the freeway says to keep right except to pass.',
  },
  {
    chapter: 12,
    prompt: 'After passing a large truck, when may you move back in front of it?',
    options: [
      'As soon as your rear bumper clears its cab',
      'When you can see the whole front of the truck in your inside mirror',
      'When the truck driver honks',
      'Immediately, if you signal',
    ],
    answer: 1,
    explanation:
      'The section on driving on the freeway says not to cut in until you can see the whole front of the truck in your inside mirror.',
  },
  {
    chapter: 12,
    prompt: 'What is highway hypnosis?',
    options: [
      'A drowsy, staring state that can come on during long freeway drives',
      'A type of road sign',
      'Fear of merging',
      'A lane used for slow traffic',
    ],
    answer: 0,
    explanation:
      'The section on driving on the freeway describes highway hypnosis as a drowsy, staring state and advises moving your eyes and taking breaks.',
  },
  {
    chapter: 12,
    prompt:
      "You approach a tow truck stopped on the shoulder with its flashing lights on. What does Ohio's move-over law require?",
    options: [
      'Sound your horn and continue',
      'Stop behind the tow truck',
      'Speed up to pass quickly',
      'Move over one lane away if you safely can; otherwise slow down and pass with caution',
    ],
    answer: 3,
    explanation:
      "The section on Ohio's move-over law says to move over a lane if you safely can, and otherwise slow down and pass with caution.",
  },
  {
    chapter: 12,
    prompt: 'Where should you slow down when leaving a freeway?',
    options: [
      'In the left lane',
      'On the freeway, well before the exit',
      'In the deceleration lane or on the exit ramp',
      'On the shoulder',
    ],
    answer: 2,
    explanation:
      'The section on exiting and trouble on the freeway says to enter the deceleration lane or ramp before slowing, since slowing on the freeway invites a rear-end crash.',
  },
  {
    chapter: 12,
    prompt: 'You have missed your freeway exit. What should you do?',
    options: [
      'Back up carefully on the shoulder',
      'Continue to the next exit',
      'Make a U-turn through the median',
      'Stop and wait for a gap to reverse',
    ],
    answer: 1,
    explanation:
      'The section on exiting and trouble on the freeway says to go on to the next exit and never stop, back up or turn around.',
  },
  {
    chapter: 12,
    prompt: 'Your car breaks down on the freeway. What should you do?',
    options: [
      'Stop in your lane and walk to get help',
      'Leave the car in the left lane with the hood up',
      'Steer onto the right shoulder, turn on hazard lights, and stay buckled in unless you can get well away from traffic',
      'Stand behind the car to wave traffic around it',
    ],
    answer: 2,
    explanation:
      'The section on exiting and trouble on the freeway says to use the right shoulder and hazard lights and stay buckled in unless you can get well clear.',
  },
  {
    chapter: 12,
    prompt: 'How do you join or leave a freeway?',
    options: ['Only by ramps', 'At any cross street', 'Through driveways', 'At traffic signals'],
    answer: 0,
    explanation:
      'The section on entering the freeway says freeways have no signals, cross streets or driveways; you join and leave by ramps.',
  },
  {
    chapter: 12,
    prompt: "Where are a large truck's no-zones?",
    options: [
      'Beside the cab, right behind the trailer and close in front',
      'Only directly in front',
      'Only far behind the truck',
      'Nowhere, because trucks have large mirrors',
    ],
    answer: 0,
    explanation:
      'The section on driving on the freeway lists the no-zones beside the cab, right behind the trailer and close in front.',
  },
  {
    chapter: 12,
    prompt: 'On a long freeway drive, how often should you take a break?',
    options: [
      'Only when you need fuel',
      'Every couple of hours or sooner if tired',
      'Once every eight hours',
      'Never; keep going to finish sooner',
    ],
    answer: 1,
    explanation:
      'The section on driving on the freeway says to take a break every couple of hours or sooner if you feel tired.',
  },
  {
    chapter: 12,
    prompt: 'Why should you check your speedometer after leaving a freeway?',
    options: [
      'The speedometer often breaks on freeways',
      'Exit ramps have no speed limits',
      'After high speed, slower speeds feel slower than they are',
      'To see how much fuel you used',
    ],
    answer: 2,
    explanation:
      'The section on exiting and trouble on the freeway says slower speeds feel slower than they are after a long time at high speed.',
  },
  {
    chapter: 12,
    prompt: 'You see flashing lights on the shoulder far ahead. What should you avoid?',
    options: [
      'Signaling early',
      'Changing lanes smoothly',
      'Watching far ahead',
      'Braking hard or swerving at the last moment',
    ],
    answer: 3,
    explanation:
      "The section on Ohio's move-over law says to spot flashing lights early and not brake hard or swerve at the last moment.",
  },
];
