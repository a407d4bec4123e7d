import type { ChapterContent } from '../types';

const pointsChartSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 256" role="img">
  <rect x="0" y="0" width="360" height="256" fill="#ffffff"/>
  <text x="180" y="20" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="bold" fill="#1a1a1a">Points for common Florida violations</text>
  <text x="184" y="48" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">Speeding 1 to 15 mph over</text>
  <rect x="190" y="36" width="72" height="16" fill="#f2b705"/>
  <text x="267" y="48" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">3</text>
  <text x="184" y="73" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">Speeding more than 15 mph over</text>
  <rect x="190" y="61" width="96" height="16" fill="#e07b00"/>
  <text x="291" y="73" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">4</text>
  <text x="184" y="98" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">Most other moving violations</text>
  <rect x="190" y="86" width="72" height="16" fill="#f2b705"/>
  <text x="267" y="98" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">3</text>
  <text x="184" y="123" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">Moving violation causing a crash</text>
  <rect x="190" y="111" width="96" height="16" fill="#e07b00"/>
  <text x="291" y="123" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">4</text>
  <text x="184" y="148" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">Passing a stopped school bus</text>
  <rect x="190" y="136" width="96" height="16" fill="#e07b00"/>
  <text x="291" y="148" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">4</text>
  <text x="184" y="173" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">Reckless driving</text>
  <rect x="190" y="161" width="96" height="16" fill="#e07b00"/>
  <text x="291" y="173" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">4</text>
  <text x="184" y="198" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">Unlawful speed causing a crash</text>
  <rect x="190" y="186" width="144" height="16" fill="#c0392b"/>
  <text x="339" y="198" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">6</text>
  <text x="184" y="223" text-anchor="end" font-family="sans-serif" font-size="11" fill="#1a1a1a">Leaving a crash scene (damage)</text>
  <rect x="190" y="211" width="144" height="16" fill="#c0392b"/>
  <text x="339" y="223" font-family="sans-serif" font-size="11" font-weight="bold" fill="#1a1a1a">6</text>
  <line x1="190" y1="32" x2="190" y2="231" stroke="#1a1a1a" stroke-width="1"/>
  <text x="180" y="248" text-anchor="middle" font-family="sans-serif" font-size="10" fill="#333333">Values are set by law and can change: check the current handbook.</text>
</svg>`;

export const chapter01: ChapterContent = {
  title: "Florida's Driver Improvement and Points System",
  summary:
    'Why drivers take the Florida Basic Driver Improvement course, how the state assigns points for moving violations, when points lead to a suspension, and what defensive driving means.',
  objectives: [
    'Explain why drivers take the Basic Driver Improvement course and the limits on choosing it',
    'Identify the points Florida assigns to common moving violations',
    'Describe the point totals that lead to a license suspension or restriction',
    'Define defensive driving and the search, identify, predict, decide and act cycle',
  ],
  sections: [
    {
      heading: 'What the Basic Driver Improvement course is',
      paragraphs: [
        'Welcome to Basic Driver Improvement, usually called BDI. It is a four-hour course approved by the Florida Department of Highway Safety and Motor Vehicles (DHSMV). You will work through eight lessons of about thirty minutes each, covering Florida traffic laws, the causes and costs of crashes, impaired and distracted driving, sharing the road, and handling bad weather and emergencies. A final exam comes at the end. The goal is simple: to help you drive more safely and keep your record clean.',
        'People take BDI for different reasons. Many drivers who receive a ticket for a non-criminal moving violation choose the course instead of going to court. When they finish on time, adjudication is withheld and no points are added to their record for that ticket, although they normally still pay the civil penalty. A judge can also order the course, and the DHSMV can require it after certain crashes. Whatever brought you here, the lessons and their purpose are the same.',
        'The choice has limits. In general you may elect the course to avoid points no more than once in any twelve-month period and no more than five times in your lifetime. Drivers who hold a commercial driver license generally cannot use the election, and some violations require a court appearance. Deadlines and steps are set for each citation, so follow the instructions on your ticket and check with the clerk of court.',
      ],
      keyPoints: [
        'BDI is a four-hour, DHSMV-approved course of eight thirty-minute lessons.',
        'Electing the course and finishing on time keeps points for that ticket off your record.',
        'You can elect BDI at most once in 12 months and five times in your lifetime.',
      ],
      figure: null,
    },
    {
      heading: "How Florida's points system works",
      paragraphs: [
        'Florida tracks driving behavior with a points system. When you are convicted of a moving violation, or simply pay the ticket without electing a course, the DHSMV adds points to your driving record. The number depends on how dangerous the violation is. Points are not a fine; they are a record of risk. Insurance companies look at the same record, so points can also raise what you pay for coverage.',
        'The chart shows some common values. Speeding by 15 mph or less over the limit adds 3 points, and speeding by more than 15 mph adds 4. Most other moving violations, such as an improper lane change or failing to yield, add 3 points. A moving violation that results in a crash adds 4, and unlawful speed that causes a crash adds 6. Passing a stopped school bus and reckless driving each add 4, and leaving the scene of a crash with property damage adds 6.',
        'Point values are set by law and can change, so treat these numbers as a guide and check the current Florida Driver Handbook if you need an exact figure. You can order a copy of your own driving record from the DHSMV, and it is wise to know what is on it.',
      ],
      keyPoints: [
        'Points come from moving violations, not parking tickets.',
        'Speeding adds 3 points up to 15 mph over the limit and 4 points beyond that.',
        'Crash-related violations carry the heaviest point values.',
      ],
      figure: {
        svg: pointsChartSvg,
        alt: 'Bar chart of Florida points: 3 for speeding up to 15 mph over and for most moving violations; 4 for speeding more than 15 mph over, a violation causing a crash, passing a stopped school bus and reckless driving; 6 for unlawful speed causing a crash and leaving a crash scene with damage.',
        caption: 'Figure 1.1 — Common violations and the points they add to a Florida driving record.',
      },
    },
    {
      heading: 'When points lead to a suspension',
      paragraphs: [
        'Points add up. The DHSMV suspends your driving privilege when you collect too many within a set period: 12 points within 12 months brings a 30-day suspension, 18 points within 18 months brings a 3-month suspension, and 24 points within 36 months brings a one-year suspension. Three or four ordinary tickets in a bad year can be enough to reach the first level.',
        'Younger drivers face a tighter rule. A driver under 18 who collects six or more points within twelve months is restricted to driving for business purposes only, such as school or work, for one year. At the other end of the scale, a driver convicted of three serious offenses, such as DUI, or fifteen point-carrying moving violations within five years is classed as a habitual traffic offender, and the license is revoked for five years.',
        'A suspension is more than an inconvenience. Knowingly driving while your license is suspended is a crime in Florida and usually leads to a longer loss of your license, higher insurance costs and possibly jail. The best protection is to avoid the violations that produce points in the first place.',
      ],
      keyPoints: [
        '12 points in 12 months: 30-day suspension.',
        '18 points in 18 months: 3 months; 24 points in 36 months: one year.',
        'Drivers under 18 with 6 points in 12 months are limited to business purposes only.',
      ],
      figure: null,
    },
    {
      heading: 'Thinking like a defensive driver',
      paragraphs: [
        'Most crashes are not bad luck. They happen when drivers misjudge speed or space, fail to see a hazard, or make a choice that leaves no room for someone else to make a mistake. Defensive driving means driving to prevent crashes in spite of the actions of others and the conditions around you. Expect the unexpected, keep an escape route and never assume another driver will do the right thing.',
        'A simple cycle helps: search, identify, predict, decide and act. Search the road 12 to 15 seconds ahead and check your mirrors every few seconds. Identify anything that could become a hazard, predict what it might do, decide how you will respond, then act early and smoothly. The lessons that follow apply this cycle to speed, space, impairment, distraction and sharing the road.',
        'Remember, too, that a Florida driver license is a privilege, not a right. When you accept it you agree to conditions, such as carrying the required insurance and submitting to lawful alcohol and drug tests. Keeping it depends on the choices you make every time you get behind the wheel, which is what the rest of this course is about.',
      ],
      keyPoints: [
        'Defensive driving prevents crashes despite the mistakes of others and poor conditions.',
        'Use the cycle: search, identify, predict, decide, act.',
        'A license is a privilege that comes with conditions.',
      ],
      figure: null,
    },
  ],
};
