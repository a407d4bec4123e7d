import type { ChapterContent } from '../types';

export const chapter04: ChapterContent = {
  title: 'Intersections, Turns and Roundabouts',
  summary:
    'How to read traffic signals, take turns at a four-way stop, make legal turns in Arizona and drive through a modern roundabout.',
  objectives: [
    'Interpret steady, flashing and arrow traffic signals, including the flashing yellow arrow',
    'Apply the right-of-way order at a four-way stop',
    'Make right, left and red-light turns the way Arizona law allows',
    'Enter, circulate in and leave a roundabout safely',
  ],
  sections: [
    {
      heading: 'Signals and the approach',
      paragraphs: [
        'Most city crashes happen at intersections, so slow your scan as you approach one. Look left, ahead, right and left again, and check for pedestrians and cyclists before you move, even on a fresh green light. A green light that has been green for a while is "stale" and may soon change, so be ready to stop. A steady yellow means the light is about to turn red: stop if you can do so safely rather than speeding up.',
        'A flashing red light means the same as a stop sign, and a flashing yellow light means slow down and proceed with caution. Many Arizona intersections use a flashing yellow arrow for left turns. It means you may turn left, but only after yielding to oncoming traffic and to pedestrians in the crosswalk. A green arrow means your turn is protected, and a red arrow means wait.',
      ],
      keyPoints: [
        'Scan left, ahead, right and left again before entering any intersection.',
        'Flashing red = stop; flashing yellow = proceed with caution.',
        'A flashing yellow arrow allows a left turn only after you yield.',
      ],
      figure: null,
    },
    {
      heading: 'Four-way stops',
      paragraphs: [
        'At an all-way stop, every driver must come to a full stop at the stop line, or before the crosswalk if there is no line. The driver who stopped first goes first. If two drivers stop at the same time, the driver on the left yields to the driver on the right. If two drivers facing each other stop together, the one going straight goes before the one turning left.',
        'Make eye contact and use your signals so others know your plans, and never assume that another driver will wait for their turn. If another driver waves you on out of turn, check that the way is really clear before you go. Move through the intersection promptly once it is yours, but watch for pedestrians, who have the right of way in the crosswalks on every corner.',
      ],
      keyPoints: [
        'First to stop is first to go.',
        'Stopped at the same time: yield to the driver on your right.',
        'Facing each other: straight-through traffic goes before left turns.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220" role="img">
  <rect x="0" y="0" width="320" height="220" fill="#e8f5e9"/>
  <rect x="120" y="0" width="80" height="220" fill="#5f6368"/>
  <rect x="0" y="70" width="320" height="80" fill="#5f6368"/>
  <line x1="160" y1="0" x2="160" y2="70" stroke="#fbc02d" stroke-width="2"/>
  <line x1="160" y1="150" x2="160" y2="220" stroke="#fbc02d" stroke-width="2"/>
  <line x1="0" y1="110" x2="120" y2="110" stroke="#fbc02d" stroke-width="2"/>
  <line x1="200" y1="110" x2="320" y2="110" stroke="#fbc02d" stroke-width="2"/>
  <line x1="160" y1="150" x2="200" y2="150" stroke="#ffffff" stroke-width="3"/>
  <line x1="120" y1="70" x2="160" y2="70" stroke="#ffffff" stroke-width="3"/>
  <line x1="200" y1="110" x2="200" y2="70" stroke="#ffffff" stroke-width="3"/>
  <line x1="120" y1="110" x2="120" y2="150" stroke="#ffffff" stroke-width="3"/>
  <rect x="170" y="156" width="20" height="32" rx="3" fill="#1a56b0"/>
  <circle cx="180" cy="202" r="10" fill="#ffffff" stroke="#1a1a1a"/>
  <text x="180" y="206" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#1a1a1a">1</text>
  <rect x="206" y="80" width="32" height="20" rx="3" fill="#c62828"/>
  <circle cx="252" cy="90" r="10" fill="#ffffff" stroke="#1a1a1a"/>
  <text x="252" y="94" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#1a1a1a">2</text>
  <rect x="130" y="32" width="20" height="32" rx="3" fill="#f9a825"/>
  <circle cx="140" cy="20" r="10" fill="#ffffff" stroke="#1a1a1a"/>
  <text x="140" y="24" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#1a1a1a">3</text>
  <rect x="82" y="120" width="32" height="20" rx="3" fill="#6a1b9a"/>
  <circle cx="68" cy="130" r="10" fill="#ffffff" stroke="#1a1a1a"/>
  <text x="68" y="134" font-family="sans-serif" font-size="12" font-weight="bold" text-anchor="middle" fill="#1a1a1a">4</text>
  <polygon points="212,152 220,152 226,158 226,166 220,172 212,172 206,166 206,158" fill="#c62828"/>
  <polygon points="100,48 108,48 114,54 114,62 108,68 100,68 94,62 94,54" fill="#c62828"/>
  <polygon points="212,48 220,48 226,54 226,62 220,68 212,68 206,62 206,54" fill="#c62828"/>
  <polygon points="100,152 108,152 114,158 114,166 108,172 100,172 94,166 94,158" fill="#c62828"/>
  <rect x="4" y="160" width="86" height="56" fill="#ffffff" stroke="#1a1a1a"/>
  <text x="10" y="176" font-family="sans-serif" font-size="10" fill="#1a1a1a">Numbers show</text>
  <text x="10" y="190" font-family="sans-serif" font-size="10" fill="#1a1a1a">order of arrival</text>
  <text x="10" y="204" font-family="sans-serif" font-size="10" fill="#1a1a1a">= order to go</text>
</svg>`,
        alt: 'A four-way stop seen from above with a stop sign on each corner and a car waiting at each stop line. The cars are numbered 1 to 4 in the order they arrived, which is also the order in which they may go.',
        caption: 'Figure 4.1 — At a four-way stop, the first to stop is the first to go.',
      },
    },
    {
      heading: 'Turning the Arizona way',
      paragraphs: [
        'Signal your turn continuously for at least 100 feet before you turn, and move into the correct lane early. For a right turn, stay close to the right curb and turn into the nearest lane. For a left turn, start from the lane nearest the centre line and finish in the nearest lane going your way, keeping your wheels straight while you wait so a rear-end crash cannot push you into oncoming traffic.',
        'After a complete stop, Arizona lets you turn right on a red light unless a sign forbids it, yielding to pedestrians and cross traffic. You may also turn left on red from a one-way street onto another one-way street that moves to the left. Two-way left-turn lanes in the centre of many Arizona roads are for starting and finishing left turns only, not for passing or for travelling any distance.',
      ],
      keyPoints: [
        'Signal for at least 100 feet before turning.',
        'Right on red after a full stop unless posted; left on red only from one-way onto one-way.',
        'Use a centre two-way left-turn lane only for turning.',
      ],
      figure: null,
    },
    {
      heading: 'Roundabouts',
      paragraphs: [
        'Modern roundabouts are becoming more common in Arizona cities and towns. They reduce serious crashes because traffic moves slowly in one direction and nobody crosses oncoming lanes. As you approach, slow to the posted advisory speed, choose your lane using the signs, and yield to pedestrians in the crosswalk. At the yield line, give way to traffic already circulating, which comes from your left.',
        'When there is a safe gap, enter and travel counter-clockwise around the central island. Do not stop inside the roundabout unless you must to avoid a crash, and never change lanes within it. Signal right just before your exit and watch for pedestrians as you leave. If an emergency vehicle approaches, exit first and then pull over; do not stop in the circle.',
      ],
      keyPoints: [
        'Yield to pedestrians and to traffic already in the roundabout.',
        'Drive counter-clockwise and do not stop or change lanes inside.',
        'Signal right as you exit.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 220" role="img">
  <rect x="0" y="0" width="320" height="220" fill="#e8f5e9"/>
  <rect x="130" y="0" width="60" height="220" fill="#5f6368"/>
  <rect x="0" y="80" width="320" height="60" fill="#5f6368"/>
  <circle cx="160" cy="110" r="62" fill="#5f6368"/>
  <circle cx="160" cy="110" r="26" fill="#81c784" stroke="#ffffff" stroke-width="3"/>
  <path d="M 160 64 A 46 46 0 0 0 114 110" fill="none" stroke="#ffffff" stroke-width="2.5"/>
  <polygon points="110,104 114,116 119,104" fill="#ffffff"/>
  <path d="M 114 110 A 46 46 0 0 0 160 156" fill="none" stroke="#ffffff" stroke-width="2.5"/>
  <polygon points="154,152 166,156 154,161" fill="#ffffff"/>
  <path d="M 160 156 A 46 46 0 0 0 206 110" fill="none" stroke="#ffffff" stroke-width="2.5"/>
  <polygon points="201,116 206,104 211,116" fill="#ffffff"/>
  <path d="M 206 110 A 46 46 0 0 0 160 64" fill="none" stroke="#ffffff" stroke-width="2.5"/>
  <polygon points="166,59 154,64 166,69" fill="#ffffff"/>
  <line x1="162" y1="184" x2="188" y2="184" stroke="#ffffff" stroke-width="3" stroke-dasharray="5,3"/>
  <rect x="135" y="196" width="4" height="16" fill="#ffffff"/>
  <rect x="143" y="196" width="4" height="16" fill="#ffffff"/>
  <rect x="151" y="196" width="4" height="16" fill="#ffffff"/>
  <rect x="159" y="196" width="4" height="16" fill="#ffffff"/>
  <rect x="167" y="196" width="4" height="16" fill="#ffffff"/>
  <rect x="175" y="196" width="4" height="16" fill="#ffffff"/>
  <rect x="183" y="196" width="4" height="16" fill="#ffffff"/>
  <polygon points="198,178 216,178 207,192" fill="#ffffff" stroke="#c62828" stroke-width="3"/>
  <text x="222" y="182" font-family="sans-serif" font-size="10" fill="#1a1a1a">Yield line:</text>
  <text x="222" y="195" font-family="sans-serif" font-size="10" fill="#1a1a1a">give way to</text>
  <text x="222" y="208" font-family="sans-serif" font-size="10" fill="#1a1a1a">traffic on left</text>
  <text x="244" y="60" font-family="sans-serif" font-size="10" fill="#1a1a1a">Counter-</text>
  <text x="244" y="73" font-family="sans-serif" font-size="10" fill="#1a1a1a">clockwise</text>
  <text x="8" y="180" font-family="sans-serif" font-size="10" fill="#1a1a1a">Crosswalk set back</text>
  <text x="8" y="193" font-family="sans-serif" font-size="10" fill="#1a1a1a">from the circle:</text>
  <text x="8" y="206" font-family="sans-serif" font-size="10" fill="#1a1a1a">yield to walkers</text>
  <text x="160" y="114" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">island</text>
</svg>`,
        alt: 'A single-lane roundabout from above. Arrows show traffic circulating counter-clockwise around a central island. On the approach from the bottom there is a crosswalk and a yield sign at the yield line, with notes to yield to pedestrians and to traffic coming from the left.',
        caption: 'Figure 4.2 — Yield, enter, circulate counter-clockwise, signal and exit.',
      },
    },
  ],
};
