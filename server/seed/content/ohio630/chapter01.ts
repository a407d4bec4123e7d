import type { ChapterContent } from '../types';

export const chapter01: ChapterContent = {
  title: 'Welcome: Your Path to an Ohio Probationary License',
  summary:
    'How this course works and the steps from a temporary instruction permit to an Ohio probationary license, including supervised practice, in-car training and the rules for drivers under 18.',
  objectives: [
    'Describe how this 24-hour online course is organized and what it asks of you',
    'List the requirements for an Ohio temporary instruction permit and the rules for driving with it',
    'Explain the training and practice you need before the road test',
    'Identify the main restrictions on a probationary license for drivers under 18',
  ],
  sections: [
    {
      heading: 'How this course works',
      paragraphs: [
        'Welcome to driver education. This course gives you the 24 hours of classroom instruction that Ohio requires before a driver under 18 can take the road test. It is split into 24 one-hour chapters. Each chapter has short lessons, drawings and a quiz, and a final exam closes the course. You can also listen to every chapter read aloud.',
        "Ohio limits how many hours of the course you can complete in one day, and the course will tell you when you reach that limit and when you can continue. Before you start, your parent or guardian signs an agreement with the school. Take your time, read carefully and think about how each lesson will look from the driver's seat.",
      ],
      keyPoints: [
        'The course is 24 hours, in 24 one-hour chapters, with a final exam.',
        'A daily limit on course hours applies in Ohio.',
        'A parent or guardian must sign the enrollment agreement first.',
      ],
      figure: null,
    },
    {
      heading: 'The temporary instruction permit',
      paragraphs: [
        'Your first step is the temporary instruction permit, often called a temps or a permit. In Ohio you can apply at 15 and a half. You pass a vision screening and a knowledge test on signs and traffic laws, and a parent or guardian signs your application. Carry the permit every time you drive.',
        'Until you turn 16, the person beside you must be your parent, guardian or custodian, or a licensed driving instructor. From 16, any licensed driver aged 21 or older may supervise you, sitting in the front passenger seat. Permit holders under 18 may not drive between midnight and 6 a.m. unless a parent, guardian or custodian is beside them, and everyone in the car must wear a seat belt.',
      ],
      keyPoints: [
        'You can apply for a permit at 15 and a half.',
        'Under 16, practice only with a parent, guardian, custodian or licensed instructor.',
        'No permit driving from midnight to 6 a.m. without a parent or guardian.',
      ],
      figure: null,
    },
    {
      heading: 'Training, practice and the road test',
      paragraphs: [
        'Before the road test, a driver under 18 must finish an approved driver education course: 24 hours of classroom or online instruction, like this one, and 8 hours of behind-the-wheel training with a licensed driving instructor. You must also complete 50 hours of supervised practice, including at least 10 hours at night. Your parent or guardian signs a sworn statement that you completed those hours.',
        'You must hold your permit for at least six months and be at least 16 before you take the road test. The test has a driving part on public roads and a maneuverability part in which you steer forward and backward through a course marked by cones. Keep a simple log of every practice drive so the 50 hours are easy to prove.',
      ],
      keyPoints: [
        'Driver education means 24 hours of class and 8 hours in the car with an instructor.',
        'Log 50 hours of supervised practice, at least 10 of them at night.',
        'Hold the permit six months and be 16 before the road test.',
      ],
      figure: {
        svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 220" role="img">
<rect x="0" y="0" width="640" height="220" fill="#ffffff"/>
<line x1="40" y1="110" x2="610" y2="110" stroke="#555555" stroke-width="4"/>
<polygon points="610,102 626,110 610,118" fill="#555555"/>
<rect x="20" y="20" width="130" height="70" rx="8" fill="#dbeafe" stroke="#1d4ed8" stroke-width="2"/>
<text x="85" y="42" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#1e3a8a">Age 15 and a half</text>
<text x="85" y="60" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1e3a8a">Temporary permit</text>
<text x="85" y="76" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1e3a8a">vision + knowledge test</text>
<circle cx="85" cy="110" r="8" fill="#1d4ed8"/>
<rect x="170" y="130" width="150" height="80" rx="8" fill="#fef3c7" stroke="#b45309" stroke-width="2"/>
<text x="245" y="150" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#78350f">At least 6 months</text>
<text x="245" y="167" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#78350f">24 h class + 8 h in car</text>
<text x="245" y="183" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#78350f">50 h practice,</text>
<text x="245" y="199" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#78350f">10 of them at night</text>
<circle cx="245" cy="110" r="8" fill="#b45309"/>
<rect x="330" y="20" width="130" height="70" rx="8" fill="#dcfce7" stroke="#15803d" stroke-width="2"/>
<text x="395" y="42" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#14532d">Age 16 or older</text>
<text x="395" y="60" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#14532d">Road test: driving</text>
<text x="395" y="76" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#14532d">+ maneuverability</text>
<circle cx="395" cy="110" r="8" fill="#15803d"/>
<rect x="470" y="130" width="150" height="80" rx="8" fill="#fce7f3" stroke="#be185d" stroke-width="2"/>
<text x="545" y="152" font-family="sans-serif" font-size="13" font-weight="bold" text-anchor="middle" fill="#831843">Probationary license</text>
<text x="545" y="172" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#831843">night and passenger</text>
<text x="545" y="188" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#831843">limits until age 18</text>
<circle cx="545" cy="110" r="8" fill="#be185d"/>
</svg>`,
        alt: 'A timeline with four steps: a temporary permit at 15 and a half; at least six months of training and 50 hours of practice, 10 at night; a road test at 16 or older; then a probationary license with limits until 18.',
        caption: 'Figure 1.1 — The Ohio path from permit to probationary license.',
      },
    },
    {
      heading: 'Living with a probationary license',
      paragraphs: [
        'During your first 12 months with a probationary license you may not drive between midnight and 6 a.m., and after that, until you turn 18, not between 1 a.m. and 5 a.m., unless a parent or guardian is with you. Driving to or from work, a school event or a religious event is allowed if you carry written proof. In the first 12 months you may carry only one passenger who is not a family member unless a parent or guardian rides along.',
        'Everyone in your car must wear a seat belt. Drivers under 18 may not use a phone or other wireless device while driving, even hands-free, except to call for help in an emergency. A moving violation early on can bring extra limits. These rules change from time to time, so check the current Digest of Ohio Motor Vehicle Laws from the BMV.',
      ],
      keyPoints: [
        'First year: no driving midnight to 6 a.m.; then 1 a.m. to 5 a.m. until 18.',
        'First year: only one non-family passenger unless a parent or guardian rides along.',
        'No phone use while driving under 18, except in an emergency.',
      ],
      figure: null,
    },
  ],
};
