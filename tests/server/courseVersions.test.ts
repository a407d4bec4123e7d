import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { CourseFolder } from '../../server/courseFiles/courseFolder';
import { shippedCourses } from '../../server/courseFiles/courseLibrary';
import { importCourseVersion } from '../../server/courseVersions/importVersion';
import { approveCourseVersion, listCourseVersions } from '../../server/courseVersions/versions';
import type { Db } from '../../server/db/types';
import { demoCourseId, identityDemoCourseId, seededCourseRules } from '../../server/seed';
import { seededGraduateCode } from '../../server/seed/learners';
import { insertStudent } from '../../server/seed/students';
import { createTestDb, uniqueEmail } from './helpers';

/* docs/courses.md "Versions": an import is an immutable version; a student keeps the version they enrolled in. */

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await createTestDb()));
afterAll(() => close());

const demo = () => shippedCourses().find((course) => course.manifest.configCourseIds.includes(demoCourseId))!;
const rulesOf = (id: number) => seededCourseRules[id];

/** The demo course with its first paragraph reworded: a release that changed the text. */
function editedDemo(words: string): CourseFolder {
  const course = structuredClone(demo());
  course.texts.en[0].sections[0].paragraphs[0] = words;
  return course;
}

async function enrol(configCourseId = demoCourseId) {
  const studentId = await insertStudent(
    db,
    {
      email: uniqueEmail('version'),
      firstName: 'Ana',
      lastName: 'Lee',
      status: 'Active',
      isVerified: true,
      isPersonalInfoPending: false,
      isEligible: true,
    },
    'not a password hash',
  );
  const [row] = await db.query<{ student_course_id: number; course_version_id: number }>(
    `insert into student_courses (student_id, config_course_id, status) values ($1, $2, 'PaymentPending')
     returning student_course_id, course_version_id`,
    [studentId, configCourseId],
  );
  return row;
}

const firstParagraph = async (courseVersionId: number) => {
  const [row] = await db.query<{ paragraph: string }>(
    `select t.content->'sections'->0->'paragraphs'->>0 as paragraph from course_chapter_contents t
     join course_chapters ch on ch.chapter_id = t.chapter_id
     where t.course_version_id = $1 and ch.config_course_id = $2 and ch.position = 1 and t.language = 'en'`,
    [courseVersionId, demoCourseId],
  );
  return row.paragraph;
};

describe('course versions', () => {
  it('imports each shipped course once, however often the seed runs', async () => {
    const versions = await listCourseVersions(db);
    expect(versions.map((v) => v.slug).sort()).toEqual(
      shippedCourses()
        .map((c) => c.manifest.slug)
        .sort(),
    );
    const again = await db.transaction((tx) => importCourseVersion(tx, demo(), rulesOf, new Date()));
    expect(again.created).toBe(false);
    expect(await listCourseVersions(db)).toHaveLength(versions.length);
  });

  it('keeps an enrolled student on their version when a new one is imported, and enrols new students in it', async () => {
    const before = await enrol();
    const first = await listCourseVersions(db, 'demo-990');
    expect(before.course_version_id).toBe(first[0].courseVersionId);

    const next = await db.transaction((tx) =>
      importCourseVersion(tx, editedDemo('A reworded first paragraph.'), rulesOf, new Date(Date.now() + 1000)),
    );
    expect(next.created).toBe(true);
    const after = await enrol();
    const alsoTeaching = await enrol(identityDemoCourseId);
    expect(after.course_version_id).toBe(next.courseVersionId);
    expect(alsoTeaching.course_version_id).toBe(next.courseVersionId);

    expect(await firstParagraph(before.course_version_id)).toBe(demo().texts.en[0].sections[0].paragraphs[0]);
    expect(await firstParagraph(after.course_version_id)).toBe('A reworded first paragraph.');
    const [kept] = await db.query<{ course_version_id: number }>(
      'select course_version_id from student_courses where student_course_id = $1',
      [before.student_course_id],
    );
    expect(kept.course_version_id).toBe(first[0].courseVersionId);
  });

  it('refuses to move a student course to another version', async () => {
    const { student_course_id } = await enrol();
    const [other] = await listCourseVersions(db, 'california-611');
    await expect(
      db.query('update student_courses set course_version_id = $2 where student_course_id = $1', [
        student_course_id,
        other.courseVersionId,
      ]),
    ).rejects.toThrow(/keeps its course version/);
  });

  it('enrols new students in the approved version rather than a newer draft', async () => {
    const [newest, older] = await listCourseVersions(db, 'demo-990');
    const refusedPrefix = await approveCourseVersion(db, {
      slug: 'demo-990',
      hashPrefix: 'zz',
      reference: 'DMV E0001',
      approvedOn: new Date('2026-11-30'),
    });
    expect(refusedPrefix).toEqual({ ok: false, refusal: 'unknown-version' });

    const approved = await approveCourseVersion(db, {
      slug: 'demo-990',
      hashPrefix: older.contentHash.slice(0, 12),
      reference: 'DMV E0001',
      approvedOn: new Date('2026-11-30'),
    });
    expect(approved).toMatchObject({ ok: true, version: { approvalReference: 'DMV E0001' } });
    expect((await enrol()).course_version_id).toBe(older.courseVersionId);
    expect(newest.approvedAt).toBeNull();

    const twice = await approveCourseVersion(db, {
      slug: 'demo-990',
      hashPrefix: older.contentHash.slice(0, 12),
      reference: 'DMV E0002',
      approvedOn: new Date('2026-12-01'),
    });
    expect(twice).toEqual({ ok: false, refusal: 'already-approved' });
  });

  it('prints on a certificate the version its student was taught', async () => {
    const [certificate] = await db.query<{ course_version: string }>(
      'select course_version from certificates where verification_code = $1',
      [seededGraduateCode],
    );
    const [taught] = await listCourseVersions(db, 'california-611');
    expect(certificate.course_version).toBe(`california-611 ${taught.contentHash.slice(0, 12)} (draft)`);
  });
});
