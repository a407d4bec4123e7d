import { stateWithCategorySchema } from '../../contracts/states';
import type { Queryable } from '../db/types';

/** The active states, each with the categories of the courses open for registration in it (01 §2). */
export async function listStatesWithCategories(db: Queryable) {
  const rows = await db.query<{
    state_id: number;
    state_name: string;
    category_id: number | null;
    category_name: string | null;
  }>(
    `select s.state_id, s.state_name, k.category_id, k.category_name
     from states s left join (
       select distinct c.state_id, cat.category_id, cat.category_name
       from course_configs c join course_categories cat on cat.category_id = c.category_id
       where c.is_active and not c.is_registration_closed
     ) k on k.state_id = s.state_id
     where s.is_active order by s.state_id, k.category_id`,
  );
  const states = new Map<
    number,
    { stateId: number; stateName: string; categories: { categoryId: number; categoryName: string }[] }
  >();
  for (const r of rows) {
    const st = states.get(r.state_id) ?? { stateId: r.state_id, stateName: r.state_name, categories: [] };
    if (r.category_id !== null) st.categories.push({ categoryId: r.category_id, categoryName: r.category_name! });
    states.set(r.state_id, st);
  }
  return [...states.values()].map((s) => stateWithCategorySchema.parse(s));
}
