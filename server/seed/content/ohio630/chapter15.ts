import type { ChapterContent } from '../types';

export const chapter15: ChapterContent = {
  title: 'Sharing the Road with Motorcycles, Bicycles, Trucks, Buses and Farm Equipment',
  summary:
    'How to see and make room for motorcycles, bicycles, large trucks, school buses, farm machinery and horse-drawn buggies.',
  objectives: [
    'Explain why motorcycles are hard to see and how much room to give them',
    "Apply Ohio's three-foot rule when passing a bicycle",
    'Identify the no-zones around a large truck or bus',
    'State when you must stop for a school bus',
    'Describe how to pass farm equipment and horse-drawn buggies safely',
  ],
  sections: [
    {
      heading: 'Motorcycles',
      paragraphs: [
        'Motorcyclists have the same rights as other drivers but far less protection, and their small size makes them easy to miss and hard to judge. Many serious motorcycle crashes happen when a driver turns left across the path of an oncoming motorcycle. Before you turn or change lanes, look twice, and remember that a motorcycle may be closer and faster than it appears.',
        'A motorcycle is entitled to a full lane, so never pull alongside one in the same lane. Follow at least four seconds behind, because a rider can stop very quickly and may slow down without showing a brake light. Riders often shift within their lane to avoid potholes, gravel or gusts, and a turn signal may stay on by mistake, so wait until the motorcycle actually turns.',
      ],
      keyPoints: [
        'Look twice for motorcycles before turning left or changing lanes.',
        'Give a motorcycle a full lane and at least four seconds of space.',
      ],
      figure: null,
    },
    {
      heading: 'Bicycles',
      paragraphs: [
        'In Ohio a bicycle is a vehicle, and a cyclist has the rights and duties of a driver. When you pass a bicycle, Ohio law requires at least three feet between your vehicle and the rider. If you cannot leave that much room, slow down and wait behind until you can. A cyclist may ride away from the edge to avoid debris, drains or the doors of parked cars.',
        "Two common crashes are easy to prevent. In a right hook, a driver passes a cyclist and then turns right across the rider's path, so slow down and turn behind the bicycle instead. In a dooring crash, someone opens a car door into a passing rider, so always check your mirror and look back before you open your door. At night, watch for riders with small lights or none.",
      ],
      keyPoints: [
        'Leave at least three feet when you pass a bicycle.',
        'Turn behind a cyclist, never across their path.',
      ],
      figure: null,
    },
    {
      heading: 'Trucks and buses',
      paragraphs: [
        "Large trucks and buses have big blind spots called no-zones: in front, directly behind, and along both sides, especially the right. If you cannot see the driver's face in the truck's side mirror, the driver cannot see you. Pass steadily rather than lingering beside a truck, and do not cut back in until you can see its whole front in your rearview mirror. Follow at least four seconds behind, and never squeeze into the gap on the right of a truck swinging wide to turn right.",
        'When a school bus shows flashing yellow lights, slow down and prepare to stop. When its red lights flash and the stop arm is out, stop at least ten feet from the bus, whether you are behind it or coming toward it. On a road with four or more lanes, only traffic moving in the same direction as the bus must stop. Stay stopped until the bus starts moving again or its driver signals you to go.',
      ],
      keyPoints: [
        'If you cannot see the truck driver in the mirror, the driver cannot see you.',
        'Stop at least ten feet from a school bus with red lights flashing.',
        'On four or more lanes, only traffic going the same way as the bus must stop.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#e8e8e8"/>
  <rect x="0" y="30" width="320" height="120" fill="#5a5a5a"/>
  <line x1="0" y1="70" x2="320" y2="70" stroke="#ffffff" stroke-width="2" stroke-dasharray="12 10"/>
  <line x1="0" y1="110" x2="320" y2="110" stroke="#ffffff" stroke-width="2" stroke-dasharray="12 10"/>
  <polygon points="16,76 92,76 92,104 16,104" fill="#e74c3c" opacity="0.6"/>
  <polygon points="262,76 312,76 312,104 262,104" fill="#e74c3c" opacity="0.6"/>
  <polygon points="226,74 196,74 180,40 226,40" fill="#e74c3c" opacity="0.6"/>
  <polygon points="238,106 150,106 70,150 238,150" fill="#e74c3c" opacity="0.6"/>
  <rect x="92" y="76" width="134" height="28" fill="#f2f2f2" stroke="#222222" stroke-width="1.5"/>
  <rect x="228" y="78" width="32" height="24" rx="3" fill="#2e86c1" stroke="#222222" stroke-width="1.5"/>
  <text x="159" y="94" font-family="sans-serif" font-size="11" fill="#222222" text-anchor="middle">truck, moving right</text>
  <text x="54" y="94" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="middle">behind</text>
  <text x="287" y="94" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="middle">front</text>
  <text x="204" y="60" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="middle">left</text>
  <text x="200" y="126" font-family="sans-serif" font-size="11" fill="#ffffff" text-anchor="middle">right side:</text>
  <text x="200" y="140" font-family="sans-serif" font-size="11" fill="#ffffff" text-anchor="middle">largest</text>
  <rect x="126" y="122" width="30" height="18" rx="4" fill="#f1c40f" stroke="#222222" stroke-width="1"/>
  <text x="10" y="20" font-family="sans-serif" font-size="12" fill="#222222">Red areas: no-zones the truck driver cannot see</text>
  <text x="10" y="166" font-family="sans-serif" font-size="11" fill="#222222">Yellow car: hidden in the right-side no-zone. Pass or drop back.</text>
</svg>`,
        alt: 'Top view of a truck on a three-lane road moving to the right. Red shaded areas mark its blind spots: a long zone behind, a zone in front, a narrow zone on the left beside the cab, and the largest zone along the right side, where a small yellow car is hidden.',
        caption: "Figure 15.1 — A truck's no-zones: in front, behind and on both sides, with the biggest on the right.",
      },
    },
    {
      heading: 'Farm equipment and horse-drawn buggies',
      paragraphs: [
        'Tractors, combines and other farm machinery often travel at twenty-five miles per hour or less and carry an orange triangle with a red border, the slow-moving vehicle emblem. You close on them fast, so slow down as soon as you see one. Wide equipment may take up part of the oncoming lane. Farmers may swing wide to turn left into a field, so never pass near a field entrance or driveway.',
        'Parts of Ohio, such as Holmes County and its neighbors, have many Amish horse-drawn buggies, which usually carry the same emblem or reflective markings and may have lights at night. Slow down early, give the horse plenty of room when you pass, and never honk or rev your engine nearby, because a frightened horse can bolt into traffic.',
      ],
      keyPoints: [
        'The orange slow-moving vehicle triangle means a very slow vehicle is ahead.',
        'Pass a buggy slowly and widely, and never honk near a horse.',
      ],
      figure: null,
    },
  ],
};
