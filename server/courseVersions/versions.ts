import type { Db, Queryable } from '../db/types';

/** A course version as a school sees it (docs/courses.md "Versions"). */
export interface CourseVersion {
  courseVersionId: number;
  slug: string;
  contentHash: string;
  importedAt: Date;
  approvedAt: Date | null;
  approvalReference: string | null;
  /** Student courses pinned to it. */
  enrolments: number;
}

interface VersionRow {
  course_version_id: number;
  slug: string;
  content_hash: string;
  imported_at: Date | string;
  approved_at: Date | string | null;
  approval_reference: string | null;
  enrolments: number;
}

const toVersion = (row: VersionRow): CourseVersion => ({
  courseVersionId: row.course_version_id,
  slug: row.slug,
  contentHash: row.content_hash,
  importedAt: new Date(row.imported_at),
  approvedAt: row.approved_at === null ? null : new Date(row.approved_at),
  approvalReference: row.approval_reference,
  enrolments: row.enrolments,
});

const selectVersions = `select v.*, (select count(*)::int from student_courses sc where sc.course_version_id = v.course_version_id)
  as enrolments from course_versions v`;

/** Every version of a course (or of all courses), newest first. */
export async function listCourseVersions(db: Queryable, slug?: string): Promise<CourseVersion[]> {
  const rows = await db.query<VersionRow>(
    `${selectVersions} where $1::text is null or v.slug = $1 order by v.slug, v.imported_at desc, v.course_version_id desc`,
    [slug ?? null],
  );
  return rows.map(toVersion);
}

/** How a version is printed on a certificate and shown to staff: the course, the hash's start and its approval. */
export const versionLabel = (version: Pick<CourseVersion, 'slug' | 'contentHash' | 'approvalReference'>) =>
  `${version.slug} ${version.contentHash.slice(0, 12)}${version.approvalReference ? ` (approved: ${version.approvalReference})` : ' (draft)'}`;

/** The label of one version, by id. */
export async function versionLabelOf(db: Queryable, courseVersionId: number): Promise<string> {
  const [row] = await db.query<VersionRow>(`${selectVersions} where v.course_version_id = $1`, [courseVersionId]);
  return versionLabel(toVersion(row));
}

export type ApprovalRefusal = 'unknown-version' | 'ambiguous-version' | 'already-approved';

/**
 * Marks a version approved with the regulator's reference and date. The version is named by its course and the start
 * of its hash (as `npm run courses -- list` prints it); an approval is final, so a second one is refused.
 */
export async function approveCourseVersion(
  db: Db,
  input: { slug: string; hashPrefix: string; reference: string; approvedOn: Date },
): Promise<{ ok: true; version: CourseVersion } | { ok: false; refusal: ApprovalRefusal }> {
  return db.transaction(async (tx) => {
    const matches = await tx.query<VersionRow>(
      `${selectVersions} where v.slug = $1 and v.content_hash like $2 || '%' for update of v`,
      [input.slug, input.hashPrefix.toLowerCase()],
    );
    if (matches.length === 0) return { ok: false, refusal: 'unknown-version' };
    if (matches.length > 1) return { ok: false, refusal: 'ambiguous-version' };
    if (matches[0].approved_at !== null) return { ok: false, refusal: 'already-approved' };
    const [row] = await tx.query<VersionRow>(
      `update course_versions v set approved_at = $2, approval_reference = $3 where course_version_id = $1
       returning v.*, 0 as enrolments`,
      [matches[0].course_version_id, input.approvedOn, input.reference],
    );
    return { ok: true, version: { ...toVersion(row), enrolments: matches[0].enrolments } };
  });
}
