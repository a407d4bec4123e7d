import { parseArgs } from 'node:util';

import { approveCourseVersion, listCourseVersions, versionLabel } from './courseVersions/versions';
import { openDatabaseFromEnv } from './db/openFromEnv';

/*
 * `npm run courses -- list [slug]` prints each course's versions; `npm run courses -- approve <slug> <hash start>
 * --reference <regulator's reference> --date YYYY-MM-DD` marks one approved (docs/courses.md "Versions"). Works on
 * DATABASE_URL, else the embedded database in DATA_DIR, like `npm run migrate` (which imports the files as versions).
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { reference: { type: 'string' }, date: { type: 'string' } },
});
const [command, slug, hashPrefix] = positionals;

const refusals = {
  'unknown-version': 'no version of that course starts with that hash (see `npm run courses -- list`)',
  'ambiguous-version': 'more than one version starts with that hash: give more of it',
  'already-approved': 'that version is approved already; an approval is final',
} as const;

function usage(): never {
  console.error(
    'usage: npm run courses -- list [slug]\n       npm run courses -- approve <slug> <hash start> --reference <text> --date YYYY-MM-DD',
  );
  process.exit(2);
}

if (command !== 'list' && command !== 'approve') usage();
const approvedOn = values.date && /^\d{4}-\d{2}-\d{2}$/.test(values.date) ? new Date(`${values.date}T00:00:00Z`) : null;
if (command === 'approve' && (!slug || !hashPrefix || !values.reference?.trim() || !approvedOn || isNaN(+approvedOn)))
  usage();

const db = await openDatabaseFromEnv(process.env);
try {
  if (command === 'list') {
    for (const version of await listCourseVersions(db, slug))
      console.log(
        `${versionLabel(version)}  imported ${version.importedAt.toISOString().slice(0, 10)}` +
          `${version.approvedAt ? `, approved ${version.approvedAt.toISOString().slice(0, 10)}` : ''}, ${version.enrolments} enrolled`,
      );
  } else {
    const result = await approveCourseVersion(db, {
      slug: slug!,
      hashPrefix: hashPrefix!,
      reference: values.reference!.trim(),
      approvedOn: approvedOn!,
    });
    if (!result.ok) {
      console.error(`courses approve: ${refusals[result.refusal]}`);
      process.exitCode = 1;
    } else console.log(`approved: ${versionLabel(result.version)}`);
  }
} finally {
  await db.close();
}
