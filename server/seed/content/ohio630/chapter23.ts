import type { ChapterContent } from '../types';

export const chapter23: ChapterContent = {
  title: 'Emotions, Road Rage and Peer Pressure',
  summary:
    "How anger, stress and excitement affect your driving, how to avoid and respond to aggressive drivers, and how to handle passengers and peer pressure, including Ohio's limits for new drivers.",
  objectives: [
    'Explain how strong emotions affect judgment and driving',
    'Distinguish aggressive driving from road rage',
    'Describe safe responses when another driver is aggressive',
    "State Ohio's passenger and seat belt rules for probationary drivers",
    'Describe ways to resist peer pressure in the car',
  ],
  sections: [
    {
      heading: 'Emotions behind the wheel',
      paragraphs: [
        'Strong feelings change how you drive. Anger makes drivers speed, tailgate and take chances. Sadness and worry pull attention away from the road, and even happy excitement after a big win can lead to showing off. Before you start the car, check in with yourself. If you are upset, take a few minutes to calm down, or ask someone else to drive.',
        'Frustration builds easily on the road: a slow driver, a missed light, someone cutting in. Leave early so that delays do not matter, expect other drivers to make mistakes, and do not take those mistakes personally. Slow breathing, calm music and reminding yourself that arriving safely matters more than arriving first can all help you stay in control.',
      ],
      keyPoints: [
        'Check your mood before you drive; if you are upset, wait or let someone else drive.',
        'Leave early and expect others to make mistakes.',
      ],
      figure: null,
    },
    {
      heading: 'Aggressive driving and road rage',
      paragraphs: [
        'Aggressive driving means driving in a way that puts others at risk, such as speeding, tailgating, weaving between lanes, running red lights and cutting people off. Road rage goes further: it is an angry attempt to threaten or hurt someone, for example by chasing, ramming or getting out to fight, and it is a crime. Anyone can be drawn into it, so the goal is never to let a conflict start or grow.',
        'If another driver is aggressive, get out of the way. Let a tailgater pass by moving right when it is safe. Do not speed up, brake suddenly, honk back, gesture or stare. If someone follows you, do not drive home and do not get out. Keep your doors locked, drive to a police station or a busy, well-lit public place, and call 9-1-1. Your pride is never worth a fight.',
      ],
      keyPoints: [
        'Road rage is a crime; never answer anger with anger.',
        'If you are followed, drive to a police station or busy public place and call 9-1-1.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
  <rect width="320" height="180" fill="#f4f6f7"/>
  <text x="160" y="18" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle" font-weight="bold">Being tailgated? Let the driver go.</text>
  <rect x="0" y="30" width="320" height="84" fill="#566573"/>
  <line x1="0" y1="32" x2="320" y2="32" stroke="#f4d03f" stroke-width="2"/>
  <line x1="0" y1="72" x2="320" y2="72" stroke="#ffffff" stroke-width="2" stroke-dasharray="12 10"/>
  <line x1="0" y1="112" x2="320" y2="112" stroke="#ffffff" stroke-width="2"/>
  <rect x="60" y="40" width="44" height="24" rx="4" fill="#c0392b"/>
  <text x="82" y="56" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="middle">tailgater</text>
  <rect x="112" y="40" width="44" height="24" rx="4" fill="#2e86c1"/>
  <text x="134" y="56" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="middle">you</text>
  <path d="M 156 52 C 186 52 196 92 232 92" fill="none" stroke="#ffffff" stroke-width="2" stroke-dasharray="5 4"/>
  <rect x="232" y="80" width="44" height="24" rx="4" fill="#2e86c1" opacity="0.85"/>
  <text x="254" y="96" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="middle">you</text>
  <polygon points="300,52 290,46 290,58" fill="#f1948a"/>
  <line x1="200" y1="52" x2="290" y2="52" stroke="#f1948a" stroke-width="2" stroke-dasharray="5 4"/>
  <text x="246" y="46" font-family="sans-serif" font-size="10" fill="#ffffff" text-anchor="middle">they pass</text>
  <text x="10" y="134" font-family="sans-serif" font-size="11" fill="#1e8449" font-weight="bold">Do:</text>
  <text x="44" y="134" font-family="sans-serif" font-size="11" fill="#1a1a1a">signal, move right when safe, let them pass.</text>
  <text x="10" y="154" font-family="sans-serif" font-size="11" fill="#c0392b" font-weight="bold">Don't:</text>
  <text x="44" y="154" font-family="sans-serif" font-size="11" fill="#1a1a1a">brake suddenly, speed up, honk, gesture or stare.</text>
  <text x="10" y="172" font-family="sans-serif" font-size="10" fill="#1a1a1a">Followed? Doors locked, go to a police station, call 9-1-1.</text>
</svg>`,
        alt: 'Top view of a two-lane road. A red car is tailgating your blue car in the left lane. A dashed path shows you signalling and moving into the right lane, and an arrow shows the tailgater passing. Text lists what to do and what not to do.',
        caption: 'Figure 23.1 — Respond to a tailgater by moving over and letting them pass, never by fighting back.',
      },
    },
    {
      heading: 'Passengers and peer pressure',
      paragraphs: [
        "A teen driver's crash risk rises with each teen passenger, because friends bring noise, distraction and pressure to show off. That is why Ohio limits passengers for new drivers. During the first year with a probationary license, a sixteen-year-old generally may not carry more than one passenger who is not a family member unless a parent or guardian is along. Probationary drivers may not carry more people than there are seat belts, and everyone must buckle up.",
        'Peer pressure can be quiet or loud: a friend daring you to speed, asking you to read a text, or urging you to squeeze in one more rider. Decide your rules before anyone gets in, and state them simply. Blame the law or your parents if that helps; a real friend will respect it. As a passenger, help the driver by staying calm, watching for hazards and speaking up about unsafe driving.',
      ],
      keyPoints: [
        'First year: generally no more than one non-family passenger unless a parent or guardian is along.',
        'No more riders than seat belts, and everyone buckles up.',
        'Set your rules before friends get in.',
      ],
      figure: null,
    },
  ],
};
