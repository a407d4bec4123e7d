import { type CourseInfo, courseInfoSchema } from '../../contracts/express';
import type { Queryable } from '../db/types';

/** The express page's course info panel (01 §3 Course info): texts, FAQ, promo video and the course price. */
export async function loadCourseInfo(db: Queryable, configCourseId: number): Promise<CourseInfo | undefined> {
  const [c] = await db.query<{
    name: string;
    info_header: string | null;
    info: string | null;
    promo_video_url: string | null;
    amount: string | null;
  }>(
    `select c.name, c.info_header, c.info, c.promo_video_url,
       (select p.amount::text from course_config_prices p where p.config_course_id = c.config_course_id and p.price_type = 'COURSE'
          and p.is_active order by p.price_id limit 1) as amount
     from course_configs c where c.config_course_id = $1`,
    [configCourseId],
  );
  if (!c) return undefined;
  const faqs = await db.query<{ question_name: string; description: string }>(
    'select question_name, description from course_faqs where config_course_id = $1 order by position',
    [configCourseId],
  );
  return courseInfoSchema.parse({
    configCourseId,
    name: c.name,
    infoHeader: c.info_header ?? '',
    info: c.info ?? '',
    configCourseFaq: faqs.map((f) => ({ faq: { questionName: f.question_name, description: f.description } })),
    promoVideoUrl: c.promo_video_url,
    price: c.amount === null ? 0 : Number(c.amount),
  });
}
