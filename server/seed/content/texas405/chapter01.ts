import type { ChapterContent } from '../types';

const roadmap = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 270" role="img">
<rect x="0" y="0" width="640" height="270" fill="#ffffff"/>
<text x="320" y="24" font-family="sans-serif" font-size="16" font-weight="bold" fill="#1a1a1a" text-anchor="middle">The 12 units of the Texas Driving Safety Course</text>
<line x1="40" y1="95" x2="600" y2="95" stroke="#9aa5b1" stroke-width="4"/>
<line x1="40" y1="205" x2="600" y2="205" stroke="#9aa5b1" stroke-width="4"/>
<g font-family="sans-serif" text-anchor="middle">
<circle cx="60" cy="95" r="20" fill="#1f5fa8"/><text x="60" y="100" font-size="14" fill="#ffffff">1</text>
<text x="60" y="132" font-size="11" fill="#1a1a1a">Introduction</text><text x="60" y="148" font-size="11" fill="#5a2d0c">10 min</text>
<circle cx="164" cy="95" r="20" fill="#1f5fa8"/><text x="164" y="100" font-size="14" fill="#ffffff">2</text>
<text x="164" y="132" font-size="11" fill="#1a1a1a">Safety problem</text><text x="164" y="148" font-size="11" fill="#5a2d0c">15 min</text>
<circle cx="268" cy="95" r="20" fill="#1f5fa8"/><text x="268" y="100" font-size="14" fill="#ffffff">3</text>
<text x="268" y="132" font-size="11" fill="#1a1a1a">The driver</text><text x="268" y="148" font-size="11" fill="#5a2d0c">20 min</text>
<circle cx="372" cy="95" r="20" fill="#1f5fa8"/><text x="372" y="100" font-size="14" fill="#ffffff">4</text>
<text x="372" y="132" font-size="11" fill="#1a1a1a">Laws</text><text x="372" y="148" font-size="11" fill="#5a2d0c">30 min</text>
<circle cx="476" cy="95" r="20" fill="#1f5fa8"/><text x="476" y="100" font-size="14" fill="#ffffff">5</text>
<text x="476" y="132" font-size="11" fill="#1a1a1a">Environments</text><text x="476" y="148" font-size="11" fill="#5a2d0c">20 min</text>
<circle cx="580" cy="95" r="20" fill="#1f5fa8"/><text x="580" y="100" font-size="14" fill="#ffffff">6</text>
<text x="580" y="132" font-size="11" fill="#1a1a1a">Physical forces</text><text x="580" y="148" font-size="11" fill="#5a2d0c">15 min</text>
<circle cx="60" cy="205" r="20" fill="#2e7d32"/><text x="60" y="210" font-size="14" fill="#ffffff">7</text>
<text x="60" y="242" font-size="11" fill="#1a1a1a">Perception</text><text x="60" y="258" font-size="11" fill="#5a2d0c">20 min</text>
<circle cx="164" cy="205" r="20" fill="#2e7d32"/><text x="164" y="210" font-size="14" fill="#ffffff">8</text>
<text x="164" y="242" font-size="11" fill="#1a1a1a">Strategies</text><text x="164" y="258" font-size="11" fill="#5a2d0c">40 min</text>
<circle cx="268" cy="205" r="20" fill="#2e7d32"/><text x="268" y="210" font-size="14" fill="#ffffff">9</text>
<text x="268" y="242" font-size="11" fill="#1a1a1a">Emergencies</text><text x="268" y="258" font-size="11" fill="#5a2d0c">40 min</text>
<circle cx="372" cy="205" r="20" fill="#2e7d32"/><text x="372" y="210" font-size="14" fill="#ffffff">10</text>
<text x="372" y="242" font-size="11" fill="#1a1a1a">Restraints</text><text x="372" y="258" font-size="11" fill="#5a2d0c">15 min</text>
<circle cx="476" cy="205" r="20" fill="#2e7d32"/><text x="476" y="210" font-size="14" fill="#ffffff">11</text>
<text x="476" y="242" font-size="11" fill="#1a1a1a">Alcohol, drugs</text><text x="476" y="258" font-size="11" fill="#5a2d0c">40 min</text>
<circle cx="580" cy="205" r="20" fill="#2e7d32"/><text x="580" y="210" font-size="14" fill="#ffffff">12</text>
<text x="580" y="242" font-size="11" fill="#1a1a1a">Sharing, summary</text><text x="580" y="258" font-size="11" fill="#5a2d0c">35 min</text>
</g>
<text x="320" y="52" font-family="sans-serif" font-size="12" fill="#1a1a1a" text-anchor="middle">Minimum instruction time per unit: 300 minutes in all, plus breaks (6 hours)</text>
</svg>`;

export const chapter01: ChapterContent = {
  title: 'Welcome to Texas Defensive Driving',
  summary:
    'What defensive driving means, why Texans take this course, how the 12 units, quizzes and final exam work, and the responsibilities that come with a Texas license.',
  objectives: [
    'Define defensive driving in your own words',
    'Describe how completing the course can help with a ticket dismissal or an insurance discount',
    'Explain how the units, timers, quizzes, identity questions and final exam work',
    'Recognize that a Texas driver license is a privilege that carries legal and financial responsibilities',
  ],
  sections: [
    {
      heading: 'What defensive driving means',
      paragraphs: [
        'Welcome to the Texas Driving Safety Course, usually called defensive driving. Over the next six hours you will review the laws, skills and habits that keep Texans alive on the road. Some of it will feel familiar from the day you earned your license. Much of it may be new, because traffic, vehicles and Texas law keep changing, and because good habits slowly drift when nobody is watching. The goal is simple: to help you finish every trip without a crash, a ticket or an injury.',
        'Defensive driving means driving to prevent crashes in spite of the conditions around you and the actions of others. A defensive driver does not assume that other drivers will stop, signal or even see them. You look far ahead, leave yourself space and time, and keep an escape route open. When something goes wrong, such as a car drifting into your lane or a child running after a ball, you already have a plan. Being legally right is little comfort if you are still hurt.',
      ],
      keyPoints: [
        'Defensive driving means preventing crashes despite the conditions and the mistakes of others.',
        'Expect errors from other road users and keep time, space and an escape route.',
      ],
      figure: null,
    },
    {
      heading: 'Why Texans take this course',
      paragraphs: [
        'Many students are here because a judge allowed them to take a driving safety course to dismiss a traffic ticket. The court, not the school, decides whether you qualify. In general you must ask the court before its deadline, hold a valid license and proof of insurance, and not have taken a course for a dismissal in the previous 12 months. Commercial driver license holders and certain serious offenses, such as driving 25 mph or more over the limit or passing a stopped school bus, are generally not eligible.',
        "When you finish, you receive a certificate of completion. It is your job, not the school's, to deliver it and any other documents the court asks for by the date the court sets. Missing that deadline can mean the conviction goes on your driving record and the fine becomes due. Read your court paperwork carefully and keep copies of everything you send.",
        'Other students take the course for an insurance discount. Many insurers offer a discount on part of your premium after you complete an approved course; ask your agent how long it lasts and what proof they need. Some people simply want to become safer drivers. Whatever your reason, the lessons are the same, and they work only if you use them every day.',
      ],
      keyPoints: [
        'The court decides whether your ticket can be dismissed; follow its deadlines exactly.',
        'You, not the school, deliver the certificate of completion to the court.',
        'Ask your insurer whether completing the course earns a discount.',
      ],
      figure: null,
    },
    {
      heading: 'How this course works',
      paragraphs: [
        "The course is divided into 12 units, in the order set by the Texas Department of Licensing and Regulation (TDLR). Together they contain at least 300 minutes of instruction, and the whole course takes six hours including breaks. Each unit has a minimum time. A timer keeps track, and you cannot move on until the unit's time has been met. You may take breaks and come back later; your place and your time are saved.",
        'Each unit ends with a short quiz, and you need a score of 70 percent to pass. If you miss more than that, you either repeat the unit or answer a different set of questions. Failing the same quiz or the final exam three times ends the course. Along the way you will also answer personal validation questions, based on what you told us at registration, to confirm that you are the person taking the course. Read every page carefully: all the answers are in the text.',
      ],
      keyPoints: [
        '12 units, at least 300 minutes of instruction and six hours in total with breaks.',
        'Unit quizzes and the final exam require 70 percent.',
        'Answer the personal validation questions yourself, carefully and in time.',
      ],
      figure: {
        svg: roadmap,
        alt: 'A road map of the course: twelve numbered stops in two rows, from Introduction at 10 minutes to Sharing the road and summary at 35 minutes, each labeled with its minimum instruction time.',
        caption: 'Figure 1.1 — The 12 units and their minimum instruction times.',
      },
    },
    {
      heading: 'Driving is a privilege and a responsibility',
      paragraphs: [
        'In Texas, a driver license is a privilege granted by the state, not a right. It can be suspended or revoked for unsafe driving, for driving while intoxicated, for refusing a breath or blood test when an officer lawfully asks, and for driving without insurance. Texas requires every driver to carry proof of financial responsibility, usually liability insurance with minimums often written as 30/60/25: $30,000 for each injured person, $60,000 per crash for injuries and $25,000 for property damage. Check the current minimums with the Texas Department of Insurance.',
        'Every time you drive, you share the road with people you will never meet: parents with children, workers on the shoulder, riders on two wheels and walkers at crosswalks. Your choices affect all of them. The most important safety feature in any vehicle is a rested, sober and attentive driver who is willing to slow down and let small things go. That is the kind of driver this course is designed to help you become.',
      ],
      keyPoints: [
        'A license is a privilege that can be suspended or revoked.',
        'Texas requires proof of liability insurance, commonly 30/60/25.',
        'The best safety feature is a rested, sober, attentive and patient driver.',
      ],
      figure: null,
    },
  ],
};
