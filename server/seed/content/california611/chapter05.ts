import type { ChapterContent } from '../types';

export const chapter05: ChapterContent = {
  title: 'Following Distance and Stopping Distance',
  summary:
    'How to keep a safe space cushion using the three-second rule, what makes up your total stopping distance, and when to leave even more room.',
  objectives: [
    'Measure a following distance of at least three seconds using a fixed object',
    'Describe the three parts of total stopping distance and how speed affects each',
    'Identify conditions that call for four or more seconds of following distance',
    'Explain how to handle a tailgater and keep space to the sides of your vehicle',
  ],
  sections: [
    {
      heading: 'The three-second rule',
      paragraphs: [
        "Rear-end collisions are among the most common crashes, and almost all of them happen because the following driver was too close. The California Driver's Handbook recommends the three-second rule. Watch the vehicle ahead pass a fixed object such as a sign, a pole or a shadow on the road. Then count: one-thousand-one, one-thousand-two, one-thousand-three. If you reach the object before you finish counting, you are following too closely; ease off and count again.",
        'The beauty of a count in seconds is that it adjusts to your speed automatically. At 30 mph three seconds is about 130 feet; at 65 mph it is nearly 290 feet. Three seconds gives an alert driver time to notice a problem, react and brake on a dry road. It is a minimum, not a target. Counting also keeps your eyes moving ahead instead of fixed on the bumper in front of you, so you see brake lights two or three vehicles ahead and have more warning.',
      ],
      keyPoints: [
        'Keep at least three seconds behind the vehicle ahead.',
        'Count from when the vehicle ahead passes a fixed object until you reach it.',
        'Seconds adjust to speed automatically; feet and car lengths do not.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 150" role="img">
<rect x="0" y="0" width="320" height="150" fill="#e8f5e9"/>
<rect x="0" y="60" width="320" height="60" fill="#6b7280"/>
<line x1="0" y1="62" x2="320" y2="62" stroke="#ffffff" stroke-width="2"/>
<line x1="0" y1="118" x2="320" y2="118" stroke="#ffffff" stroke-width="2"/>
<rect x="226" y="70" width="84" height="40" rx="3" fill="#e5e7eb" stroke="#1a1a1a" stroke-width="2"/>
<rect x="290" y="74" width="18" height="32" fill="#1d4ed8"/>
<text x="258" y="94" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">TRUCK</text>
<rect x="22" y="76" width="46" height="28" rx="6" fill="#dc2626" stroke="#1a1a1a"/>
<text x="45" y="94" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="bold" fill="#ffffff">YOU</text>
<line x1="224" y1="24" x2="224" y2="60" stroke="#1a1a1a" stroke-width="3"/>
<rect x="212" y="14" width="24" height="14" fill="#15803d"/>
<text x="230" y="48" font-family="sans-serif" font-size="11" fill="#1a1a1a">post</text>
<line x1="70" y1="132" x2="222" y2="132" stroke="#1a1a1a" stroke-width="2"/>
<polygon points="222,128 222,136 228,132" fill="#1a1a1a"/>
<text x="104" y="128" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">1</text>
<text x="148" y="128" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">2</text>
<text x="192" y="128" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">3</text>
<text x="148" y="146" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">count "one-thousand-one, two, three"</text>
<text x="8" y="18" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">When the truck passes the post,</text>
<text x="8" y="32" font-family="sans-serif" font-size="11" fill="#1a1a1a">start counting. Reach it before "3"?</text>
<text x="8" y="46" font-family="sans-serif" font-size="11" fill="#b42318">Too close. Behind a truck: 4+ s.</text>
</svg>`,
        alt: 'A car labelled You follows a truck on a road. The truck has just passed a roadside post, and an arrow from the car to the post is marked 1, 2, 3 for the three-second count. A note says that if you reach the post before three you are too close, and to leave four or more seconds behind a truck.',
        caption: 'Figure 5.1 — Counting your following distance with a fixed roadside object.',
      },
    },
    {
      heading: 'What makes up stopping distance',
      paragraphs: [
        'Your total stopping distance has three parts. Perception distance is how far you travel between the moment a hazard appears and the moment your brain recognizes it. Reaction distance is how far you travel while moving your foot from the accelerator to the brake. Braking distance is how far the vehicle travels after the brakes are applied until it stops. An alert driver needs about three-quarters of a second to perceive and another three-quarters to react.',
        'Perception and reaction distances grow in step with speed, but braking distance grows with the square of speed. That is why stopping distance climbs so quickly on faster roads. Fatigue, distraction, alcohol and drugs lengthen perception and reaction time. Worn tires, worn brakes, a heavy load and wet or icy pavement lengthen braking distance.',
      ],
      keyPoints: [
        'Stopping distance = perception + reaction + braking distance.',
        'Braking distance roughly quadruples when speed doubles.',
        'Impairment and distraction lengthen your reaction before braking even begins.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 170" role="img">
<rect x="0" y="0" width="320" height="170" fill="#ffffff"/>
<text x="160" y="16" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="bold" fill="#1a1a1a">Approximate stopping distance, dry road</text>
<text x="8" y="48" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">25 mph</text>
<rect x="50" y="36" width="16" height="18" fill="#2563eb"/>
<rect x="66" y="36" width="16" height="18" fill="#f59e0b"/>
<rect x="82" y="36" width="17" height="18" fill="#dc2626"/>
<text x="104" y="49" font-family="sans-serif" font-size="11" fill="#1a1a1a">about 85 ft</text>
<text x="8" y="82" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">45 mph</text>
<rect x="50" y="70" width="29" height="18" fill="#2563eb"/>
<rect x="79" y="70" width="29" height="18" fill="#f59e0b"/>
<rect x="108" y="70" width="56" height="18" fill="#dc2626"/>
<text x="169" y="83" font-family="sans-serif" font-size="11" fill="#1a1a1a">about 200 ft</text>
<text x="8" y="116" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">65 mph</text>
<rect x="50" y="104" width="41" height="18" fill="#2563eb"/>
<rect x="91" y="104" width="41" height="18" fill="#f59e0b"/>
<rect x="132" y="104" width="116" height="18" fill="#dc2626"/>
<text x="253" y="117" font-family="sans-serif" font-size="11" fill="#1a1a1a">about 345 ft</text>
<rect x="10" y="140" width="12" height="12" fill="#2563eb"/>
<text x="26" y="150" font-family="sans-serif" font-size="11" fill="#1a1a1a">Perception</text>
<rect x="98" y="140" width="12" height="12" fill="#f59e0b"/>
<text x="114" y="150" font-family="sans-serif" font-size="11" fill="#1a1a1a">Reaction</text>
<rect x="178" y="140" width="12" height="12" fill="#dc2626"/>
<text x="194" y="150" font-family="sans-serif" font-size="11" fill="#1a1a1a">Braking</text>
<text x="10" y="166" font-family="sans-serif" font-size="10" fill="#374151">Alert driver, good tires and brakes. Wet roads add much more.</text>
</svg>`,
        alt: 'Three horizontal bars split into perception, reaction and braking parts. At 25 mph the total is about 85 feet, at 45 mph about 200 feet and at 65 mph about 345 feet; the braking part grows fastest.',
        caption:
          'Figure 5.2 — Perception, reaction and braking distance at three speeds (approximate, for an alert driver on dry pavement).',
      },
    },
    {
      heading: 'When to leave more space',
      paragraphs: [
        'Increase your following distance to four seconds or more whenever conditions make stopping harder or seeing harder. Leave extra room on wet, icy or gravel roads, in fog, rain or darkness, when you are towing a trailer or carrying a heavy load, and when you are driving a vehicle you are not familiar with. Also add space when you are following a motorcycle, because a motorcyclist can stop more quickly than you and may fall.',
        'Large trucks, buses and vehicles that must stop at railroad crossings (such as school buses and trucks carrying hazardous materials) deserve extra room too. Following a truck closely puts you in its blind spot and blocks your view of the road ahead; stay back at least four seconds. Extra space also helps when merging traffic needs a gap, or when you see a driver ahead who is weaving or braking unpredictably.',
      ],
      keyPoints: [
        'Use four seconds or more in bad weather, at night and on poor surfaces.',
        'Stay at least four seconds behind large trucks and buses.',
        'Give motorcycles extra following room.',
      ],
      figure: null,
    },
    {
      heading: 'Tailgaters and space to the sides',
      paragraphs: [
        'If someone is following you too closely, do not brake suddenly or speed up to please them. Change lanes when it is safe and let them pass. If you cannot change lanes, slowly increase the space in front of you so that you can brake gently if needed, which protects both you and the tailgater. On a two-lane road, pull over where it is safe and let them go by.',
        'Keep space to your sides as well. Avoid driving alongside other vehicles on multilane roads, where you may be in their blind spot; either drop back or pass. Leave room for parked cars whose doors may open, and for children or animals that may run out. When a hazard is on one side, such as a cyclist, split the difference with an oncoming vehicle rather than squeezing between them.',
      ],
      keyPoints: [
        'Never brake-check a tailgater; let them pass.',
        'Add space in front of you when someone is too close behind.',
        'Do not ride alongside other vehicles in their blind spots.',
      ],
      figure: null,
    },
  ],
};
