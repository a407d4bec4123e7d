import type { BankQuestion } from '../types';

export const questions13to24: BankQuestion[] = [
  // Chapter 13 — City Driving and Pedestrians
  {
    chapter: 13,
    prompt: 'How far ahead should you look when driving in city traffic?',
    options: [
      'Two to three seconds, about one car length',
      'Twelve to fifteen seconds, about one to one and a half blocks',
      'Thirty seconds, about half a mile',
      'Only as far as the next parked car',
    ],
    answer: 1,
    explanation:
      'Scanning in city traffic: look twelve to fifteen seconds ahead, which in town is roughly one to one and a half blocks.',
  },
  {
    chapter: 13,
    prompt: 'What is a stale green light?',
    options: [
      'A light that has been green for a while and may soon change',
      'A broken signal that stays green all day',
      'A green arrow that is for turning traffic only',
      'A green light that flashes late at night',
    ],
    answer: 0,
    explanation:
      'Scanning in city traffic: a light that has been green for a while is a stale green, so be ready for it to change.',
  },
  {
    chapter: 13,
    prompt: 'On a city street with several lanes in your direction, which lane often flows best?',
    options: [
      'The right lane, beside the parked cars',
      'The left lane, beside drivers waiting to turn',
      'The middle lane',
      'The lane used by buses',
    ],
    answer: 2,
    explanation:
      'Scanning in city traffic: the middle lane often flows best, away from parking cars and drivers waiting to turn left.',
  },
  {
    chapter: 13,
    prompt: 'When may you turn right on a red light in Ohio?',
    options: [
      'Any time, as long as you slow down first',
      'Only when a green arrow is also showing',
      'Never, because Ohio does not allow turns on red',
      'After a complete stop, yielding to pedestrians and cross traffic, unless a sign forbids it',
    ],
    answer: 3,
    explanation:
      'Turns, red lights and crowded intersections: a right turn on red is allowed after a full stop and yielding, unless a sign says no turn on red.',
  },
  {
    chapter: 13,
    prompt: 'When does Ohio allow a left turn on a red light?',
    options: [
      'From a one-way street onto another one-way street moving left, after a full stop',
      'From any two-way street, after a full stop',
      'Only when no pedestrians are within a block',
      'Never; left turns on red are always illegal',
    ],
    answer: 0,
    explanation:
      'Turns, red lights and crowded intersections: you may turn left on red from a one-way street onto a one-way street going left, after a complete stop.',
  },
  {
    chapter: 13,
    prompt: 'Traffic is backed up beyond a green light. When should you enter the intersection?',
    options: [
      'Right away, because the light is green',
      'Only when there is room for your whole car on the far side',
      'As soon as the car ahead of you has entered',
      'When the light turns yellow and traffic starts moving',
    ],
    answer: 1,
    explanation:
      'Turns, red lights and crowded intersections: never enter an intersection unless your whole car fits on the far side, or you will block cross traffic and the crosswalk.',
  },
  {
    chapter: 13,
    prompt: 'Where is there a crosswalk?',
    options: [
      'Only where white lines are painted on the road',
      'Only where a pedestrian signal is posted',
      'At every intersection, whether or not it is marked',
      'Only in school zones and downtown areas',
    ],
    answer: 2,
    explanation: 'Pedestrians and crosswalks: a crosswalk exists at every intersection, marked or not.',
  },
  {
    chapter: 13,
    prompt: 'A car in the lane beside you has stopped at a crosswalk. What should you do?',
    options: [
      'Pass it carefully at the speed limit',
      'Change lanes again to get around it',
      'Honk to warn any pedestrian ahead',
      'Stop as well; never pass a vehicle stopped at a crosswalk',
    ],
    answer: 3,
    explanation:
      'Pedestrians and crosswalks: never pass a vehicle stopped at a crosswalk, because its driver may be waiting for someone you cannot see.',
  },
  {
    chapter: 13,
    prompt: 'What is the school zone speed limit in Ohio, generally?',
    options: [
      'Twenty miles per hour during the posted hours or while the lights flash',
      'Fifteen miles per hour at all times',
      'Twenty-five miles per hour only on school days',
      'Thirty-five miles per hour unless children are in the road',
    ],
    answer: 0,
    explanation:
      "Pedestrians and crosswalks: the Ohio school zone limit is generally twenty miles per hour during the posted hours or while the sign's lights flash.",
  },
  {
    chapter: 13,
    prompt: 'What is the minimum distance you must park from a fire hydrant in Ohio?',
    options: ['Three feet', 'Ten feet', 'Thirty feet', 'Fifty feet'],
    answer: 1,
    explanation:
      'Parking in town: stay at least ten feet from a fire hydrant; thirty feet applies to stop signs and signals, fifty feet to railroad crossings.',
  },
  {
    chapter: 13,
    prompt: 'When you parallel park, how close to the curb must your car be?',
    options: ['Within three feet', 'Within two feet', 'Within twelve inches', 'Touching the curb'],
    answer: 2,
    explanation: 'Parking in town: park within twelve inches of the curb, facing the way traffic moves.',
  },

  // Chapter 14 — Rural Roads and Railroad Crossings
  {
    chapter: 14,
    prompt: 'How do rural roads compare with city streets for deadly crashes?',
    options: [
      'They have almost no deadly crashes because traffic is light',
      'They see a larger share of deadly crashes for each mile driven',
      'They are exactly as safe as city streets',
      'Deadly crashes happen there only in winter',
    ],
    answer: 1,
    explanation:
      'Hazards on country roads: rural roads carry less traffic but see a larger share of deadly crashes for each mile driven.',
  },
  {
    chapter: 14,
    prompt: 'When should you slow down for a sharp curve?',
    options: [
      'In the middle of the curve',
      'After you come out of the curve',
      'Before you enter the curve',
      'Only if the road is wet',
    ],
    answer: 2,
    explanation: 'Hazards on country roads: slow down before a curve, not in the middle of it.',
  },
  {
    chapter: 14,
    prompt: 'A deer steps onto the road in front of you. What should you usually do?',
    options: [
      'Brake firmly and stay in your lane',
      'Swerve hard into the other lane',
      'Speed up to get past it',
      'Steer onto the shoulder and into the ditch',
    ],
    answer: 0,
    explanation:
      'Hazards on country roads: brake firmly and stay in your lane; swerving can send you into a tree, a ditch or oncoming traffic.',
  },
  {
    chapter: 14,
    prompt: 'When are deer crashes most common in Ohio?',
    options: [
      'In spring, at midday',
      'In summer, late at night',
      'In winter, during snowstorms',
      'In the fall, especially around dawn and dusk',
    ],
    answer: 3,
    explanation: 'Hazards on country roads: deer crashes peak in the fall, especially around dawn and dusk.',
  },
  {
    chapter: 14,
    prompt: 'On a two-lane road, what does a broken yellow center line on your side mean?',
    options: [
      'You may pass when the way is clear',
      'Passing is never allowed',
      'The road is about to end',
      'Only trucks may pass',
    ],
    answer: 0,
    explanation:
      'Passing on two-lane roads: a broken yellow line on your side lets you pass when the way is clear; a solid line on your side means no passing.',
  },
  {
    chapter: 14,
    prompt: 'After passing, when is it safe to move back into your lane?',
    options: [
      'As soon as your front bumper is past the other car',
      'When the other driver flashes their lights',
      'When you can see both headlights of the passed vehicle in your rearview mirror',
      'After you have counted to two',
    ],
    answer: 2,
    explanation:
      'Passing on two-lane roads: return to your lane when both headlights of the passed vehicle show in your rearview mirror.',
  },
  {
    chapter: 14,
    prompt: 'Another driver is passing you on a two-lane road. What should you do?',
    options: [
      'Speed up so they cannot get by',
      'Stay to the right and ease off the accelerator',
      'Move toward the center line',
      'Brake hard to let them in quickly',
    ],
    answer: 1,
    explanation:
      'Passing on two-lane roads: when someone passes you, stay right and ease off the accelerator to help them get by.',
  },
  {
    chapter: 14,
    prompt: 'What does a white X-shaped crossbuck sign at a railroad crossing mean?',
    options: [
      'Stop every time, even if no train is near',
      'The crossing is closed',
      'A train is always on the tracks',
      'Yield: slow down, look both ways, listen and be ready to stop',
    ],
    answer: 3,
    explanation: 'Railroad crossings: a crossbuck means yield, so slow down, look, listen and be ready to stop.',
  },
  {
    chapter: 14,
    prompt: 'When the lights flash at a railroad crossing, where should you stop?',
    options: [
      'Between fifteen and fifty feet from the nearest rail',
      'Directly on top of the first rail',
      'At least one hundred feet from the tracks',
      'Right next to the lowered gate, touching it',
    ],
    answer: 0,
    explanation:
      'Railroad crossings: when lights flash, a gate is down or a train is near, stop between fifteen and fifty feet from the nearest rail.',
  },
  {
    chapter: 14,
    prompt: 'Your car stalls on the tracks and a train is coming. What should you do?',
    options: [
      'Stay in the car with your seat belt on',
      'Try to restart the engine until the train arrives',
      'Get everyone out and walk toward the train, at an angle away from the tracks',
      'Run away from the train along the tracks',
    ],
    answer: 2,
    explanation:
      'Railroad crossings: get everyone out at once and walk toward the train at an angle away from the tracks, so flying wreckage does not hit you, then call.',
  },
  {
    chapter: 14,
    prompt: 'Which vehicles must stop at every railroad crossing, so you should be ready to stop behind them?',
    options: [
      'Motorcycles and bicycles',
      'School buses and trucks carrying hazardous cargo',
      'Pickup trucks and vans',
      'Police cars and ambulances',
    ],
    answer: 1,
    explanation:
      'Railroad crossings: school buses and hazardous-cargo trucks must stop at every crossing, so be ready to stop behind them.',
  },

  // Chapter 15 — Sharing the Road
  {
    chapter: 15,
    prompt: 'Which kind of crash is common between cars and motorcycles?',
    options: [
      'A driver turning left across the path of an oncoming motorcycle',
      'A motorcycle hitting a parked car',
      'A car backing out of a garage',
      'Two motorcycles colliding at a stop sign',
    ],
    answer: 0,
    explanation:
      'Motorcycles: many serious motorcycle crashes happen when a driver turns left across the path of an oncoming motorcycle.',
  },
  {
    chapter: 15,
    prompt: 'How much following distance should you keep behind a motorcycle?',
    options: ['One second', 'Two seconds', 'At least four seconds', 'Exactly three car lengths'],
    answer: 2,
    explanation:
      'Motorcycles: follow at least four seconds behind, because a rider can stop very quickly and may slow without a brake light.',
  },
  {
    chapter: 15,
    prompt: 'May you share a lane with a motorcycle?',
    options: [
      'Yes, if the motorcycle is near the edge',
      'Yes, on roads with a speed limit under forty',
      'Only if the rider waves you by',
      'No; a motorcycle is entitled to a full lane',
    ],
    answer: 3,
    explanation: 'Motorcycles: a motorcycle is entitled to a full lane, so never pull alongside one in the same lane.',
  },
  {
    chapter: 15,
    prompt: 'How much space does Ohio law require when you pass a bicycle?',
    options: ['At least one foot', 'At least three feet', 'At least six feet', 'A full lane width always'],
    answer: 1,
    explanation: 'Bicycles: Ohio law requires at least three feet between your vehicle and the rider when you pass.',
  },
  {
    chapter: 15,
    prompt: 'What is a right hook?',
    options: [
      'A cyclist turning right without signaling',
      "A driver passing a cyclist and then turning right across the rider's path",
      'A parked driver opening a door into a cyclist',
      'A truck swinging left before a right turn',
    ],
    answer: 1,
    explanation:
      'Bicycles: in a right hook a driver passes a cyclist and then turns right across their path; slow down and turn behind the bicycle instead.',
  },
  {
    chapter: 15,
    prompt: "If you cannot see a truck driver's face in the truck's side mirror, what does that mean?",
    options: [
      'The driver cannot see you',
      'The driver is not paying attention',
      'You are at a safe following distance',
      'The truck is about to stop',
    ],
    answer: 0,
    explanation:
      "Trucks and buses: if you cannot see the driver's face in the truck's side mirror, the driver cannot see you.",
  },
  {
    chapter: 15,
    prompt: "Where is a large truck's biggest no-zone?",
    options: ['Directly in front', 'Along the left side', 'Along the right side', 'On the roof'],
    answer: 2,
    explanation: 'Trucks and buses: trucks have no-zones on every side, and the largest is along the right side.',
  },
  {
    chapter: 15,
    prompt: 'A school bus ahead has stopped with red lights flashing and its stop arm out. What must you do?',
    options: [
      'Slow down and pass on the left',
      'Stop at least ten feet from the bus until it moves or the driver signals',
      'Stop only if you see children',
      'Sound your horn and continue slowly',
    ],
    answer: 1,
    explanation:
      'Trucks and buses: stop at least ten feet from a school bus with red lights flashing, and stay stopped until it moves or its driver signals you to go.',
  },
  {
    chapter: 15,
    prompt:
      'You are on a road with four or more lanes, and a school bus stops with red lights flashing on the other side. What must you do?',
    options: [
      'Stop at least ten feet away',
      'Stop, then go when the lights turn yellow',
      'Pull onto the shoulder and wait',
      'Continue with care; only traffic going the same way as the bus must stop',
    ],
    answer: 3,
    explanation:
      'Trucks and buses: on a road with four or more lanes, only traffic moving in the same direction as the bus must stop.',
  },
  {
    chapter: 15,
    prompt: 'What does an orange triangle with a red border on the back of a vehicle mean?',
    options: [
      'The vehicle carries hazardous cargo',
      'The vehicle is a slow-moving vehicle',
      'The vehicle is broken down',
      'The vehicle is an emergency vehicle',
    ],
    answer: 1,
    explanation:
      'Farm equipment and horse-drawn buggies: the orange triangle with a red border is the slow-moving vehicle emblem.',
  },
  {
    chapter: 15,
    prompt: 'How should you pass a horse-drawn buggy?',
    options: [
      'Quickly, with a short honk to warn the driver',
      'Close to the buggy, to stay out of the other lane',
      'Slowly and widely, without honking or revving your engine',
      'Only on the right shoulder',
    ],
    answer: 2,
    explanation:
      'Farm equipment and horse-drawn buggies: slow down early, give the horse plenty of room, and never honk or rev your engine nearby.',
  },

  // Chapter 16 — Night Driving and Reduced Visibility
  {
    chapter: 16,
    prompt: 'Why is driving at night more dangerous?',
    options: [
      'Roads are more crowded at night',
      'You see a shorter distance, colors fade, and tired and impaired drivers are more common',
      'Speed limits are higher after dark',
      'Headlights make it easier to judge distance',
    ],
    answer: 1,
    explanation:
      'Why night driving is harder: at night you see less far, colors fade, judging distance is harder, and more drivers are tired or impaired.',
  },
  {
    chapter: 16,
    prompt:
      'Generally, during which hours may a sixteen-year-old probationary driver in Ohio not drive without a parent or guardian?',
    options: [
      'From ten at night to four in the morning',
      'From eleven at night to five in the morning',
      'From one to five in the morning',
      'From midnight to six in the morning',
    ],
    answer: 3,
    explanation:
      'Why night driving is harder: a sixteen-year-old generally may not drive from midnight to six in the morning unless a parent or guardian is in the car.',
  },
  {
    chapter: 16,
    prompt: 'When does Ohio law require you to use headlights?',
    options: [
      'From sunset to sunrise, when you cannot see about a thousand feet ahead, and whenever your wipers are on for weather',
      'Only between midnight and sunrise',
      'Only on highways at night',
      'Only when it is snowing',
    ],
    answer: 0,
    explanation:
      'Headlights and high beams: headlights are required from sunset to sunrise, when you cannot see about a thousand feet, and whenever the wipers are on because of weather.',
  },
  {
    chapter: 16,
    prompt: 'Within what distance of an oncoming vehicle must you dim your high beams?',
    options: ['One hundred feet', 'Two hundred feet', 'Five hundred feet', 'One thousand feet'],
    answer: 2,
    explanation: 'Headlights and high beams: dim to low beams within five hundred feet of an oncoming vehicle.',
  },
  {
    chapter: 16,
    prompt: 'Within what distance of a vehicle you are following must you use low beams?',
    options: ['Two hundred feet', 'Fifty feet', 'Five hundred feet', 'One mile'],
    answer: 0,
    explanation: 'Headlights and high beams: dim within two hundred feet of a vehicle you are following.',
  },
  {
    chapter: 16,
    prompt: 'An oncoming driver does not dim their high beams. What should you do?',
    options: [
      'Flash your high beams until they dim',
      'Switch your own high beams on and leave them',
      'Stop in your lane until they pass',
      'Keep your low beams on and look toward the right edge of the road',
    ],
    answer: 3,
    explanation:
      'Headlights and high beams and Glare and low light: do not answer with your own high beams; glance down and to the right, using the edge line.',
  },
  {
    chapter: 16,
    prompt: 'What does overdriving your headlights mean?',
    options: [
      'Using high beams in the city',
      'Driving so fast that you could not stop within the distance your lights show',
      'Leaving your lights on after you park',
      'Driving with one headlight out',
    ],
    answer: 1,
    explanation:
      'Overdriving your headlights: driving so fast that you could not stop within the lit area is called overdriving your headlights.',
  },
  {
    chapter: 16,
    prompt: 'Roughly how far ahead do low beams light the road on a typical car?',
    options: ['About fifty feet', 'About two hundred fifty feet', 'About one thousand feet', 'About half a mile'],
    answer: 1,
    explanation:
      'Overdriving your headlights: low beams light up only a few hundred feet, roughly two hundred fifty feet on a typical car.',
  },
  {
    chapter: 16,
    prompt: 'How should you set your following distance at night?',
    options: [
      'Shorten it so you can use the lights ahead',
      'Keep it at two seconds',
      'Stretch it to four seconds or more',
      'Follow closely behind trucks to block glare',
    ],
    answer: 2,
    explanation: 'Overdriving your headlights: at night, stretch your following distance to four seconds or more.',
  },
  {
    chapter: 16,
    prompt: 'Why is dusk an especially tricky time to drive?',
    options: [
      'Your eyes are still adjusting and some drivers have not turned on their lights',
      'Speed limits change at dusk',
      'Traffic signals switch to flashing mode',
      'Headlights are not allowed until full dark',
    ],
    answer: 0,
    explanation:
      'Glare and low light: at dusk your eyes are still adjusting and some drivers have not yet turned on their lights.',
  },

  // Chapter 17 — Weather
  {
    chapter: 17,
    prompt: 'When are roads often most slippery in the rain?',
    options: [
      'After it has rained for several hours',
      'During the first half hour of rain after a dry spell',
      'Only when the rain turns to snow',
      'Once the rain has stopped and the sun is out',
    ],
    answer: 1,
    explanation:
      'Rain and hydroplaning: the first half hour of rain is often slickest, because water lifts oil and dust into a greasy film.',
  },
  {
    chapter: 17,
    prompt: 'What is hydroplaning?',
    options: [
      'Your brakes getting wet and fading',
      'Your windshield fogging up in the rain',
      'Your tires riding up on a layer of water instead of gripping the road',
      'Your car sliding on black ice',
    ],
    answer: 2,
    explanation:
      'Rain and hydroplaning: hydroplaning happens when your tires ride up on a layer of water instead of gripping the road.',
  },
  {
    chapter: 17,
    prompt: 'Hydroplaning can begin at speeds as low as about:',
    options: [
      'Fifteen miles per hour',
      'Thirty-five miles per hour',
      'Sixty-five miles per hour',
      'Eighty miles per hour',
    ],
    answer: 1,
    explanation: 'Rain and hydroplaning: hydroplaning can begin at speeds as low as about thirty-five miles per hour.',
  },
  {
    chapter: 17,
    prompt: 'Your car starts to hydroplane and the steering feels light. What should you do?',
    options: [
      'Ease off the accelerator, hold the wheel straight and let the car slow',
      'Brake hard right away',
      'Turn the wheel sharply toward the shoulder',
      'Speed up to push through the water',
    ],
    answer: 0,
    explanation:
      'Rain and hydroplaning: do not brake hard or jerk the wheel; ease off the accelerator, hold the wheel straight and let the tires regain grip.',
  },
  {
    chapter: 17,
    prompt: 'Which places freeze first in winter weather?',
    options: ['Sunny parking lots', 'Roads with heavy traffic', 'Tunnels', 'Bridges, overpasses and shaded spots'],
    answer: 3,
    explanation: 'Ohio snow and ice: bridges, overpasses and shaded spots freeze first.',
  },
  {
    chapter: 17,
    prompt: 'What is black ice?',
    options: [
      'Dirty snow piled along the road',
      'Ice that forms only on gravel roads',
      'Frost on the inside of your windshield',
      'A thin, clear coating of ice that looks like wet pavement',
    ],
    answer: 3,
    explanation: 'Ohio snow and ice: black ice is a thin clear coating that looks like wet pavement.',
  },
  {
    chapter: 17,
    prompt: 'Before driving after a snowfall, what should you clear?',
    options: [
      'Only a small spot on the windshield',
      "Only the windshield and the driver's window",
      'Every window, the lights, the mirrors and the roof',
      'Nothing; the wipers and wind will clear it',
    ],
    answer: 2,
    explanation:
      'Ohio snow and ice: clear snow and ice from every window, the lights, the mirrors and the roof, so nothing blocks your view or blows onto the car behind.',
  },
  {
    chapter: 17,
    prompt: 'The rear of your car starts to slide. What should you do?',
    options: [
      'Brake as hard as you can',
      'Ease off the accelerator, look where you want to go and steer gently that way',
      'Turn the wheel the opposite way from where you want to go',
      'Pull the parking brake',
    ],
    answer: 1,
    explanation:
      'Skids: take your foot off the accelerator, look where you want to go, and steer gently in that direction.',
  },
  {
    chapter: 17,
    prompt: 'How should you brake in an emergency if your car has antilock brakes?',
    options: [
      'Pump the pedal quickly',
      'Tap the pedal lightly',
      'Use only the parking brake',
      'Press firmly and keep pressing while you steer',
    ],
    answer: 3,
    explanation:
      'Skids: with antilock brakes, press the pedal firmly and keep pressing while you steer; pulsing and grinding are normal.',
  },
  {
    chapter: 17,
    prompt: 'Which lights should you use in fog?',
    options: [
      'Low beams, plus fog lights if you have them',
      'High beams',
      'Parking lights only',
      'No lights, to avoid glare',
    ],
    answer: 0,
    explanation: 'Fog: use low beams and fog lights; high beams reflect off the fog and make it harder to see.',
  },
  {
    chapter: 17,
    prompt: 'The fog becomes so thick that you cannot see safely. What should you do?',
    options: [
      'Stop in your lane and wait',
      'Follow the taillights ahead closely',
      'Pull as far off the road as you can and turn on your hazard flashers',
      'Switch on your high beams and speed up to get through it',
    ],
    answer: 2,
    explanation:
      'Fog: do not stop in a traffic lane; pull well off the road, ideally into a parking lot, and turn on your hazard flashers.',
  },

  // Chapter 18 — Vehicle Emergencies and Breakdowns
  {
    chapter: 18,
    prompt: 'Your brake pedal suddenly sinks toward the floor. What should you try first?',
    options: [
      'Turn off the engine',
      'Pump the brake pedal fast and hard a few times',
      'Shift into park',
      'Steer into the ditch',
    ],
    answer: 1,
    explanation:
      'Brake failure and a stuck accelerator: pump the pedal fast and hard a few times, which may build up enough pressure to slow you.',
  },
  {
    chapter: 18,
    prompt: 'Pumping does not restore your brakes. What should you do next?',
    options: [
      'Apply the parking brake gradually, ready to ease off if the rear wheels lock',
      'Yank the parking brake as hard as you can',
      'Shift into reverse',
      'Turn the key to the lock position',
    ],
    answer: 0,
    explanation:
      'Brake failure and a stuck accelerator: apply the parking brake gradually and shift to a lower gear so the engine helps slow the car.',
  },
  {
    chapter: 18,
    prompt: 'Your accelerator sticks. What is the first thing to do with the gear selector?',
    options: ['Shift into reverse', 'Shift into park', 'Shift into neutral', 'Leave it in drive'],
    answer: 2,
    explanation:
      'Brake failure and a stuck accelerator: shift into neutral, which cuts power to the wheels, then brake and steer to a safe spot.',
  },
  {
    chapter: 18,
    prompt: 'Why should you not turn the key to the lock position while the car is moving?',
    options: [
      'The radio will stop working',
      'The headlights will go off',
      'The doors will unlock',
      'The steering can lock',
    ],
    answer: 3,
    explanation:
      'Brake failure and a stuck accelerator: turning the key to lock while moving can lock the steering, so turn off the engine only once stopped.',
  },
  {
    chapter: 18,
    prompt: 'A front tire blows out. What should you do?',
    options: [
      'Brake hard immediately',
      'Grip the wheel firmly, keep the car straight and ease off the accelerator',
      'Steer sharply toward the shoulder',
      'Speed up to keep control',
    ],
    answer: 1,
    explanation:
      'Blowouts and off-road recovery: grip the wheel firmly, keep going straight, do not brake hard, and let the car slow gradually.',
  },
  {
    chapter: 18,
    prompt: 'Your right wheels drop off the pavement onto the shoulder. What should you do first?',
    options: [
      'Jerk the wheel to get back on the road quickly',
      'Brake hard while turning left',
      'Hold the wheel firmly, ease off the accelerator and keep straddling the edge while you slow',
      'Speed up and steer back at once',
    ],
    answer: 2,
    explanation:
      'Blowouts and off-road recovery: slow down while straddling the edge, then steer gently back when the road is clear.',
  },
  {
    chapter: 18,
    prompt: 'What is overcorrecting?',
    options: [
      'Yanking the car back onto the road so hard that it shoots across it',
      'Braking too early for a stop sign',
      'Driving too slowly on the highway',
      'Checking your mirrors too often',
    ],
    answer: 0,
    explanation:
      'Blowouts and off-road recovery: overcorrecting is yanking the car back onto the road and then straight across it, a cause of many serious crashes.',
  },
  {
    chapter: 18,
    prompt: 'Your hood suddenly flies up and blocks your view. What should you do?',
    options: [
      'Stop immediately in your lane',
      'Look through the gap under the hood or out the side window and pull over',
      'Speed up so the wind pushes the hood down',
      'Reach out and try to close the hood',
    ],
    answer: 1,
    explanation: 'Other failures: look through the gap beneath the hood or out the side window, and pull over.',
  },
  {
    chapter: 18,
    prompt: 'Your car goes into water. What should you do?',
    options: [
      'Wait for the car to fill so the doors open easily',
      'Call for help before doing anything else',
      'Gather your belongings first',
      'Unbuckle, open or break a side window at once, help children out and climb out',
    ],
    answer: 3,
    explanation:
      'Other failures: act quickly, because a window is easiest to open before water presses against it; get everyone out, then call.',
  },
  {
    chapter: 18,
    prompt:
      "Under Ohio's move-over law, what must you do when passing a stopped emergency vehicle or tow truck with flashing lights?",
    options: [
      'Honk to let the workers know you are coming',
      'Stop completely until the vehicle leaves',
      'Move over a lane if you safely can, or else slow down and pass with caution',
      'Speed up to get past quickly',
    ],
    answer: 2,
    explanation:
      "After a breakdown: Ohio's move-over law requires moving over a lane if safe, or slowing down and passing with caution.",
  },
  {
    chapter: 18,
    prompt:
      'Your car breaks down on a busy highway and you cannot get out on the side away from traffic. What is safest?',
    options: [
      'Stay buckled in the car and call for help',
      'Stand behind the car to wave at traffic',
      'Walk along the edge of the lane to find help',
      'Try to push the car across the lanes',
    ],
    answer: 0,
    explanation:
      'After a breakdown: if you cannot get out away from traffic and stand well back, stay buckled in the car and call for help.',
  },

  // Chapter 19 — Crashes
  {
    chapter: 19,
    prompt: 'What is true about leaving the scene of a crash in Ohio?',
    options: [
      'It is allowed if the crash was not your fault',
      'It is allowed if damage looks minor',
      'It is a serious crime, even if the crash was not your fault',
      'It is allowed if you call your insurer later',
    ],
    answer: 2,
    explanation:
      'At the scene: leaving the scene, often called hit-skip, is a serious crime in Ohio even when the crash was not your fault.',
  },
  {
    chapter: 19,
    prompt: 'After a crash on a busy highway, no one is hurt and both cars can still be driven. What should you do?',
    options: [
      'Leave the cars exactly where they stopped',
      'Move the cars out of the travel lanes',
      'Drive home and call the other driver later',
      'Stand in the lane to direct traffic',
    ],
    answer: 1,
    explanation:
      'At the scene: if no one is hurt and the cars can be driven, move them out of the travel lanes so a second crash does not follow.',
  },
  {
    chapter: 19,
    prompt: 'When should you move an injured person after a crash?',
    options: [
      'Always, so they can sit in a car',
      'Only if they ask to be moved',
      'As soon as you have called for help',
      'Only if they are in immediate danger, such as from fire',
    ],
    answer: 3,
    explanation:
      'At the scene: do not move an injured person unless they are in immediate danger; keep them still and warm until help arrives.',
  },
  {
    chapter: 19,
    prompt: 'When should you call 9-1-1 after a crash?',
    options: [
      'If anyone is hurt, there is fire or leaking fuel, or the road is blocked',
      'Only if the other driver refuses to talk',
      'Only if your car cannot be driven',
      'Never; call your insurer instead',
    ],
    answer: 0,
    explanation:
      'At the scene: call 9-1-1 if anyone is hurt, if there is fire or leaking fuel, or if the road is blocked.',
  },
  {
    chapter: 19,
    prompt: 'Which information does Ohio law require you to give after a crash?',
    options: [
      'Your phone number and school',
      "Your name and address, the vehicle's registration number, and the owner's name and address if you are not the owner",
      'A written statement saying who caused the crash',
      "Your insurance agent's home address",
    ],
    answer: 1,
    explanation:
      "Exchanging information and reporting: give your name and address, the registration number, and the owner's details if you do not own the car.",
  },
  {
    chapter: 19,
    prompt: 'You hit a parked car and cannot find its owner. What should you do?',
    options: [
      'Drive away, since no one saw it',
      'Wait one hour, then leave',
      'Leave a note with your name, address and registration number, and tell the police',
      'Take a photo and leave without a note',
    ],
    answer: 2,
    explanation:
      'Exchanging information and reporting: leave a note in a safe, visible place with your details, and tell the police.',
  },
  {
    chapter: 19,
    prompt: 'Who usually writes the official report for a crash with injuries or serious damage?',
    options: ['The police', 'The driver at fault', 'The tow truck driver', 'The insurance company'],
    answer: 0,
    explanation:
      'Exchanging information and reporting: police usually come to crashes with injuries or serious damage and write the official crash report.',
  },
  {
    chapter: 19,
    prompt: "What is Ohio's minimum liability coverage for injury to one person?",
    options: [
      'Ten thousand dollars',
      'Fifteen thousand dollars',
      'Fifty thousand dollars',
      'Twenty-five thousand dollars',
    ],
    answer: 3,
    explanation:
      'Financial responsibility: the minimum is twenty-five thousand dollars for injury to one person, fifty thousand for everyone in one crash, and twenty-five thousand for property.',
  },
  {
    chapter: 19,
    prompt: "What is Ohio's minimum liability coverage for injuries to everyone in one crash?",
    options: [
      'Twenty-five thousand dollars',
      'Fifty thousand dollars',
      'One hundred thousand dollars',
      'Thirty thousand dollars',
    ],
    answer: 1,
    explanation:
      'Financial responsibility: the minimum coverage for injuries to everyone in one crash is fifty thousand dollars.',
  },
  {
    chapter: 19,
    prompt: 'What can happen if you drive without insurance in Ohio?',
    options: [
      'Only a warning letter',
      'A small fine with no other effect',
      'Suspension of your license and registration, loss of your plates, fees, and years of filing proof of coverage',
      'Nothing, unless you cause a crash',
    ],
    answer: 2,
    explanation:
      'Financial responsibility: the BMV can suspend your license and registration, take your plates, charge fees and require proof of future coverage for years.',
  },

  // Chapter 20 — Alcohol and Driving
  {
    chapter: 20,
    prompt: 'Which abilities does alcohol affect first?',
    options: ['Hearing and smell', 'Judgment and self-control', 'Muscle strength', 'Memory of the route'],
    answer: 1,
    explanation:
      'What alcohol does to a driver: judgment and self-control are the first things alcohol takes away, long before a person looks or feels drunk.',
  },
  {
    chapter: 20,
    prompt: 'Which drinks hold about the same amount of alcohol?',
    options: [
      'Twelve ounces of beer, five ounces of wine and one and a half ounces of eighty-proof liquor',
      'One can of beer, one bottle of wine and one glass of liquor',
      'Twelve ounces of wine and twelve ounces of beer',
      'A shot of liquor holds far more than any beer',
    ],
    answer: 0,
    explanation:
      'What alcohol does to a driver: a standard drink of regular beer, wine or eighty-proof liquor holds about the same amount of alcohol.',
  },
  {
    chapter: 20,
    prompt: 'What lowers your blood alcohol concentration?',
    options: ['Black coffee', 'A cold shower', 'Fresh air and exercise', 'Only time'],
    answer: 3,
    explanation:
      'What alcohol does to a driver: the liver removes roughly one standard drink an hour, and only time sobers you up.',
  },
  {
    chapter: 20,
    prompt: 'In Ohio, what does OVI stand for?',
    options: [
      'Operating a vehicle impaired',
      'Official violation of interstate law',
      'Over the vehicle inspection limit',
      'Operating a vehicle illegally',
    ],
    answer: 0,
    explanation: "Ohio's OVI limits: OVI stands for operating a vehicle impaired.",
  },
  {
    chapter: 20,
    prompt: 'What is the BAC limit for drivers aged twenty-one or older in Ohio?',
    options: ['0.02 percent', '0.04 percent', '0.08 percent', '0.10 percent'],
    answer: 2,
    explanation:
      "Ohio's OVI limits: driving with a BAC of 0.08 percent or more is automatically illegal for drivers twenty-one or older.",
  },
  {
    chapter: 20,
    prompt: 'What is the BAC limit for a driver of a commercial vehicle?',
    options: ['0.08 percent', '0.04 percent', '0.02 percent', '0.17 percent'],
    answer: 1,
    explanation: "Ohio's OVI limits: the limit for a driver of a commercial vehicle is 0.04 percent.",
  },
  {
    chapter: 20,
    prompt: 'At what BAC can a driver under twenty-one be charged in Ohio?',
    options: ['0.08 percent or more only', '0.10 percent or more', '0.05 percent or more', '0.02 percent or more'],
    answer: 3,
    explanation:
      "Ohio's OVI limits: a driver under twenty-one with a BAC of 0.02 percent or more can be charged with operating a vehicle after underage alcohol consumption.",
  },
  {
    chapter: 20,
    prompt: "What does Ohio's implied consent law mean?",
    options: [
      'Passengers agree to be searched',
      'By driving on Ohio roads you have agreed to a chemical test if arrested for OVI',
      'You must consent before an officer can stop you',
      "Parents consent to their teen's driving record being public",
    ],
    answer: 1,
    explanation:
      'Implied consent and penalties: by driving on Ohio roads you have already agreed to a breath, blood or urine test if arrested for OVI.',
  },
  {
    chapter: 20,
    prompt: 'What generally happens after a first refusal of a chemical test in Ohio?',
    options: [
      'Nothing, if you are later found not guilty',
      'A warning letter from the BMV',
      'An immediate license suspension, generally for one year',
      'A thirty-day suspension that starts next month',
    ],
    answer: 2,
    explanation:
      'Implied consent and penalties: your license is suspended on the spot, generally for one year after a first refusal, and the refusal can be used in court.',
  },
  {
    chapter: 20,
    prompt: 'How many points does an OVI conviction add to your Ohio driving record?',
    options: ['Two', 'Four', 'Six', 'Twelve'],
    answer: 2,
    explanation: 'Implied consent and penalties: an OVI conviction adds six points to your record.',
  },
  {
    chapter: 20,
    prompt: 'What is the only safe plan for getting home after a party where people are drinking?',
    options: [
      'Drive slowly on back roads',
      'Wait fifteen minutes after your last drink',
      'Ride with the friend who feels least drunk',
      'Plan a sober ride ahead of time and never ride with a driver who has been drinking',
    ],
    answer: 3,
    explanation:
      'Make a plan: never drive after drinking or ride with a driver who has been drinking, and decide in advance how you will get home.',
  },

  // Chapter 21 — Drugs, Medications and Driving
  {
    chapter: 21,
    prompt: "Which substances does Ohio's OVI law cover?",
    options: [
      'Only alcohol',
      'Only illegal drugs',
      'Alcohol and any impairing drug, including marijuana and prescribed medicines',
      'Alcohol and marijuana, but never prescribed medicines',
    ],
    answer: 2,
    explanation:
      "Drugs and Ohio's OVI law: it is illegal to drive impaired by any drug, whether illegal, marijuana or a medicine a doctor prescribed.",
  },
  {
    chapter: 21,
    prompt: 'Marijuana is legal in Ohio for adults twenty-one and older. What does that mean for driving?',
    options: [
      'Driving while impaired by marijuana is still an OVI',
      'Adults may drive after using it',
      'Only drivers under eighteen are affected',
      'It is legal to drive if you feel fine',
    ],
    answer: 0,
    explanation:
      "Drugs and Ohio's OVI law: legal to buy does not mean safe to drive on; driving while impaired by marijuana is an OVI.",
  },
  {
    chapter: 21,
    prompt: 'What happens if you refuse a blood or urine test for drugs after an OVI arrest?',
    options: [
      'Nothing, because implied consent covers only alcohol',
      'You receive a warning',
      'You must take a breath test instead',
      'The same suspension as refusing a breath test',
    ],
    answer: 3,
    explanation:
      "Drugs and Ohio's OVI law: implied consent covers drug tests too, so refusing brings the same suspension as refusing a breath test.",
  },
  {
    chapter: 21,
    prompt: 'How does marijuana affect driving?',
    options: [
      'It sharpens reaction time',
      'It slows reactions and makes lane keeping and judging time and distance harder',
      'It affects only night vision',
      'It has no effect on experienced drivers',
    ],
    answer: 1,
    explanation:
      'How drugs affect driving: marijuana slows reaction time and makes it harder to stay in your lane and judge time and distance.',
  },
  {
    chapter: 21,
    prompt: 'Which is a typical effect of stimulants such as cocaine or methamphetamine on drivers?',
    options: [
      'Overconfidence, speeding and risky passing, followed by exhaustion',
      'Extra caution and slower driving',
      'Better judgment of distance',
      'Deep sleep right away',
    ],
    answer: 0,
    explanation:
      'How drugs affect driving: stimulants push drivers toward speeding, aggression and risky passing, and exhaustion often follows as they wear off.',
  },
  {
    chapter: 21,
    prompt: 'What do depressants such as opioid pain medicines and sleeping pills do to a driver?',
    options: [
      'Make the driver more alert',
      'Improve coordination',
      'Cause drowsiness, slow reactions and poor coordination',
      'Affect only hearing',
    ],
    answer: 2,
    explanation:
      'How drugs affect driving: depressants cause drowsiness, slow reactions and poor coordination, much like alcohol.',
  },
  {
    chapter: 21,
    prompt: 'Why is mixing a drug with alcohol especially dangerous?',
    options: [
      'The alcohol cancels out the drug',
      'The drug cancels out the alcohol',
      'It is only dangerous with illegal drugs',
      'The effects can multiply rather than simply add up',
    ],
    answer: 3,
    explanation:
      'How drugs affect driving: mixing drugs, or a drug and alcohol, can multiply the effects, so small amounts together can cause severe impairment.',
  },
  {
    chapter: 21,
    prompt: 'Which everyday medicines can make driving unsafe?',
    options: [
      "Only medicines with a doctor's prescription",
      'Allergy and cold remedies with antihistamines, sleep aids and some cough syrups',
      'Only medicines taken by injection',
      'None that are sold off the shelf',
    ],
    answer: 1,
    explanation:
      'Medicines and driving: allergy and cold remedies, sleep aids, some cough syrups and other common medicines can impair driving.',
  },
  {
    chapter: 21,
    prompt: 'You have just been prescribed a new medicine. What should you do before driving on it?',
    options: [
      'Ask your doctor or pharmacist whether it is safe, and take the first dose when you do not need to drive',
      'Take a double dose so it works faster',
      'Drive as usual; prescribed medicines are always safe',
      'Drink coffee with it to stay alert',
    ],
    answer: 0,
    explanation:
      'Medicines and driving: ask your doctor or pharmacist, and take the first dose when you do not need to drive so you can see how it affects you.',
  },
  {
    chapter: 21,
    prompt: 'A friend offers you their prescription pills for a headache before you drive. What should you do?',
    options: [
      'Take half the normal dose',
      'Take them only if the label has no warnings',
      "Never take someone else's prescription",
      'Take them and drive slowly',
    ],
    answer: 2,
    explanation: "Medicines and driving: never take someone else's prescription.",
  },

  // Chapter 22 — Distraction and Fatigue
  {
    chapter: 22,
    prompt: 'What are the three kinds of distraction?',
    options: [
      'Visual, manual and cognitive',
      'Day, night and weather',
      'Passengers, pets and music',
      'Near, far and sideways',
    ],
    answer: 0,
    explanation:
      'Three kinds of distraction: visual takes your eyes off the road, manual your hands off the wheel, and cognitive your mind off driving.',
  },
  {
    chapter: 22,
    prompt: 'Why is texting while driving so dangerous?',
    options: [
      'It is only a visual distraction',
      'It involves all three kinds of distraction at once',
      'It is only a manual distraction',
      'It is dangerous only at night',
    ],
    answer: 1,
    explanation: 'Three kinds of distraction: texting or scrolling is visual, manual and cognitive all at once.',
  },
  {
    chapter: 22,
    prompt: 'At fifty-five miles per hour, how far do you travel during a five-second glance away from the road?',
    options: ['About one car length', 'About fifty feet', 'More than the length of a football field', 'About one mile'],
    answer: 2,
    explanation:
      'Three kinds of distraction: five seconds at fifty-five means driving more than the length of a football field blind.',
  },
  {
    chapter: 22,
    prompt: "Under Ohio's distracted-driving law, what may an adult driver generally not do while driving?",
    options: [
      'Listen to the radio',
      'Use cruise control',
      'Talk with passengers',
      'Hold, support or use a phone by hand',
    ],
    answer: 3,
    explanation:
      "Ohio's distracted-driving law: drivers may not hold, support or use a phone while driving; adults may use hands-free features with a single touch or swipe.",
  },
  {
    chapter: 22,
    prompt: "Ohio's distracted-driving law is a primary offense. What does that mean?",
    options: [
      'An officer can stop you for it alone',
      'It applies only on primary highways',
      'You can be cited only after a crash',
      'It applies only to first-time drivers',
    ],
    answer: 0,
    explanation: "Ohio's distracted-driving law: as a primary offense, an officer can stop you for it alone.",
  },
  {
    chapter: 22,
    prompt: 'What is the rule for a driver under eighteen with a permit or probationary license?',
    options: [
      'Hands-free calls are allowed',
      'Texting is allowed at red lights',
      'No use of any wireless device while driving, even hands-free, except narrow exceptions',
      'Devices are allowed when a friend is in the car',
    ],
    answer: 2,
    explanation:
      "Ohio's distracted-driving law: drivers under eighteen may not use any wireless device in any way while driving, even hands-free.",
  },
  {
    chapter: 22,
    prompt: "Which is one of the exceptions to Ohio's device ban for drivers under eighteen?",
    options: [
      'Reading a text from a parent',
      'Making an emergency call',
      'Taking a photo of the scenery',
      'Choosing music at a stop sign',
    ],
    answer: 1,
    explanation:
      "Ohio's distracted-driving law: the exceptions are an emergency call, use while stopped outside a lane of travel, and hands-free navigation without touching it.",
  },
  {
    chapter: 22,
    prompt: 'What does a first violation of the under-eighteen device ban bring?',
    options: ['A warning only', 'Two points and no fine', 'A fine only', 'A fine and a sixty-day license suspension'],
    answer: 3,
    explanation: "Ohio's distracted-driving law: a first violation brings a fine and a sixty-day license suspension.",
  },
  {
    chapter: 22,
    prompt: 'What is the best way to avoid phone distraction?',
    options: [
      'Set the phone to do not disturb and put it out of reach before you move',
      'Keep the phone in your lap',
      'Only read messages on straight roads',
      'Hold the phone at eye level',
    ],
    answer: 0,
    explanation:
      'Preventing distraction: put your phone on do not disturb and out of reach, and pull off and stop before you call or text.',
  },
  {
    chapter: 22,
    prompt: 'Being awake for about eighteen hours affects driving about as much as what BAC?',
    options: ['0.01 percent', '0.05 percent', '0.15 percent', '0.20 percent'],
    answer: 1,
    explanation:
      'Fatigue and drowsy driving: about eighteen hours awake is like a BAC of 0.05 percent, and twenty-four hours is like 0.10 percent.',
  },
  {
    chapter: 22,
    prompt: 'You start yawning and drifting toward the rumble strips. What should you do?',
    options: [
      'Turn up the music',
      'Open the window and keep going',
      'Pull off in a safe place and nap about twenty minutes, or switch drivers',
      'Drive faster to get home sooner',
    ],
    answer: 2,
    explanation:
      'Fatigue and drowsy driving: loud music and an open window will not keep you safe; pull off to nap or switch drivers.',
  },

  // Chapter 23 — Emotions, Road Rage and Peer Pressure
  {
    chapter: 23,
    prompt: 'You are very upset after an argument and need to go somewhere. What should you do?',
    options: [
      'Drive fast to clear your head',
      'Take a few minutes to calm down, or ask someone else to drive',
      'Call the person back while driving',
      'Drive, but play loud music',
    ],
    answer: 1,
    explanation:
      'Emotions behind the wheel: check in with yourself before you start; if you are upset, calm down first or let someone else drive.',
  },
  {
    chapter: 23,
    prompt: 'Which habit helps keep frustration from building while you drive?',
    options: [
      'Leaving early and expecting other drivers to make mistakes',
      'Honking whenever someone is slow',
      'Following closely so no one cuts in',
      'Racing to beat every light',
    ],
    answer: 0,
    explanation:
      'Emotions behind the wheel: leave early so delays do not matter, and expect others to make mistakes without taking them personally.',
  },
  {
    chapter: 23,
    prompt: 'How does road rage differ from aggressive driving?',
    options: [
      'Road rage only happens on highways',
      'There is no difference',
      'Road rage is an angry attempt to threaten or hurt someone, and it is a crime',
      'Aggressive driving is always legal',
    ],
    answer: 2,
    explanation:
      'Aggressive driving and road rage: road rage goes beyond risky driving to threatening or hurting someone, and it is a crime.',
  },
  {
    chapter: 23,
    prompt: 'A driver is tailgating you. What should you do?',
    options: [
      'Brake suddenly to teach them a lesson',
      'Speed up to get away',
      'Wave and gesture so they back off',
      'Move right when it is safe and let them pass',
    ],
    answer: 3,
    explanation: 'Aggressive driving and road rage: let a tailgater pass by moving right when it is safe.',
  },
  {
    chapter: 23,
    prompt: 'An angry driver is following you. Where should you go?',
    options: [
      'Straight home',
      'To a police station or a busy, well-lit public place, while calling 9-1-1',
      'Onto a quiet side road to lose them',
      'To the shoulder, to get out and talk',
    ],
    answer: 1,
    explanation:
      'Aggressive driving and road rage: do not drive home or get out; keep doors locked, go to a police station or busy public place and call 9-1-1.',
  },
  {
    chapter: 23,
    prompt: "How do teen passengers affect a teen driver's crash risk?",
    options: [
      'The risk rises with each teen passenger',
      'The risk falls because friends watch for hazards',
      'Passengers make no difference',
      'The risk rises only at night',
    ],
    answer: 0,
    explanation:
      "Passengers and peer pressure: a teen driver's crash risk rises with each teen passenger because of noise, distraction and pressure to show off.",
  },
  {
    chapter: 23,
    prompt:
      'During the first year with a probationary license, how many non-family passengers may a sixteen-year-old generally carry without a parent or guardian?',
    options: ['None', 'Three', 'One', 'As many as there are seats'],
    answer: 2,
    explanation:
      'Passengers and peer pressure: generally no more than one passenger who is not a family member, unless a parent or guardian is along.',
  },
  {
    chapter: 23,
    prompt: 'What is the seat belt rule for probationary drivers in Ohio?',
    options: [
      'Only the driver must wear a belt',
      'Back-seat passengers need not buckle up',
      'Belts are needed only on highways',
      'No more people than there are seat belts, and everyone buckles up',
    ],
    answer: 3,
    explanation:
      'Passengers and peer pressure: probationary drivers may not carry more people than seat belts, and everyone must buckle up.',
  },
  {
    chapter: 23,
    prompt: 'What is a good way to resist peer pressure in the car?',
    options: [
      'Decide your rules before anyone gets in, and state them simply',
      'Wait until friends pressure you, then decide',
      'Let the loudest passenger choose',
      'Agree now and complain later',
    ],
    answer: 0,
    explanation:
      'Passengers and peer pressure: decide your rules before anyone gets in, state them simply, and blame the law or your parents if that helps.',
  },
  {
    chapter: 23,
    prompt: 'How can you help the driver when you are a passenger?',
    options: [
      'Show them videos on your phone',
      'Stay calm, watch for hazards and speak up about unsafe driving',
      'Dare them to go faster',
      'Take the wheel if they look tired',
    ],
    answer: 1,
    explanation:
      'Passengers and peer pressure: a good passenger stays calm, watches for hazards and speaks up about unsafe driving.',
  },

  // Chapter 24 — Vehicle Care, Fuel Economy and Your License Test
  {
    chapter: 24,
    prompt: 'Where do you find the correct tire pressure for your car?',
    options: [
      'On the side of the tire',
      'On the gas cap',
      "On the sticker inside the driver's door frame",
      'On the license plate',
    ],
    answer: 2,
    explanation:
      "Caring for your vehicle: use the numbers on the sticker inside the driver's door frame, not the number printed on the tire.",
  },
  {
    chapter: 24,
    prompt: 'How often should you check tire pressure?',
    options: [
      'Once a year',
      'Only when a tire looks flat',
      'Every time you buy fuel, while the tires are hot',
      'Once a month and before long trips, with the tires cold',
    ],
    answer: 3,
    explanation:
      'Caring for your vehicle: check tire pressure once a month and before long trips, while the tires are cold.',
  },
  {
    chapter: 24,
    prompt: 'A red warning light, such as for oil pressure, comes on while you drive. What does it usually mean?',
    options: [
      'Stop safely as soon as you can and find out why',
      'Service is due within the next year',
      'The light can be ignored until your next oil change',
      'A door is not fully closed',
    ],
    answer: 0,
    explanation:
      'Caring for your vehicle: a red light for brakes, oil pressure or engine temperature usually means stop safely as soon as you can.',
  },
  {
    chapter: 24,
    prompt: 'Above about what speed does fuel economy usually drop quickly?',
    options: ['Twenty miles per hour', 'Fifty miles per hour', 'Eighty miles per hour', 'It never changes with speed'],
    answer: 1,
    explanation: 'Saving fuel: fuel economy usually drops quickly above about fifty miles per hour.',
  },
  {
    chapter: 24,
    prompt: 'Which habit saves fuel?',
    options: [
      'Fast starts from every light',
      'Idling for several minutes to warm up',
      'Speeding up gently and holding a steady speed',
      'Leaving an empty roof rack on the car',
    ],
    answer: 2,
    explanation: 'Saving fuel: speed up gently and hold a steady speed; long idling and empty roof racks waste fuel.',
  },
  {
    chapter: 24,
    prompt: 'How long must you generally hold a temporary permit before getting a probationary license in Ohio?',
    options: ['One month', 'Three months', 'One year', 'At least six months'],
    answer: 3,
    explanation:
      'Getting your Ohio license: you generally must be at least sixteen and have held your permit for at least six months.',
  },
  {
    chapter: 24,
    prompt: 'How many hours of supervised driving must a parent or guardian certify before your license?',
    options: [
      'Fifty hours, at least ten of them at night',
      'Twenty hours, all in daylight',
      'Twenty-four hours, with two at night',
      'One hundred hours, fifty at night',
    ],
    answer: 0,
    explanation:
      'Getting your Ohio license: a parent or guardian must certify fifty hours of supervised driving, at least ten of them at night.',
  },
  {
    chapter: 24,
    prompt: 'Besides this twenty-four-hour course, what driver education does Ohio generally require?',
    options: [
      'A second online course',
      'Eight hours of behind-the-wheel training with a licensed instructor',
      'Twenty hours of simulator practice',
      'A first-aid class',
    ],
    answer: 1,
    explanation:
      'Getting your Ohio license: driver education is this twenty-four-hour course plus eight hours of behind-the-wheel training with a licensed instructor.',
  },
  {
    chapter: 24,
    prompt: 'What do you do in the maneuverability part of the Ohio driving test?',
    options: [
      'Parallel park between two cars',
      'Drive on the highway at the speed limit',
      'Drive forward through a box of cones, steer around a point cone, then back up through the box',
      'Make a three-point turn on a hill',
    ],
    answer: 2,
    explanation:
      'Getting your Ohio license: you drive forward through a box marked by four cones, steer around a fifth cone, then back up through the box without touching any cone.',
  },
  {
    chapter: 24,
    prompt: 'Which following distance does the course review recommend as a minimum?',
    options: [
      'One second in all conditions',
      'Two car lengths at any speed',
      'Whatever the driver ahead allows',
      'At least three seconds, with more in bad weather, at night and behind large trucks',
    ],
    answer: 3,
    explanation:
      'Course review: keep at least three seconds of following distance, and add more in bad weather, at night and behind large trucks.',
  },
];
