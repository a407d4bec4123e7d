import type { UsState } from '../../contracts/states';
import type { Queryable } from '../db/types';

/** The US states of the state list (01 §7 / 02 §7 State list): the active ones, or all of them. */
export async function listStates(db: Queryable, { activeOnly }: { activeOnly: boolean }): Promise<UsState[]> {
  const rows = await db.query<{ state_id: number; state_name: string; state_code: string }>(
    `select state_id, state_name, state_code from states where is_active or $1 = false order by state_id`,
    [activeOnly],
  );
  return rows.map((r) => ({ stateId: r.state_id, stateName: r.state_name, stateCode: r.state_code.trim() }));
}
