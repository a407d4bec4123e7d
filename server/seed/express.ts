import type { Queryable } from '../db/types';
import type { SeedCourse } from './catalog';

/** Course categories of the state-with-category list (ids stable). */
export const courseCategories = [
  { id: 1, name: 'Traffic School' },
  { id: 2, name: 'Defensive Driving' },
  { id: 3, name: "Driver's Ed" },
] as const;

/** Driver's ed family → Driver's Ed; a name with 'Traffic School' → Traffic School; everything else Defensive Driving. */
export function categoryOf(c: Pick<SeedCourse, 'name' | 'family'>): number {
  if (c.family?.includes('drivers-ed')) return 3;
  if (/traffic school/i.test(c.name)) return 1;
  return 2;
}

/** The promo video of every seeded course (server/assets/video, served without the key by static.ts). */
export const promoVideoPath = '/media/video/course-promo.mp4';

/** The demo court case of the /sacramento-court page. */
export const seededCourtCase = {
  caseNumber: 'SAC2026001',
  citationNumber: 'CIT2026001',
  configCourseId: 620,
  courseId: 62,
  originalPrice: '49.00',
  discountPrice: '29.00',
} as const;

/** The embedded reviews: 1,000 five-star and 250 four-star reviews (1,250, average 4.8: the app shows '1K+'). */
export const seededReviews = { five: 1000, four: 250 } as const;

/** The FAQ item whose description the app replaces with the course's info header. */
export const waitCostsQuestion = 'Every Minute You Wait Costs You $$$';

export function courseInfoHeader(c: Pick<SeedCourse, 'name' | 'price'>): string {
  return `<h3>${waitCostsQuestion}</h3>
<p>Every day a ticket stays open brings you closer to your court date and to <strong>higher insurance premiums</strong>.
Enroll in the <strong>${c.name}</strong> now for just <strong>$${c.price}</strong> and stop the clock.</p>
<ul><li>Keep the point off your driving record</li><li>Avoid an insurance increase of up to $1,500 over three years</li>
<li>Finish on your own schedule: log out and back in any time</li></ul>`;
}

/** The course's description; the count of five-star reviews is the demonstration's sample, so production says none. */
export function courseInfoHtml(c: Pick<SeedCourse, 'name'>, { demo }: { demo: boolean }): string {
  const reviews = demo ? '<li>Over 1,000 five-star reviews (sample reviews of the demonstration)</li>' : '';
  return `<section><h4>Course Details</h4><p>The ${c.name} is 100% online and approved where required. Chapters are short,
with a quiz after each one; your progress is saved automatically.</p></section>
<section><h4>Why Choose Us?</h4><ul>${reviews}<li>Certificate sent within 30 minutes of completion</li>
<li>Friendly support by phone, chat and e-mail</li></ul></section>
<section><h4>What You Need</h4><p>A computer, tablet or phone with an internet connection. No downloads, no classroom.</p></section>`;
}

export function courseFaqs(c: Pick<SeedCourse, 'name' | 'price'>): { question: string; description: string }[] {
  return [
    {
      question: waitCostsQuestion,
      description: `<p>Enroll today in the ${c.name} and protect your record before your court date.</p>`,
    },
    {
      question: 'How long does the course take?',
      description:
        '<p>Most students finish in one or two sittings. You can <strong>log out and resume</strong> where you left off.</p>',
    },
    {
      question: 'Is the course approved by the court?',
      description:
        '<p>Yes. We report your completion as the court and the state require; keep your citation number at hand.</p>',
    },
    {
      question: 'How do I get my certificate?',
      description: '<p>Your <em>e-certificate</em> is sent within 30 minutes after you pass the final exam.</p>',
    },
    {
      question: 'What does it cost?',
      description: `<p>The course costs <strong>$${c.price}</strong>, with no hidden fees. Pay by wallet or credit card.</p>`,
    },
  ];
}

/** Categories, course info content, FAQ, the demo court case and the embedded reviews (idempotent, fills what is missing). */
/**
 * The courses' categories, descriptions and FAQs; with `demo`, also the demonstration's placeholder video, court case
 * and sample reviews, which production never seeds (docs/deploy.md).
 */
export async function seedExpressData(tx: Queryable, courseList: SeedCourse[], { demo }: { demo: boolean }) {
  for (const cat of courseCategories) {
    await tx.query(
      'insert into course_categories (category_id, category_name) values ($1, $2) on conflict do nothing',
      [cat.id, cat.name],
    );
  }
  for (const c of courseList) {
    await tx.query(
      `update course_configs set category_id = coalesce(category_id, $2), promo_video_url = coalesce(promo_video_url, $3),
         info = coalesce(info, $4), info_header = case when info_header is null or info_header = name then $5 else info_header end
       where config_course_id = $1`,
      [c.id, categoryOf(c), demo ? promoVideoPath : null, courseInfoHtml(c, { demo }), courseInfoHeader(c)],
    );
    for (const [i, f] of courseFaqs(c).entries()) {
      await tx.query(
        'insert into course_faqs (config_course_id, position, question_name, description) values ($1, $2, $3, $4) on conflict do nothing',
        [c.id, i + 1, f.question, f.description],
      );
    }
  }
  if (!demo) return;
  const cc = seededCourtCase;
  await tx.query(
    `insert into court_cases (case_number, citation_number, config_course_id, course_id, original_price, discount_price)
     values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
    [cc.caseNumber, cc.citationNumber, cc.configCourseId, cc.courseId, cc.originalPrice, cc.discountPrice],
  );
  await tx.query(
    `insert into reviews (rating, source, created_at)
     select case when g <= $1 then 5 else 4 end, 'embedded', now() - g * interval '1 hour' from generate_series(1, $2::int) g
     where not exists (select 1 from reviews)`,
    [seededReviews.five, seededReviews.five + seededReviews.four],
  );
}
