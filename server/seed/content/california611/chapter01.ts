import type { ChapterContent } from '../types';

export const chapter01: ChapterContent = {
  title: 'Welcome to Traffic School: How the Process Works',
  summary:
    'How California traffic violator school works, what it does for your driving record, and how this course is organized.',
  objectives: [
    'Explain how a court allows a driver to attend traffic violator school and who is usually eligible',
    'Describe how points work on a California driving record and when too many points lead to action',
    'Outline the steps from enrolling in this course to having your completion reported',
    'Recognize why human choices, not bad luck, cause most collisions',
  ],
  sections: [
    {
      heading: 'Why you are here',
      paragraphs: [
        'You received a ticket for a traffic violation, and the court has allowed you to complete a licensed traffic violator school (TVS) instead of simply having the conviction added to your public driving record. When you finish on time, the conviction is kept confidential: it is still on file with the DMV, but the point is not shown to insurance companies and it does not count toward the negligent operator limits described below.',
        "Traffic school is a privilege the court grants, not a right. Eligibility is generally limited to minor moving violations that carry one point. You can usually use traffic school only once in any 18-month period, counted from the date of the earlier violation to the date of the new one. Drivers with a commercial driver's license generally cannot have a violation hidden this way, and violations involving alcohol or drugs, misdemeanours and most non-moving or equipment tickets do not qualify. Your court notice is the final word on your case.",
      ],
      keyPoints: [
        'Completing traffic school on time keeps the point from a one-point violation confidential.',
        'You can usually attend only once in 18 months, and only if the court allows it.',
        'Commercial license holders and serious violations are generally not eligible.',
      ],
      figure: null,
    },
    {
      heading: 'Points and your driving record',
      paragraphs: [
        'California uses a point system to identify drivers who may be unsafe. Most moving violations, such as speeding or running a red light, add one point. Serious offenses, such as driving under the influence, reckless driving or leaving the scene of a collision, add two points. You can also receive a point for a collision in which you were responsible. Points generally stay on your record for several years, and the most serious ones stay much longer.',
        'The DMV may treat you as a negligent operator if you reach 4 points in 12 months, 6 points in 24 months, or 8 points in 36 months. The result can be probation or a suspension of your driving privilege. Drivers with a provisional license face action at lower totals. Insurance companies also watch your record, and each point can raise your premium for years, which is why keeping a point confidential matters.',
      ],
      keyPoints: [
        'Most violations add 1 point; DUI, reckless driving and hit-and-run add 2.',
        '4 points in 12 months, 6 in 24 or 8 in 36 can make you a negligent operator.',
        'Points can affect both your license and your insurance costs.',
      ],
      figure: null,
    },
    {
      heading: 'How this course works',
      paragraphs: [
        'This internet course has twelve chapters. California measures online traffic school by the amount of material you read rather than by a clock, so read each chapter carefully and at your own pace. Each chapter ends with a short quiz that checks your understanding before you move on. Throughout the course you will also answer personal identity questions that you set up when you registered, to confirm that you are the person taking the course.',
        'After the last chapter you take a final test. It is open book and multiple choice, and it covers the main topics of the course. Your course home page shows how many questions it has, the score you need and how many attempts you are allowed. When you pass, the school reports your completion electronically to the DMV, which makes it available to the court. Keep your own copy of the completion notice, and make sure you finish before the due date set by the court.',
      ],
      keyPoints: [
        'Read all twelve chapters and pass each chapter quiz.',
        'Answer identity questions exactly as you set them up.',
        "Pass the final test before the court's due date; the school reports completion to the DMV.",
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" role="img">
<rect x="0" y="0" width="320" height="180" fill="#ffffff"/>
<text x="160" y="18" text-anchor="middle" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1a1a1a">The traffic school process</text>
<rect x="10" y="32" width="90" height="40" rx="6" fill="#fde2e2" stroke="#b42318"/>
<text x="55" y="49" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">1. Ticket for a</text>
<text x="55" y="63" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">1-point violation</text>
<rect x="115" y="32" width="90" height="40" rx="6" fill="#fef3c7" stroke="#b45309"/>
<text x="160" y="49" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">2. Court allows</text>
<text x="160" y="63" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">traffic school</text>
<rect x="220" y="32" width="90" height="40" rx="6" fill="#dbeafe" stroke="#1d4ed8"/>
<text x="265" y="49" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">3. Enroll, read</text>
<text x="265" y="63" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">12 chapters</text>
<line x1="100" y1="52" x2="113" y2="52" stroke="#1a1a1a" stroke-width="2"/>
<polygon points="113,48 113,56 118,52" fill="#1a1a1a"/>
<line x1="205" y1="52" x2="218" y2="52" stroke="#1a1a1a" stroke-width="2"/>
<polygon points="218,48 218,56 223,52" fill="#1a1a1a"/>
<line x1="265" y1="72" x2="265" y2="100" stroke="#1a1a1a" stroke-width="2"/>
<polygon points="261,98 269,98 265,104" fill="#1a1a1a"/>
<rect x="220" y="106" width="90" height="40" rx="6" fill="#dbeafe" stroke="#1d4ed8"/>
<text x="265" y="123" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">4. Pass the</text>
<text x="265" y="137" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">final test</text>
<rect x="115" y="106" width="90" height="40" rx="6" fill="#e0e7ff" stroke="#4338ca"/>
<text x="160" y="123" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">5. School reports</text>
<text x="160" y="137" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">to the DMV</text>
<rect x="10" y="106" width="90" height="40" rx="6" fill="#dcfce7" stroke="#15803d"/>
<text x="55" y="123" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">6. Point kept</text>
<text x="55" y="137" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#1a1a1a">confidential</text>
<line x1="220" y1="126" x2="207" y2="126" stroke="#1a1a1a" stroke-width="2"/>
<polygon points="207,122 207,130 202,126" fill="#1a1a1a"/>
<line x1="115" y1="126" x2="102" y2="126" stroke="#1a1a1a" stroke-width="2"/>
<polygon points="102,122 102,130 97,126" fill="#1a1a1a"/>
<text x="160" y="168" text-anchor="middle" font-family="sans-serif" font-size="11" fill="#b42318">Finish before the court's due date</text>
</svg>`,
        alt: "A flow chart with six boxes: a ticket for a one-point violation, the court allows traffic school, you enroll and read twelve chapters, you pass the final test, the school reports to the DMV, and the point is kept confidential. A note says to finish before the court's due date.",
        caption: 'Figure 1.1 — From ticket to a confidential point, in six steps.',
      },
    },
    {
      heading: 'Collisions are caused, not accidental',
      paragraphs: [
        'Most traffic collisions are not random events. Studies of crashes consistently find that driver behavior, such as speeding, following too closely, not paying attention or driving impaired, is a factor in the great majority of them. Road and vehicle problems play a smaller part. That is good news, because behavior is something you control every time you drive.',
        "This course is not only about clearing a ticket. It reviews California's traffic laws, explains why those laws exist, and shows you habits that keep you and others safe. Think about the moment you got your ticket. Were you in a hurry, distracted or simply not noticing the limit? Honest answers to questions like these are the first step toward becoming a safer driver for the rest of your driving life.",
      ],
      keyPoints: [
        'Driver behavior is a factor in most collisions.',
        'Safe driving is a set of habits and choices you can improve.',
      ],
      figure: null,
    },
  ],
};
