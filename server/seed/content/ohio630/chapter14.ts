import type { ChapterContent } from '../types';

export const chapter14: ChapterContent = {
  title: 'Rural Roads and Railroad Crossings',
  summary:
    'How to handle the speed, curves, hills and animals of country roads, pass safely on a two-lane highway, and cross railroad tracks without risk.',
  objectives: [
    'Identify hazards common on rural roads, including deer and hidden driveways',
    'Describe when it is safe and legal to pass on a two-lane road',
    'Explain what railroad signs and signals mean and where to stop for them',
    'Describe what to do if your vehicle stalls on railroad tracks',
  ],
  sections: [
    {
      heading: 'Hazards on country roads',
      paragraphs: [
        'Rural roads carry less traffic than city streets, yet for each mile driven they see a larger share of deadly crashes. Speeds are higher, many roads are narrow with soft or missing shoulders, and help can be far away. Curves and hills hide what is ahead, so slow down before a curve, not in the middle of it, and keep well to the right near hilltops, where an oncoming driver may have drifted over the center line.',
        'Watch for driveways, farm lanes and field entrances, which often have no signs at all. Ohio has a large deer population, and deer crashes peak in the fall, especially around dawn and dusk. When you see one deer, expect more to follow. If a deer steps in front of you, brake firmly and stay in your lane. Swerving can send you into a tree, a ditch or oncoming traffic, which is usually far worse than hitting the animal.',
      ],
      keyPoints: [
        'Slow down before curves and keep right near the tops of hills.',
        'For a deer, brake firmly and stay in your lane; do not swerve.',
      ],
      figure: null,
    },
    {
      heading: 'Passing on two-lane roads',
      paragraphs: [
        'Passing means spending time in the lane meant for oncoming traffic, so do it only when you must and only where it is allowed. A broken yellow center line on your side lets you pass when the way is clear, and a solid yellow line on your side means no passing. Do not pass on a hill or curve, near an intersection or railroad crossing, on a bridge, or anywhere you cannot see far enough ahead to finish.',
        'At highway speeds a pass can take ten seconds or more, and an oncoming car closes the gap quickly. Check ahead and behind, signal, accelerate briskly, and return to your lane only when you can see both headlights of the passed vehicle in your rearview mirror. If you are not sure, do not go. When someone passes you, stay to the right and ease off the accelerator to help them get by.',
      ],
      keyPoints: [
        'Pass only where the center line on your side is broken and you can see far ahead.',
        'Move back when both headlights of the passed vehicle show in your rearview mirror.',
      ],
      figure: null,
    },
    {
      heading: 'Railroad crossings',
      paragraphs: [
        'Ohio has thousands of places where roads cross railroad tracks. A round yellow sign with an X and two letters R warns that a crossing is ahead, and the same markings are often painted on the road. At the crossing, a white X-shaped sign called a crossbuck means yield: slow down, look both ways, listen, and be ready to stop. Many crossings also have flashing red lights, bells and gates.',
        'When lights flash, a gate is down or a train is near, stop between fifteen and fifty feet from the nearest rail. Never drive around a lowered gate, and wait until it is fully up and the lights go dark. A long freight train may need a mile or more to stop, and trains look slower and farther away than they are. Where there is more than one track, make sure a second train is not hidden behind the first. Be ready to stop behind school buses and hazardous-cargo trucks, which must stop at every crossing.',
        'Never stop on the tracks. Before you cross, make sure there is room for your whole vehicle on the other side. If your car stalls on the tracks and a train is coming, get everyone out at once. Walk toward the train and at an angle away from the tracks, so flying wreckage does not hit you. Then call the number on the blue emergency sign posted at the crossing, or call 9-1-1.',
      ],
      keyPoints: [
        'A crossbuck means yield; flashing lights or a lowered gate mean stop.',
        'Stop fifteen to fifty feet from the nearest rail, and never go around a gate.',
        'Stalled with a train coming: get out, walk toward the train at an angle, then call.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">
  <rect width="320" height="200" fill="#e9efe2"/>
  <text x="80" y="14" font-family="sans-serif" font-size="11" fill="#1a1a1a" text-anchor="middle" font-weight="bold">Where to stop</text>
  <text x="240" y="14" font-family="sans-serif" font-size="11" fill="#1a1a1a" text-anchor="middle" font-weight="bold">Stalled on the tracks?</text>
  <line x1="160" y1="22" x2="160" y2="196" stroke="#999999" stroke-width="1"/>
  <rect x="60" y="20" width="50" height="134" fill="#555555"/>
  <rect x="0" y="36" width="156" height="22" fill="#8a6d4b"/>
  <line x1="0" y1="40" x2="156" y2="40" stroke="#2b2b2b" stroke-width="3"/>
  <line x1="0" y1="54" x2="156" y2="54" stroke="#2b2b2b" stroke-width="3"/>
  <rect x="60" y="76" width="50" height="70" fill="#3fa34d" opacity="0.55"/>
  <line x1="60" y1="76" x2="122" y2="76" stroke="#ffffff" stroke-width="2"/>
  <line x1="60" y1="146" x2="122" y2="146" stroke="#ffffff" stroke-width="2"/>
  <text x="124" y="80" font-family="sans-serif" font-size="10" fill="#1a1a1a">15 ft</text>
  <text x="124" y="150" font-family="sans-serif" font-size="10" fill="#1a1a1a">50 ft</text>
  <rect x="72" y="100" width="26" height="40" rx="5" fill="#1f6fb2"/>
  <text x="85" y="124" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="middle">car</text>
  <line x1="35" y1="66" x2="35" y2="100" stroke="#333333" stroke-width="2"/>
  <line x1="23" y1="62" x2="47" y2="78" stroke="#1a1a1a" stroke-width="7"/>
  <line x1="47" y1="62" x2="23" y2="78" stroke="#1a1a1a" stroke-width="7"/>
  <line x1="23" y1="62" x2="47" y2="78" stroke="#ffffff" stroke-width="5"/>
  <line x1="47" y1="62" x2="23" y2="78" stroke="#ffffff" stroke-width="5"/>
  <text x="35" y="114" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">crossbuck</text>
  <text x="80" y="166" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">Green zone: stop here when</text>
  <text x="80" y="179" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">lights flash, a gate is down</text>
  <text x="80" y="192" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">or a train is coming</text>
  <rect x="210" y="20" width="44" height="120" fill="#555555"/>
  <rect x="164" y="36" width="156" height="22" fill="#8a6d4b"/>
  <line x1="164" y1="40" x2="320" y2="40" stroke="#2b2b2b" stroke-width="3"/>
  <line x1="164" y1="54" x2="320" y2="54" stroke="#2b2b2b" stroke-width="3"/>
  <rect x="219" y="28" width="26" height="40" rx="5" fill="#1f6fb2"/>
  <rect x="284" y="32" width="36" height="30" fill="#c0392b"/>
  <text x="302" y="51" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="middle">train</text>
  <polygon points="276,47 284,41 284,53" fill="#c0392b"/>
  <line x1="250" y1="72" x2="288" y2="108" stroke="#d35400" stroke-width="3"/>
  <polygon points="292,112 280,108 288,100" fill="#d35400"/>
  <circle cx="250" cy="72" r="4" fill="#d35400"/>
  <text x="240" y="152" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">1. Get everyone out now.</text>
  <text x="240" y="166" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">2. Walk toward the train, at an</text>
  <text x="240" y="179" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">angle away from the tracks.</text>
  <text x="240" y="192" font-family="sans-serif" font-size="10" fill="#1a1a1a" text-anchor="middle">3. Call the number on the blue sign.</text>
</svg>`,
        alt: 'Left: a road crossing railroad tracks, with a green stopping zone from 15 to 50 feet before the nearest rail, a car stopped inside it and a crossbuck sign beside the road. Right: a car stalled on the tracks with a train approaching from the right, and an arrow showing the escape path toward the train and away from the tracks.',
        caption:
          'Figure 14.1 — Stop 15 to 50 feet from the nearest rail; if you stall on the tracks, get out and move toward the train at an angle.',
      },
    },
  ],
};
