import type { ChapterContent } from '../types';

export const chapter08: ChapterContent = {
  title: 'Sharing the Road',
  summary:
    'How to share the road safely with pedestrians, bicyclists, motorcyclists, large trucks, school buses and roadside workers.',
  objectives: [
    'Describe how to protect pedestrians, especially children and older adults',
    "Apply California's rules for passing bicycles and sharing space with motorcycles",
    'Identify the No Zones around large trucks and explain how to avoid them',
    'State the rules for stopping for school buses and moving over for stopped emergency and work vehicles',
  ],
  sections: [
    {
      heading: 'Pedestrians',
      paragraphs: [
        'People walking have no protection in a collision, so even a low-speed crash can kill them. Watch for pedestrians at every intersection and driveway, and near bus stops, parked cars, schools, parks and shopping areas. Children may dart out without looking, and older people may need more time to cross. At night, pedestrians in dark clothing are very hard to see until you are close, so slow down and use your headlights properly.',
        'California law lets pedestrians cross outside a crosswalk when there is no immediate danger, so expect people crossing in the middle of a block, not only at corners. When you stop for a pedestrian, stop far enough back that drivers in other lanes can see the person too. Before backing out of a driveway or parking space, walk around your vehicle or look carefully, since small children are easily hidden behind it.',
      ],
      keyPoints: [
        'Pedestrians are the most vulnerable road users; look for them everywhere.',
        'Expect people crossing mid-block as well as at corners.',
        'Check behind your vehicle for children before backing.',
      ],
      figure: null,
    },
    {
      heading: 'Bicycles',
      paragraphs: [
        'Bicyclists have the same rights and duties as drivers on most roads, and they may use the full lane when it is too narrow to share safely. When you pass a bicycle, California law requires you to change into another lane when one is available and it is safe. If you cannot change lanes, leave at least three feet between your vehicle and the rider, and if even that is impossible, slow down and wait until you can pass safely.',
        'Look for bicycles before turning right across a bike lane, and merge into the bike lane within 200 feet of the corner only when it is clear. Before opening your door on the street side, check your mirror and look over your shoulder; an opened door can throw a rider into traffic. Reaching across with your far hand to open the door turns your body so that you naturally look back.',
      ],
      keyPoints: [
        'Change lanes to pass a bicycle when you can; otherwise leave at least three feet.',
        'Check for cyclists before right turns and before opening your door.',
      ],
      figure: null,
    },
    {
      heading: 'Motorcycles',
      paragraphs: [
        'Motorcycles are small, quick and easily hidden by other vehicles, pillars or glare. Many car-motorcycle collisions happen when a driver turns left in front of an oncoming motorcycle after misjudging its speed or not seeing it at all. Look twice before turning or changing lanes, and give a motorcycle the full width of a lane; never share a lane with one.',
        'California law allows motorcyclists to ride between lanes of slow or stopped traffic, called lane splitting. It is illegal to deliberately block or impede a motorcyclist, or to open a door to do so. Follow a motorcycle by at least four seconds, since it can stop faster than you can, and remember that its turn signal may not cancel automatically.',
      ],
      keyPoints: [
        'Look twice for motorcycles, especially before turning left.',
        'A motorcycle is entitled to a full lane.',
        'Lane splitting is legal in California; never block a rider.',
      ],
      figure: null,
    },
    {
      heading: 'Large trucks and buses',
      paragraphs: [
        "A loaded truck can take much longer to stop than a car, and its driver sits high up with large blind spots, called No Zones: directly in front, directly behind, and along both sides, especially the right side. If you cannot see the truck driver's face in the truck's side mirror, the driver cannot see you. Do not linger beside a truck; pass it quickly and completely.",
        'After passing, do not cut back in until you can see the whole front of the truck in your rearview mirror, then keep your speed up. Trucks swing wide, often to the left, to make right turns, so never try to squeeze between a turning truck and the curb. When stopped behind a truck on an uphill grade, leave extra space in case it rolls back as it starts.',
      ],
      keyPoints: [
        'Avoid the No Zones in front of, behind and beside trucks.',
        'See the whole front of the truck in your mirror before cutting in.',
        'Never squeeze between a right-turning truck and the curb.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">
<rect x="0" y="0" width="320" height="200" fill="#6b7280"/>
<line x1="0" y1="60" x2="320" y2="60" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
<line x1="0" y1="140" x2="320" y2="140" stroke="#ffffff" stroke-width="2" stroke-dasharray="14 10"/>
<rect x="220" y="66" width="64" height="68" fill="#f87171" opacity="0.9"/>
<rect x="20" y="66" width="60" height="68" fill="#f87171" opacity="0.9"/>
<polygon points="200,66 120,8 80,8 80,60 170,66" fill="#f87171" opacity="0.9"/>
<polygon points="190,134 140,196 60,196 60,140 150,134" fill="#f87171" opacity="0.9"/>
<rect x="80" y="76" width="110" height="48" fill="#e5e7eb" stroke="#1a1a1a" stroke-width="2"/>
<rect x="192" y="78" width="26" height="44" rx="4" fill="#1d4ed8" stroke="#1a1a1a" stroke-width="2"/>
<rect x="216" y="72" width="5" height="6" fill="#1a1a1a"/>
<rect x="216" y="122" width="5" height="6" fill="#1a1a1a"/>
<text x="135" y="104" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">TRUCK</text>
<polygon points="300,94 312,100 300,106" fill="#ffffff"/>
<text x="252" y="96" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">FRONT</text>
<text x="252" y="110" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">no zone</text>
<text x="50" y="96" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">REAR</text>
<text x="50" y="110" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">no zone</text>
<text x="118" y="38" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">LEFT SIDE</text>
<text x="118" y="168" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">RIGHT SIDE</text>
<text x="118" y="182" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#1a1a1a">(largest)</text>
<rect x="206" y="150" width="110" height="44" rx="4" fill="#ffffff"/>
<text x="212" y="166" font-family="sans-serif" font-size="10" fill="#1a1a1a">Can't see the driver</text>
<text x="212" y="178" font-family="sans-serif" font-size="10" fill="#1a1a1a">in the truck mirror?</text>
<text x="212" y="190" font-family="sans-serif" font-size="10" font-weight="bold" fill="#b42318">They can't see you.</text>
</svg>`,
        alt: "A truck seen from above traveling to the right in the middle lane. Red shaded areas mark its No Zones: in front of the cab, directly behind the trailer, along the left side, and a larger area along the right side. A note says if you can't see the driver in the mirror, the driver can't see you.",
        caption: 'Figure 8.1 — The No Zones around a large truck.',
      },
    },
    {
      heading: 'School buses, emergency scenes and work zones',
      paragraphs: [
        'When a school bus stops with red lights flashing, you must stop from either direction and stay stopped until the children have crossed and the lights stop flashing. You do not need to stop if the bus is on the other side of a divided highway or a road with two or more lanes in each direction. Flashing yellow lights mean the bus is preparing to stop. Passing a stopped school bus brings a heavy fine and can cost you your license.',
        "California's Move Over law requires you to move out of the lane next to a stopped emergency vehicle, tow truck or highway maintenance vehicle showing flashing lights, or to slow down if you cannot safely change lanes. The law has been widened in recent years, so make it a habit for any vehicle stopped at the roadside with flashing or hazard lights. In highway work zones, slow down, obey flaggers and cones, and expect fines to be doubled where signs say so.",
      ],
      keyPoints: [
        'Stop for a school bus with flashing red lights unless it is across a divided or four-lane road.',
        'Move over a lane, or slow down, for stopped vehicles with flashing lights.',
        'Slow down in work zones; fines can be doubled.',
      ],
      figure: null,
    },
  ],
};
