import type { ChapterContent } from '../types';

export const chapter12: ChapterContent = {
  title: 'Freeway Driving',
  summary:
    "How to enter, drive on and leave a freeway safely, share it with large trucks, obey Ohio's move-over law and handle a missed exit or a breakdown.",
  objectives: [
    'Describe how to use an entrance ramp and acceleration lane to merge',
    'Explain lane choice, following distance and truck blind spots on the freeway',
    "State what Ohio's move-over law requires",
    'Describe how to exit, and what to do after a missed exit or a breakdown',
  ],
  sections: [
    {
      heading: 'Entering the freeway',
      paragraphs: [
        'Freeways have no traffic signals, cross streets or driveways; you join and leave them only by ramps. Traffic moves fast, often 65 or 70 miles per hour on Ohio interstates, so the key skill is matching speed. As you drive up the entrance ramp, check the speed advised on any ramp sign, look over your shoulder and in your mirror for a gap in freeway traffic, and signal left.',
        'Use the acceleration lane to build up to the speed of traffic, then merge smoothly into the gap you chose. Drivers on the freeway should make room if they safely can, but you must yield to them. Avoid stopping at the end of the acceleration lane, because starting again from a standstill into fast traffic is dangerous. If the lane runs out, slow down, wait for a gap and then accelerate hard.',
      ],
      keyPoints: [
        'Find your gap early by looking over your shoulder from the ramp.',
        'Use the acceleration lane to reach the speed of traffic.',
        'Yield to freeway traffic, but avoid stopping on the ramp.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240" role="img">
<rect x="0" y="0" width="640" height="240" fill="#dcfce7"/>
<rect x="0" y="40" width="640" height="100" fill="#6b7280"/>
<line x1="0" y1="44" x2="640" y2="44" stroke="#facc15" stroke-width="3"/>
<line x1="0" y1="90" x2="640" y2="90" stroke="#ffffff" stroke-width="3" stroke-dasharray="20 14"/>
<polygon points="60,230 120,230 240,180 520,180 600,140 200,140" fill="#6b7280"/>
<line x1="260" y1="140" x2="520" y2="140" stroke="#ffffff" stroke-width="3" stroke-dasharray="10 10"/>
<line x1="0" y1="140" x2="200" y2="140" stroke="#ffffff" stroke-width="3"/>
<line x1="600" y1="140" x2="640" y2="140" stroke="#ffffff" stroke-width="3"/>
<line x1="240" y1="180" x2="520" y2="180" stroke="#ffffff" stroke-width="3"/>
<line x1="520" y1="180" x2="600" y2="141" stroke="#ffffff" stroke-width="3"/>
<rect x="120" y="178" width="22" height="36" rx="4" fill="#2563eb" transform="rotate(57 131 196)"/>
<rect x="330" y="148" width="46" height="24" rx="5" fill="#2563eb"/>
<path d="M 380 160 Q 430 160 460 122" fill="none" stroke="#1e3a8a" stroke-width="3"/>
<polygon points="452,120 468,114 466,130" fill="#1e3a8a"/>
<rect x="150" y="102" width="46" height="24" rx="5" fill="#dc2626"/>
<rect x="540" y="102" width="46" height="24" rx="5" fill="#dc2626"/>
<rect x="300" y="56" width="46" height="24" rx="5" fill="#dc2626"/>
<polygon points="610,10 626,18 610,26" fill="#111827"/>
<line x1="540" y1="18" x2="612" y2="18" stroke="#111827" stroke-width="3"/>
<text x="536" y="22" font-family="sans-serif" font-size="12" text-anchor="end" fill="#111827">Traffic direction</text>
<text x="20" y="168" font-family="sans-serif" font-size="12" fill="#111827">1. Ramp: look for</text>
<text x="20" y="184" font-family="sans-serif" font-size="12" fill="#111827">a gap, signal left</text>
<text x="250" y="206" font-family="sans-serif" font-size="12" fill="#111827">2. Acceleration lane: match the speed of traffic</text>
<rect x="470" y="112" width="62" height="18" rx="3" fill="#ffffff"/>
<text x="476" y="125" font-family="sans-serif" font-size="12" fill="#1e3a8a">3. Merge</text>
</svg>`,
        alt: 'A freeway seen from above with two lanes of traffic moving right. An entrance ramp joins from below into an acceleration lane beside the freeway. A blue car goes up the ramp, speeds up in the acceleration lane and merges into a gap between red cars.',
        caption: 'Figure 12.1 — Entering a freeway: ramp, acceleration lane, merge.',
      },
    },
    {
      heading: 'Driving on the freeway',
      paragraphs: [
        'Keep right except to pass, and use the left lanes for passing, then move back. Keep at least three seconds of following distance, more in bad weather, and four or more behind large trucks. Trucks have large blind spots, called no-zones, beside the cab, right behind the trailer and close in front. Pass them steadily on the left and do not cut in until you can see the whole front of the truck in your inside mirror.',
        'Long freeway drives can lull you into highway hypnosis, a drowsy, staring state. Keep your eyes moving, check your mirrors often, and take a break at a rest area every couple of hours or sooner if you feel tired. Plan your exit early by reading guide signs, which usually appear a mile or two ahead.',
      ],
      keyPoints: [
        'Keep right except to pass.',
        'Stay out of truck no-zones and pass them steadily.',
        'Take breaks to beat fatigue and highway hypnosis.',
      ],
      figure: null,
    },
    {
      heading: "Ohio's move-over law",
      paragraphs: [
        'When you approach a stopped emergency vehicle, tow truck, road maintenance, utility or similar vehicle with its flashing lights on, Ohio law requires you to move over one lane away from it if you safely can. If you cannot change lanes safely, slow down and pass with caution. People working beside the freeway have only a few feet of space between them and traffic.',
        'Watch far ahead for flashing lights so you have time to signal and change lanes smoothly. Do not brake hard or swerve at the last moment. The same care applies in freeway work zones, where lanes narrow and speed limits drop. The Digest of Ohio Motor Vehicle Laws lists exactly which vehicles the law covers.',
      ],
      keyPoints: [
        'Move over a lane for stopped vehicles with flashing lights.',
        'If you cannot move over, slow down and pass carefully.',
        'Spot flashing lights early and plan your lane change.',
      ],
      figure: null,
    },
    {
      heading: 'Exiting and trouble on the freeway',
      paragraphs: [
        'To exit, move into the right lane well before your exit, signal, and enter the deceleration lane or exit ramp before slowing down. Slowing down on the freeway itself invites a rear-end crash. Check your speedometer after you leave, because after a long time at high speed, slower speeds feel slower than they are.',
        'If you miss your exit, go on to the next one; never stop, back up or turn around on a freeway. If your car breaks down, signal and steer onto the right shoulder as far from traffic as you can, and turn on your hazard lights. Stay in the car with your seat belt fastened unless you can get well away from traffic, and call for help.',
      ],
      keyPoints: [
        'Slow down in the exit lane, not on the freeway.',
        'Missed your exit? Continue to the next one.',
        'Breakdown: right shoulder, hazard lights, stay buckled or get well clear.',
      ],
      figure: null,
    },
  ],
};
