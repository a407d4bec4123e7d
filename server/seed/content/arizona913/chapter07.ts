import type { ChapterContent } from '../types';

export const chapter07: ChapterContent = {
  title: 'Sharing the Road and Arizona Hazards',
  summary:
    "How to share the road with pedestrians, cyclists, motorcyclists and large trucks, and how to survive Arizona's dust storms, flash floods, extreme heat and rural hazards.",
  objectives: [
    'Protect pedestrians, cyclists and motorcyclists, including the three-foot passing rule for bicycles',
    "Identify a large truck's blind spots and drive safely around trucks",
    'Follow the "Pull Aside, Stay Alive" steps in a dust storm',
    'Explain the danger of flooded washes and the Stupid Motorist Law',
    'Prepare your vehicle and yourself for extreme heat and rural driving',
  ],
  sections: [
    {
      heading: 'People who are easy to miss',
      paragraphs: [
        'Pedestrians, cyclists and motorcyclists have no steel shell around them, so they lose every crash. Many pedestrian deaths in Arizona happen at night and away from intersections, so watch for people crossing mid-block, especially near bus stops and on wide urban roads. Yield to anyone in a crosswalk and look for pedestrians before turning right on red.',
        'Cyclists have the same rights and duties as drivers. When you pass a bicycle, Arizona law requires at least three feet of space until you are safely past. Motorcycles are small and easy to misjudge, so look twice before turning left, give a motorcycle a full lane, and follow at four seconds or more. Since 2022 Arizona has allowed motorcyclists to filter slowly between stopped cars on some lower-speed roads, so check your mirrors before moving or opening a door.',
      ],
      keyPoints: [
        'Watch for pedestrians at night and away from intersections.',
        'Give cyclists at least three feet when passing.',
        'Look twice for motorcycles and give them a full lane.',
      ],
      figure: null,
    },
    {
      heading: 'Large trucks and their no-zones',
      paragraphs: [
        "A loaded tractor-trailer can weigh 20 to 30 times as much as a car and needs far more distance to stop. Trucks have large blind spots, or no-zones, directly in front, directly behind, and along both sides, with the biggest on the right. If you cannot see the driver's face in the truck's side mirror, the driver cannot see you.",
        'Pass a truck on the left, do it quickly, and do not cut back in until you can see the whole front of the truck in your rear-view mirror. Never linger beside a truck. Trucks swing wide to make right turns, sometimes moving left first, so never squeeze into the gap on their right. Stay well back when a truck is stopped on a hill, as it may roll back slightly when it starts.',
      ],
      keyPoints: [
        "If you can't see the truck driver in the mirror, the driver can't see you.",
        'Pass on the left and quickly; do not cut in close in front.',
        'Trucks make wide right turns; never squeeze in on their right.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">
  <rect x="0" y="0" width="320" height="200" fill="#5f6368"/>
  <line x1="0" y1="66" x2="320" y2="66" stroke="#ffffff" stroke-width="2" stroke-dasharray="14,10"/>
  <line x1="0" y1="134" x2="320" y2="134" stroke="#ffffff" stroke-width="2" stroke-dasharray="14,10"/>
  <rect x="222" y="72" width="62" height="56" fill="#c62828" opacity="0.75"/>
  <rect x="6" y="72" width="58" height="56" fill="#c62828" opacity="0.75"/>
  <polygon points="206,66 120,66 104,12 214,12" fill="#c62828" opacity="0.75"/>
  <polygon points="214,134 40,134 8,196 250,196" fill="#c62828" opacity="0.75"/>
  <rect x="70" y="80" width="120" height="40" fill="#eceff1" stroke="#1a1a1a" stroke-width="2"/>
  <rect x="190" y="82" width="26" height="36" fill="#1a56b0" stroke="#1a1a1a" stroke-width="2"/>
  <text x="130" y="104" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#1a1a1a">TRUCK</text>
  <polygon points="298,100 288,94 288,106" fill="#ffffff"/>
  <text x="253" y="104" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="middle" fill="#ffffff">Front</text>
  <text x="35" y="104" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="middle" fill="#ffffff">Rear</text>
  <text x="161" y="42" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="middle" fill="#ffffff">Left no-zone</text>
  <text x="130" y="168" font-family="sans-serif" font-size="11" font-weight="bold" text-anchor="middle" fill="#ffffff">Right-side no-zone (largest)</text>
  <text x="300" y="88" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#ffffff">travel</text>
</svg>`,
        alt: 'A truck seen from above driving to the right in the middle lane. Red shaded areas show its blind spots: directly in front, directly behind, a zone in the lane to its left, and a larger zone stretching back along its right side.',
        caption: "Figure 7.1 — A large truck's no-zones. Stay out of the red areas.",
      },
    },
    {
      heading: 'Dust storms: Pull Aside, Stay Alive',
      paragraphs: [
        'During the summer monsoon, a wall of dust called a haboob can sweep across the desert and cut visibility to near zero in seconds. Never drive into a dust storm if you can avoid it. If one reaches you, check the traffic around you, slow down and pull completely off the paved roadway as far to the right as you safely can. Do not stop in a travel lane or on the shoulder where others may drive.',
        'Once stopped, turn off all your lights, including the hazard flashers, set the parking brake and take your foot off the brake pedal. Other drivers may follow your lights, thinking you are still on the road, and crash into you. Stay in the vehicle with your seat belt fastened until the storm passes. If you truly cannot pull off, keep your lights on, slow down and use the painted lines as a guide.',
      ],
      keyPoints: [
        'Pull completely off the pavement as soon as you meet a dust storm.',
        'Lights off, parking brake on, foot off the brake.',
        'Stay buckled in the vehicle until the dust passes.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 170" role="img">
  <rect x="0" y="0" width="320" height="170" fill="#ffffff"/>
  <text x="160" y="16" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#1a1a1a">Pull Aside, Stay Alive</text>
  <rect x="8" y="28" width="148" height="40" rx="6" fill="#fff3c4" stroke="#8d6e00" stroke-width="1.5"/>
  <text x="16" y="44" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">1. Check and slow</text>
  <text x="16" y="60" font-family="sans-serif" font-size="10" fill="#1a1a1a">Look at traffic, ease off</text>
  <rect x="164" y="28" width="148" height="40" rx="6" fill="#fff3c4" stroke="#8d6e00" stroke-width="1.5"/>
  <text x="172" y="44" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">2. Pull fully off</text>
  <text x="172" y="60" font-family="sans-serif" font-size="10" fill="#1a1a1a">Off the pavement, far right</text>
  <rect x="8" y="76" width="148" height="40" rx="6" fill="#fff3c4" stroke="#8d6e00" stroke-width="1.5"/>
  <text x="16" y="92" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">3. Lights off</text>
  <text x="16" y="108" font-family="sans-serif" font-size="10" fill="#1a1a1a">Including hazard flashers</text>
  <rect x="164" y="76" width="148" height="40" rx="6" fill="#fff3c4" stroke="#8d6e00" stroke-width="1.5"/>
  <text x="172" y="92" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">4. Brake set, foot off</text>
  <text x="172" y="108" font-family="sans-serif" font-size="10" fill="#1a1a1a">Parking brake on</text>
  <rect x="8" y="124" width="304" height="40" rx="6" fill="#e6f4ea" stroke="#1e7b34" stroke-width="1.5"/>
  <text x="16" y="140" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">5. Stay buckled inside and wait</text>
  <text x="16" y="156" font-family="sans-serif" font-size="10" fill="#1a1a1a">No lights means no one follows you off the road into a crash.</text>
</svg>`,
        alt: 'Five steps for a dust storm: check traffic and slow down; pull fully off the pavement to the far right; turn off all lights including hazard flashers; set the parking brake and take your foot off the brake; stay buckled inside and wait.',
        caption: 'Figure 7.2 — The five dust-storm steps.',
      },
    },
    {
      heading: 'Flash floods and the Stupid Motorist Law',
      paragraphs: [
        "Monsoon storms can turn a dry wash or dip into a fast, deep river within minutes, even when it is not raining where you are. About a foot of moving water can carry away many cars, and two feet can sweep away most vehicles, including pickups and SUVs. You cannot judge depth or current from the driver's seat, and the road beneath may be washed out. Turn around, don't drown.",
        "Arizona's so-called Stupid Motorist Law means that a driver who goes around barricades into a flooded area and has to be rescued can be billed for the cost of the rescue. The first rain after a dry spell also lifts oil from the pavement and makes roads slick, so slow down and increase your following distance to avoid hydroplaning.",
      ],
      keyPoints: [
        'Never drive into a flooded wash or around a barricade.',
        'About a foot of moving water can carry away many cars.',
        'Rescued drivers who ignored barricades can be billed for the rescue.',
      ],
      figure: null,
    },
    {
      heading: 'Heat, wildlife and long desert roads',
      paragraphs: [
        'Summer heat is hard on vehicles and people. Check tyre pressure, coolant, battery and air conditioning, and carry extra water. Never leave a child or pet in a parked vehicle, even for a minute; the inside heats up dangerously fast. If you break down in a remote area, stay with your vehicle, which is easier to find, and call for help.',
        'On rural highways, watch for deer, elk and livestock, especially at dawn and dusk, since parts of Arizona are open range where animals may be on the road. Mountain areas bring snow and ice in winter. If you ever see a wrong-way driver coming toward you, slow down, move as far right as is safe, and call 911 when you can.',
      ],
      keyPoints: [
        'Check tyres, coolant and air conditioning, and carry water.',
        'Never leave children or pets in a parked car.',
        'Watch for animals at dawn and dusk on rural roads.',
      ],
      figure: null,
    },
  ],
};
