import type { ChapterContent } from '../types';

export const chapter03: ChapterContent = {
  title: 'Starting, Steering, Stopping and Basic Maneuvers',
  summary:
    'How to start the car and move off, hold and turn the steering wheel, stop smoothly, back up and turn the car around safely.',
  objectives: [
    'Describe the steps for starting the car and pulling away from the curb',
    'Demonstrate correct hand positions and steering methods',
    'Explain how to brake smoothly and how to brake hard with anti-lock brakes',
    'Describe how to back up and how to turn the car around',
  ],
  sections: [
    {
      heading: 'Starting and moving off',
      paragraphs: [
        'With your seat, mirrors and belt set, press the brake firmly and start the engine with the selector in Park. Keep your foot on the brake, shift to Drive, and release the parking brake. Before moving, check your mirrors, signal, and turn your head to look over your shoulder into the blind spot, because a mirror will not show a car or bicycle right beside you.',
        'When there is a safe gap, ease off the brake and press the accelerator gently. Steer smoothly into the nearest lane and cancel your signal. Sudden starts waste fuel, spin the tires on wet roads and make it harder to control the car. Smooth is safe: aim to drive so that a passenger could hold a full cup without spilling it.',
      ],
      keyPoints: [
        'Foot on the brake whenever you start the engine or shift gears.',
        'Mirrors, signal, then a head check over your shoulder before pulling out.',
        'Accelerate gently and smoothly.',
      ],
      figure: null,
    },
    {
      heading: 'Holding and turning the wheel',
      paragraphs: [
        "Picture the steering wheel as a clock. Hold it with your left hand between 8 and 9 o'clock and your right hand between 3 and 4 o'clock, thumbs resting along the rim. These low positions keep your arms out of the way if the airbag in the center of the wheel goes off, and they give you good control.",
        'For most turns, use push-pull steering: one hand pushes the wheel up, the other pulls it down, and your hands never cross over the airbag. For a tight, slow turn, such as into a parking space, you may use hand-over-hand steering. Always look well ahead to where you want the car to go, because your hands tend to follow your eyes. Let the wheel slide back through your hands under control as you finish a turn.',
      ],
      keyPoints: [
        'Hold the wheel at about 9 and 3, or a little lower at 8 and 4.',
        'Push-pull steering keeps your arms clear of the airbag.',
        'Look where you want to go; the car follows your eyes.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 240" role="img">
<rect x="0" y="0" width="360" height="240" fill="#ffffff"/>
<circle cx="180" cy="120" r="90" fill="none" stroke="#374151" stroke-width="16"/>
<circle cx="180" cy="120" r="30" fill="#d1d5db" stroke="#374151" stroke-width="3"/>
<text x="180" y="124" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#111827">airbag</text>
<line x1="150" y1="120" x2="98" y2="120" stroke="#374151" stroke-width="8"/>
<line x1="210" y1="120" x2="262" y2="120" stroke="#374151" stroke-width="8"/>
<line x1="180" y1="150" x2="180" y2="202" stroke="#374151" stroke-width="8"/>
<text x="180" y="22" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">12</text>
<text x="282" y="124" font-family="sans-serif" font-size="12" fill="#111827">3</text>
<text x="180" y="232" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">6</text>
<text x="72" y="124" font-family="sans-serif" font-size="12" fill="#111827">9</text>
<ellipse cx="97" cy="148" rx="16" ry="24" fill="#f59e0b" stroke="#92400e" stroke-width="2" transform="rotate(-25 97 148)"/>
<ellipse cx="263" cy="148" rx="16" ry="24" fill="#f59e0b" stroke="#92400e" stroke-width="2" transform="rotate(25 263 148)"/>
<text x="10" y="190" font-family="sans-serif" font-size="12" fill="#92400e">Left hand</text>
<text x="10" y="206" font-family="sans-serif" font-size="12" fill="#92400e">8 to 9 o'clock</text>
<text x="270" y="190" font-family="sans-serif" font-size="12" fill="#92400e">Right hand</text>
<text x="270" y="206" font-family="sans-serif" font-size="12" fill="#92400e">3 to 4 o'clock</text>
</svg>`,
        alt: "A steering wheel drawn like a clock face with the airbag in the center. Two hands grip the rim, the left between 8 and 9 o'clock and the right between 3 and 4 o'clock.",
        caption: 'Figure 3.1 — Hand positions that keep your arms clear of the airbag.',
      },
    },
    {
      heading: 'Stopping and backing up',
      paragraphs: [
        'Plan your stops early. Lift off the accelerator, then press the brake with steady, growing pressure, and ease off slightly just before the car stops so it does not jerk. Stop behind the stop line or crosswalk. In an emergency in a car with anti-lock brakes, press hard and keep pressing while you steer; a buzzing or pulsing pedal is normal, so do not pump the brake.',
        'Backing is slow and needs full attention. Check behind the car before you get in, put your foot on the brake and shift to Reverse. Turn your body and look over your right shoulder through the rear window, glancing at the mirrors and camera as helpers only. Move at walking speed, and remember the front of the car swings the opposite way when you turn while backing.',
      ],
      keyPoints: [
        'Brake early and smoothly; stop behind the line.',
        'With anti-lock brakes, press hard and hold, and keep steering.',
        'Back up slowly, looking over your shoulder, not only at a screen.',
      ],
      figure: null,
    },
    {
      heading: 'Turning the car around',
      paragraphs: [
        'The safest way to turn around is often to drive around the block or pull into an empty parking lot. On a quiet, narrow street with good sight lines, a three-point turn works: signal and stop at the right edge, turn sharply left and creep to the far curb, back up while turning right, then pull forward turning left into your lane. Never try it near hills, curves or heavy traffic.',
        "Ohio's road test includes a maneuverability test in which you steer forward and backward through a course marked by cones without touching them. Practice slow control, steering while backing and judging the corners of your car in an empty lot until it feels natural. The skills you build here help every time you park.",
      ],
      keyPoints: [
        'Driving around the block is often safer than turning in the road.',
        'A three-point turn needs a quiet street and clear views both ways.',
        'Practice slow, precise control for the maneuverability test.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 220" role="img">
<rect x="0" y="0" width="400" height="220" fill="#ffffff"/>
<rect x="0" y="50" width="400" height="120" fill="#9ca3af"/>
<line x1="0" y1="50" x2="400" y2="50" stroke="#374151" stroke-width="4"/>
<line x1="0" y1="170" x2="400" y2="170" stroke="#374151" stroke-width="4"/>
<line x1="0" y1="110" x2="400" y2="110" stroke="#facc15" stroke-width="3" stroke-dasharray="16 12"/>
<rect x="60" y="132" width="50" height="24" rx="5" fill="#2563eb"/>
<text x="85" y="190" font-family="sans-serif" font-size="12" text-anchor="middle" fill="#111827">Start</text>
<path d="M 110 144 C 160 144, 190 100, 200 66" fill="none" stroke="#16a34a" stroke-width="3"/>
<polygon points="194,70 206,70 201,58" fill="#16a34a"/>
<text x="210" y="40" font-family="sans-serif" font-size="12" fill="#166534">1. Forward, turn left</text>
<path d="M 205 70 C 215 110, 245 120, 270 128" fill="none" stroke="#dc2626" stroke-width="3" stroke-dasharray="7 5"/>
<polygon points="266,121 276,131 262,134" fill="#dc2626"/>
<text x="258" y="188" font-family="sans-serif" font-size="12" fill="#991b1b">2. Back, turn right</text>
<path d="M 268 122 C 240 100, 200 80, 140 78" fill="none" stroke="#16a34a" stroke-width="3"/>
<polygon points="144,72 144,84 132,78" fill="#16a34a"/>
<text x="20" y="40" font-family="sans-serif" font-size="12" fill="#166534">3. Forward, turn left</text>
<rect x="60" y="66" width="50" height="24" rx="5" fill="#1e40af"/>
<text x="12" y="212" font-family="sans-serif" font-size="11" fill="#111827">Solid arrows: forward. Dashed arrow: reverse.</text>
</svg>`,
        alt: 'A street seen from above. A car at the right curb drives forward turning left toward the far curb, backs up turning right, then drives forward turning left to finish facing the other way.',
        caption: 'Figure 3.2 — The three moves of a three-point turn.',
      },
    },
  ],
};
