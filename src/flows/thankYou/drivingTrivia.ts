import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** 02 §2 Course-loading screen: one of 24 short driving-safety facts. */
export const drivingTrivia: readonly MessageDescriptor[] = [
  msg`Keep at least three seconds of following distance from the vehicle ahead, and more in rain or at night.`,
  msg`Doubling your speed roughly quadruples the distance your car needs to brake to a stop.`,
  msg`Roads are often most slippery in the first minutes of rain, when water lifts oil from the pavement.`,
  msg`Mirrors leave blind spots: turn your head to check before you change lanes.`,
  msg`At 55 mph, looking away from the road for five seconds means driving the length of a football field blind.`,
  msg`If your car hydroplanes, ease off the accelerator and steer straight; do not brake hard.`,
  msg`Most states require you to signal at least 100 feet before you turn.`,
  msg`Drowsy driving slows your reactions much like alcohol does; if you feel sleepy, pull over somewhere safe and rest.`,
  msg`Children under 13 are safest riding in the back seat.`,
  msg`Tires lose about 1 psi of pressure for every 10 °F drop in temperature, so check them monthly.`,
  msg`Every state has a Move Over law: change lanes or slow down for stopped emergency vehicles with flashing lights.`,
  msg`At a four-way stop, if two cars arrive together, the driver on the left yields to the driver on the right.`,
  msg`A solid yellow line on your side of the road means you must not pass.`,
  msg`Sit at least 10 inches from the steering wheel so the airbag can protect you safely.`,
  msg`In a skid, look and steer where you want the car to go.`,
  msg`Wearing a seat belt roughly halves the risk of death for front-seat passengers in a crash.`,
  msg`Speeding is a factor in nearly three of every ten traffic deaths in the United States.`,
  msg`On an undivided road, traffic in both directions must stop for a school bus with flashing red lights.`,
  msg`With anti-lock brakes, press the pedal firmly and hold it; do not pump the brakes.`,
  msg`Pedestrians have the right of way in marked and unmarked crosswalks at intersections.`,
  msg`In fog, use your low beams: high beams reflect off the fog and make it harder to see.`,
  msg`Use the whole acceleration lane to match the speed of traffic before you merge onto a highway.`,
  msg`On long drives, take a break about every two hours or 100 miles.`,
  msg`Headlights help others see you: turn them on from sunset to sunrise and whenever visibility is poor.`,
];

/** The trivia line to show, chosen with the given random function (Math.random in the app, fixed in tests). */
export const pickTriviaIndex = (random: () => number): number =>
  Math.min(drivingTrivia.length - 1, Math.max(0, Math.floor(random() * drivingTrivia.length)));
