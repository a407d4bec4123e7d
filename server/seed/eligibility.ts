import { addMs, hours } from '../clock';
import type { Queryable } from '../db/types';
import { seededAccounts } from './accounts';
import { decideEligibility, fileArizonaDocuments } from './arizonaDocuments';
import { insertArizonaStudent } from './arizonaStudents';

/*
 * Arizona eligibility: azapproved@example.com has paid for 913, filed documents that were approved, and was
 * found eligible (the course starts); azfiled@example.com has paid and filed, and has not answered the check yet.
 * The documents and the decision are in the tables of migration 0020.
 */

const days = (n: number) => hours(24 * n);

export async function seedEligibilityAccounts(
  tx: Queryable,
  hashes: { azApproved: string; azFiled: string },
  now: Date,
) {
  const paidAt = addMs(now, -days(3));
  const approvedCourse = await insertArizonaStudent(
    tx,
    {
      email: seededAccounts.azApproved.email,
      passwordHash: hashes.azApproved,
      firstName: 'Avery',
      lastName: 'Approved',
    },
    paidAt,
  );
  if (approvedCourse) {
    await fileArizonaDocuments(
      tx,
      approvedCourse,
      { citation: 'approved', governmentId: 'approved' },
      addMs(paidAt, hours(1)),
    );
    await decideEligibility(tx, approvedCourse, {
      outcome: 'approved',
      now,
      decidedAt: addMs(paidAt, hours(3)),
      signedBy: 'Avery Approved',
    });
  }
  const filedCourse = await insertArizonaStudent(
    tx,
    { email: seededAccounts.azFiled.email, passwordHash: hashes.azFiled, firstName: 'Frankie', lastName: 'Filed' },
    paidAt,
  );
  if (filedCourse)
    await fileArizonaDocuments(tx, filedCourse, { citation: 'filed', governmentId: 'filed' }, addMs(paidAt, hours(1)));
}
