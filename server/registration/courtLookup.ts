import { type CourtCourse, courtCourseSchema } from '../../contracts/courtLookup';
import type { Queryable } from '../db/types';

/** The active courses a court case (case and citation number, any case) refers the student to. */
export async function findCourtCaseCourses(
  db: Queryable,
  caseNumber: string,
  citationNumber: string,
): Promise<CourtCourse[]> {
  const rows = await db.query<{
    name: string;
    original_price: string;
    discount_price: string;
    config_course_id: number;
    county_ledger_id: number | null;
    state_id: number | null;
    course_id: number | null;
    organisation_id: number;
  }>(
    `select c.name, k.original_price::text as original_price, k.discount_price::text as discount_price, c.config_course_id,
       c.county_ledger_id, c.state_id, k.course_id, coalesce(c.organisation_id, 1001) as organisation_id
     from court_cases k join course_configs c on c.config_course_id = k.config_course_id
     where upper(k.case_number) = upper($1) and upper(k.citation_number) = upper($2) and c.is_active
     order by c.config_course_id`,
    [caseNumber, citationNumber],
  );
  return rows.map((r) =>
    courtCourseSchema.parse({
      name: r.name,
      orginalPrice: Number(r.original_price),
      discountPrice: Number(r.discount_price),
      configCourseId: r.config_course_id,
      countyLedgerId: r.county_ledger_id,
      stateId: r.state_id,
      courseId: r.course_id,
      organisationId: r.organisation_id,
    }),
  );
}
