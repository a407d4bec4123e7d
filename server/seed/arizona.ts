import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { insertArizonaStudent } from './arizonaStudents';

/*
 * Arizona documents: azstudent@example.com (organisation 3003, AZ_FLOW) has paid for course 913 two days
 * ago and filed no documents yet: signed in, /home/file-documents asks for the citation and the government ID.
 */

export async function seedArizonaAccounts(tx: Queryable, hashes: { azStudent: string }, now: Date) {
  const paidAt = addMs(now, -hours(24 * 2));
  await insertArizonaStudent(
    tx,
    { email: seededAccounts.azStudent.email, passwordHash: hashes.azStudent, firstName: 'Ari', lastName: 'Zona' },
    paidAt,
  );
}
