import type { ChapterContent } from '../types';

export const chapter01: ChapterContent = {
  title: 'The Defensive Driving Program and How Diversion Works',
  summary:
    "How Arizona's Supreme Court defensive driving program lets an eligible driver resolve a citation, who may take part, how this online course runs, and what defensive driving really means.",
  objectives: [
    "Explain how Arizona's defensive driving program turns course completion into the dismissal of an eligible citation",
    'Identify the main eligibility limits, including the once-in-12-months rule',
    'Describe the steps from enrolment to the report the school sends to the court',
    'Define defensive driving and the habits that prevent crashes',
  ],
  sections: [
    {
      heading: 'What the program is',
      paragraphs: [
        "Arizona's Defensive Driving Program is run under the authority of the Arizona Supreme Court and governed by the Arizona Code of Judicial Administration, section 7-205. The Court certifies the schools that may teach the course and sets the rules they must follow, from how long a student must participate to how completions are reported. This course is one of those certified programs.",
        'The program is a form of court diversion. Instead of paying a fine and having the violation recorded against your driving record, an eligible driver can choose to attend a certified school. When you finish on time and the school reports your completion, the court dismisses the citation. Points are not added to your record for that violation, but you still pay the school fee and the state and court fees that come with diversion.',
      ],
      keyPoints: [
        'The Arizona Supreme Court oversees the program under ACJA §7-205.',
        'Completing a certified course on time leads the court to dismiss an eligible citation.',
        'School fees and state or court diversion fees are separate charges.',
      ],
      figure: null,
    },
    {
      heading: 'Who is eligible',
      paragraphs: [
        'Not every ticket qualifies. The program is meant for common civil moving violations, and the court that issued your citation decides whether yours is eligible. In general, you may use the program only once in any 12-month period, measured from the date of one violation to the date of the next. A violation that caused a serious physical injury or a death does not qualify, and criminal charges such as DUI cannot be diverted.',
        'Commercial driver licence holders face extra federal and state limits, and in many cases cannot use diversion at all. Before you start, you will be asked to confirm that you meet the rules and to provide a copy of your licence or government ID and your citation so the school can check your eligibility against the state database. If you are unsure, contact the court named on your citation before you pay.',
      ],
      keyPoints: [
        'Generally only once every 12 months, counted by violation dates.',
        'No diversion for violations involving serious injury or death, or for criminal charges.',
        'Commercial licence holders have special limits; ask the court.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" role="img">
  <rect x="0" y="0" width="320" height="200" fill="#ffffff"/>
  <text x="160" y="18" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#1a1a1a">From citation to dismissal</text>
  <rect x="10" y="32" width="90" height="44" rx="6" fill="#e8f0fe" stroke="#1a56b0" stroke-width="2"/>
  <text x="55" y="50" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1a1a1a">1. Citation</text>
  <text x="55" y="65" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">issued</text>
  <line x1="100" y1="54" x2="118" y2="54" stroke="#1a1a1a" stroke-width="2"/>
  <polygon points="118,49 126,54 118,59" fill="#1a1a1a"/>
  <rect x="126" y="32" width="90" height="44" rx="6" fill="#e8f0fe" stroke="#1a56b0" stroke-width="2"/>
  <text x="171" y="50" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1a1a1a">2. Eligible?</text>
  <text x="171" y="65" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">court decides</text>
  <line x1="216" y1="54" x2="234" y2="54" stroke="#1a1a1a" stroke-width="2"/>
  <polygon points="234,49 242,54 234,59" fill="#1a1a1a"/>
  <rect x="242" y="32" width="70" height="44" rx="6" fill="#e8f0fe" stroke="#1a56b0" stroke-width="2"/>
  <text x="277" y="50" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1a1a1a">3. Enrol</text>
  <text x="277" y="65" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">ID + citation</text>
  <line x1="277" y1="76" x2="277" y2="102" stroke="#1a1a1a" stroke-width="2"/>
  <polygon points="272,102 277,110 282,102" fill="#1a1a1a"/>
  <rect x="222" y="110" width="90" height="44" rx="6" fill="#e8f0fe" stroke="#1a56b0" stroke-width="2"/>
  <text x="267" y="128" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1a1a1a">4. Finish course</text>
  <text x="267" y="143" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">before deadline</text>
  <line x1="222" y1="132" x2="204" y2="132" stroke="#1a1a1a" stroke-width="2"/>
  <polygon points="204,127 196,132 204,137" fill="#1a1a1a"/>
  <rect x="106" y="110" width="90" height="44" rx="6" fill="#e8f0fe" stroke="#1a56b0" stroke-width="2"/>
  <text x="151" y="128" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1a1a1a">5. School</text>
  <text x="151" y="143" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">reports to court</text>
  <line x1="106" y1="132" x2="88" y2="132" stroke="#1a1a1a" stroke-width="2"/>
  <polygon points="88,127 80,132 88,137" fill="#1a1a1a"/>
  <rect x="8" y="110" width="72" height="44" rx="6" fill="#e6f4ea" stroke="#1e7b34" stroke-width="2"/>
  <text x="44" y="128" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1a1a1a">6. Citation</text>
  <text x="44" y="143" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#1a1a1a">dismissed</text>
  <text x="160" y="180" font-family="sans-serif" font-size="10" text-anchor="middle" fill="#444444">Plan to finish well before your court date (many courts require 7 days).</text>
</svg>`,
        alt: 'A six-step flow chart: citation issued, the court decides eligibility, you enrol with your ID and citation, you finish the course before the deadline, the school reports to the court, and the citation is dismissed.',
        caption: 'Figure 1.1 — The diversion process, step by step.',
      },
    },
    {
      heading: 'How this online course works',
      paragraphs: [
        "This course is divided into eight segments of about 30 minutes each, for roughly four hours of participation, which is what the Court's rules require. Timers track your time in each segment and will move you forward when the time is complete. Short questions at the end of each segment check that you followed the material, and you may be asked personal security questions to confirm that you are the person taking the course.",
        'Answer the security questions carefully: repeated wrong answers can end the course and require you to start again after your identity is checked. Finish the whole course before the deadline your court gives you; many courts expect completion at least seven days before the court date. The school then reports your completion to the state database within a few business days, and the court takes it from there.',
      ],
      keyPoints: [
        'Eight segments of about 30 minutes, roughly four hours in total.',
        'Only you may take the course; identity questions check this.',
        'Finish early: many courts require completion at least 7 days before the court date.',
      ],
      figure: null,
    },
    {
      heading: 'What defensive driving means',
      paragraphs: [
        'Defensive driving means driving to prevent crashes in spite of the conditions around you and the mistakes of other people. Most crashes come from human error: speeding, following too closely, failing to yield, distraction and impairment. A defensive driver accepts that others will make those errors and leaves enough time and space to handle them.',
        'A simple routine helps. Search far ahead and around you, identify hazards early, predict what other road users might do, decide on a safe action, and then execute it smoothly. Keep your eyes moving, your speed suited to conditions and an escape route in mind. The rest of this course applies that routine to Arizona roads, from city intersections to desert highways in monsoon season.',
      ],
      keyPoints: [
        'Assume others will make mistakes and leave room to handle them.',
        'Search, identify, predict, decide and execute, every trip.',
        'Most crashes are caused by driver behaviour, so they can be prevented.',
      ],
      figure: null,
    },
  ],
};
