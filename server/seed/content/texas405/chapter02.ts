import type { ChapterContent } from '../types';

const crashChain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 230" role="img">
<rect x="0" y="0" width="640" height="230" fill="#ffffff"/>
<text x="320" y="24" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">A crash is the last link in a chain of events</text>
<g fill="none" stroke="#1f5fa8" stroke-width="6">
<rect x="20" y="60" width="104" height="60" rx="28"/>
<rect x="144" y="60" width="104" height="60" rx="28"/>
<rect x="268" y="60" width="104" height="60" rx="28"/>
<rect x="392" y="60" width="104" height="60" rx="28"/>
</g>
<rect x="516" y="60" width="104" height="60" rx="28" fill="#fde7e7" stroke="#b3261e" stroke-width="6"/>
<g stroke="#1f5fa8" stroke-width="6"><line x1="118" y1="90" x2="150" y2="90"/><line x1="242" y1="90" x2="274" y2="90"/><line x1="366" y1="90" x2="398" y2="90"/></g>
<line x1="490" y1="90" x2="522" y2="90" stroke="#b3261e" stroke-width="6"/>
<g font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">
<text x="72" y="87">Stayed up</text><text x="72" y="102">too late</text>
<text x="196" y="87">Running late,</text><text x="196" y="102">speeding</text>
<text x="320" y="87">Rain makes</text><text x="320" y="102">road slick</text>
<text x="444" y="87">Glances at</text><text x="444" y="102">phone</text>
<text x="568" y="87" font-weight="bold" fill="#b3261e">CRASH</text><text x="568" y="102" fill="#b3261e">car ahead stops</text>
</g>
<g font-family="sans-serif" font-size="12" fill="#2e7d32" text-anchor="middle">
<text x="72" y="150">Get rest</text>
<text x="196" y="150">Leave early</text>
<text x="320" y="150">Slow down,</text><text x="320" y="165">more space</text>
<text x="444" y="150">Phone away</text>
</g>
<text x="320" y="205" font-family="sans-serif" font-size="13" fill="#1a1a1a" text-anchor="middle">Break any one link (green) and the crash never happens.</text>
</svg>`;

export const chapter02: ChapterContent = {
  title: 'The Traffic Safety Problem',
  summary:
    'How many people Texas loses on its roads, why crashes are preventable events rather than accidents, the leading driver errors behind them, and what they cost.',
  objectives: [
    'Describe the size of the traffic safety problem in Texas',
    'Explain why the word crash is used instead of accident',
    'Identify the driver errors that contribute to most crashes',
    'List the personal, financial and social costs of a crash',
  ],
  sections: [
    {
      heading: 'The size of the problem in Texas',
      paragraphs: [
        'Texas has more miles of public road than any other state, and Texans drive hundreds of millions of miles every day. The price is high. In recent years more than 4,000 people a year have died in traffic crashes on Texas roads, roughly one death every two hours, and many thousands more have been seriously injured. Exact figures change each year; the Texas Department of Transportation (TxDOT) publishes the latest counts.',
        "There is another number Texans should know. The last day with no traffic death anywhere in the state was November 7, 2000. Since then, every single day, at least one person has been killed on a Texas road. TxDOT's campaign to end that streak asks every driver to do simple things: buckle up, put the phone away, drive sober and obey the speed limit. This course is about exactly those choices.",
      ],
      keyPoints: [
        'Texas has lost more than 4,000 people a year to traffic crashes in recent years.',
        'Texas has not had a day without a traffic death since November 7, 2000.',
      ],
      figure: null,
    },
    {
      heading: 'Crashes are not accidents',
      paragraphs: [
        'People often call a collision an accident, as if it were bad luck that nobody could have prevented. Safety professionals prefer the word crash, because almost every crash has causes that someone could have controlled. Research on crash causes has found for decades that driver behavior plays a part in the great majority of them. Vehicle defects and road conditions matter too, but usually it is how a driver responds to them that decides the outcome.',
        "A crash is rarely caused by a single mistake. More often it is the last link in a chain of events: a short night's sleep, a late start, speeding to make up time, a sudden shower, a glance at a phone. Each link on its own seems harmless. Together they leave no time or space when the car ahead stops. The good news is that breaking any one link can prevent the crash entirely.",
      ],
      keyPoints: [
        'Most crashes involve driver behavior and are preventable.',
        'A crash is usually the end of a chain of events; breaking any link can prevent it.',
      ],
      figure: {
        svg: crashChain,
        alt: 'A chain of five links: stayed up too late, running late and speeding, rain makes the road slick, glances at phone, and a red final link labeled crash. Under the first four links, green notes show how to break each one.',
        caption: 'Figure 2.1 — The crash chain: break any link and the crash never happens.',
      },
    },
    {
      heading: 'The leading causes',
      paragraphs: [
        'The same few driver errors appear in crash reports year after year. Driving too fast for the speed limit or for the conditions tops the list, because speed cuts the time you have to react and multiplies the force of an impact. Failing to yield the right of way, especially at intersections and when turning left, is close behind. Distraction, driving under the influence of alcohol or drugs, following too closely and unsafe lane changes complete the picture.',
        'Some choices do not cause the crash but decide whether you survive it. In Texas, a large share of the people killed in vehicles were not wearing seat belts. Fatigue, emotions and poor judgment affect drivers of every age. You will study each of these factors in later units, along with the habits that defeat them.',
      ],
      keyPoints: [
        'Speeding, failure to yield, distraction and impairment are leading crash factors.',
        'Following too closely and unsafe lane changes cause many avoidable crashes.',
        'Not wearing a seat belt turns survivable crashes into deadly ones.',
      ],
      figure: null,
    },
    {
      heading: 'What a crash costs',
      paragraphs: [
        'The human cost comes first: a life lost or changed by injury, and families left to cope with grief, disability and long recovery. A crash can also weigh on the driver who caused it for the rest of their life, even when nobody is badly hurt. These costs cannot be repaired or refunded.',
        'The financial costs add up quickly. They include vehicle repairs or replacement, medical bills, time away from work, towing, rental cars and legal fees. A conviction for a moving violation or an at-fault crash can raise your insurance premiums for years. If your damages exceed your policy limits, you may be personally responsible for the rest. Society pays as well, through emergency services, lost productivity, higher insurance costs for everyone and traffic delays that affect thousands of other drivers.',
      ],
      keyPoints: [
        'Crashes cost lives, health, money and time.',
        'Convictions and at-fault crashes can raise insurance premiums for years.',
        'Damages beyond your policy limits can become your personal debt.',
      ],
      figure: null,
    },
  ],
};
