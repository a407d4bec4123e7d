import type { ChapterContent } from '../types';

export const chapter05: ChapterContent = {
  title: 'Signals and Pavement Markings',
  summary:
    'What traffic lights, arrows, flashing signals, pedestrian signals and the lines painted on the road tell you to do.',
  objectives: [
    'Explain what steady, flashing and arrow signals require',
    'Describe when a turn on red is allowed in Ohio',
    'Identify the meaning of yellow and white lines, solid and broken',
    'Respond correctly to pedestrian signals, dark signals and officers directing traffic',
  ],
  sections: [
    {
      heading: 'Traffic lights and arrows',
      paragraphs: [
        'A steady red light means stop at the stop line and wait. A steady yellow means the light is about to turn red: stop if you safely can, and do not speed up to beat it. A steady green means go, but only after yielding to pedestrians and to vehicles still in the intersection. A green arrow gives you a protected turn; a red arrow means you may not turn that way yet.',
        'A flashing yellow arrow means you may turn left, but oncoming traffic and pedestrians have the right of way, so wait for a safe gap. A flashing red light works like a stop sign, and a flashing yellow light means slow down and proceed with caution. If a signal is dark because of a power failure, Ohio law says to treat it as a stop sign, which usually makes the intersection an all-way stop.',
      ],
      keyPoints: [
        'Yellow means stop if you safely can, not speed up.',
        'Flashing yellow arrow: you may turn left after yielding.',
        'Flashing red or a dark signal: stop, then go when it is safe.',
      ],
      figure: null,
    },
    {
      heading: 'Turning on red',
      paragraphs: [
        'In Ohio you may turn right on a steady red light after coming to a complete stop, unless a sign says No Turn on Red. You must yield to pedestrians in the crosswalk and to traffic coming from your left or turning across your path. Ohio also allows a left turn on red from a one-way street onto a one-way street that flows to the left, again after a full stop and only when it is clear.',
        'A turn on red is always a permission, never a duty. If you cannot see well, if people are crossing, or if traffic is heavy, simply wait for the green. Drivers behind you may be impatient, but they are not responsible for the crash you could cause. Check the current Digest of Ohio Motor Vehicle Laws for the exact rules.',
      ],
      keyPoints: [
        'Right on red is allowed after a full stop unless a sign forbids it.',
        'Yield to pedestrians and cross traffic before turning on red.',
        'You never have to turn on red.',
      ],
      figure: null,
    },
    {
      heading: 'Pedestrian signals and officers',
      paragraphs: [
        'Pedestrian signals show a walking person or the word Walk when people may start crossing. A flashing hand or a countdown means do not start crossing, but those already in the street may finish. A steady hand means do not cross. As a driver, remember that a person may still be in the crosswalk when your light turns green, and they have the right to finish crossing.',
        'A police officer directing traffic overrides signs and signals. If an officer waves you through a red light, go; if an officer signals you to stop at a green light, stop. Watch their hands and eyes, and follow construction flaggers and school crossing guards in the same way. When in doubt, slow down and wait for a clear signal from them.',
      ],
      keyPoints: [
        'A flashing hand means pedestrians should not start crossing.',
        'Let people already in the crosswalk finish crossing.',
        "An officer's directions override any signal or sign.",
      ],
      figure: null,
    },
    {
      heading: 'Reading the lines on the road',
      paragraphs: [
        'Yellow lines separate traffic going in opposite directions; white lines separate lanes going the same way and mark the right edge of the road. A broken line means you may cross it when it is safe. A solid line means crossing is discouraged or not allowed. A double solid yellow line means no passing from either side, and a solid line beside a broken one means only drivers on the broken side may pass.',
        'Other markings give more instructions. A wide white stop line shows where to stop. Crosswalks are marked with white lines or bars. Arrows show which turns each lane may make. A center lane with solid yellow outer lines and broken inner lines is a two-way left-turn lane, used only for turning left from either direction, never for passing or driving along.',
      ],
      keyPoints: [
        'Yellow divides opposite directions; white divides the same direction.',
        'Broken lines may be crossed with care; solid lines mean stay in your lane.',
        'Use a two-way left-turn lane only to turn left.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 230" role="img">
<rect x="0" y="0" width="600" height="230" fill="#ffffff"/>
<rect x="0" y="40" width="600" height="120" fill="#6b7280"/>
<line x1="0" y1="48" x2="600" y2="48" stroke="#ffffff" stroke-width="4"/>
<line x1="0" y1="152" x2="600" y2="152" stroke="#ffffff" stroke-width="4"/>
<line x1="200" y1="30" x2="200" y2="38" stroke="#111827" stroke-width="2"/>
<line x1="200" y1="162" x2="200" y2="170" stroke="#111827" stroke-width="2"/>
<line x1="400" y1="30" x2="400" y2="38" stroke="#111827" stroke-width="2"/>
<line x1="400" y1="162" x2="400" y2="170" stroke="#111827" stroke-width="2"/>
<line x1="0" y1="100" x2="200" y2="100" stroke="#facc15" stroke-width="4" stroke-dasharray="20 14"/>
<line x1="200" y1="96" x2="400" y2="96" stroke="#facc15" stroke-width="4"/>
<line x1="200" y1="104" x2="400" y2="104" stroke="#facc15" stroke-width="4"/>
<line x1="400" y1="96" x2="600" y2="96" stroke="#facc15" stroke-width="4"/>
<line x1="400" y1="104" x2="600" y2="104" stroke="#facc15" stroke-width="4" stroke-dasharray="20 14"/>
<polygon points="60,126 100,126 100,118 116,130 100,142 100,134 60,134" fill="#ffffff"/>
<polygon points="140,66 100,66 100,58 84,70 100,82 100,74 140,74" fill="#ffffff"/>
<text x="100" y="24" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#111827">Broken yellow</text>
<text x="300" y="24" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#111827">Double solid yellow</text>
<text x="500" y="24" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#111827">Solid + broken</text>
<text x="100" y="182" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Passing allowed</text>
<text x="100" y="198" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">both ways, with care</text>
<text x="300" y="182" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">No passing</text>
<text x="300" y="198" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">in either direction</text>
<text x="500" y="182" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Lower lane (broken side)</text>
<text x="500" y="198" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">may pass; upper may not</text>
<text x="300" y="222" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#374151">White edge lines mark the sides of the road. Arrows show the direction of each lane.</text>
</svg>`,
        alt: 'A two-lane road seen from above in three parts. On the left a broken yellow center line allows passing both ways; in the middle a double solid yellow line forbids passing; on the right a solid line beside a broken line lets only the lane on the broken side pass.',
        caption: 'Figure 5.1 — Center line patterns and what they allow.',
      },
    },
  ],
};
