import type { CameraFootprintKind, IdentityPhoto, IdentityPhotoStatus } from '../../../contracts/webcam';
import type { Queryable } from '../../db/types';
import type { Footprint } from '../checkRecords';

/* The webcam check's rows (migration 0014): every photo of a check, and the camera footprints. */

/** Most photos one list answers: a day's queue, not a table dump (support works from the newest). */
export const maxListedPhotos = 200;

export interface NewPhoto {
  studentId: number;
  studentCourseId: number;
  checkId: number;
  jpeg: Buffer;
  faceCount: number;
  embedding: number[] | null;
  similarity: number | null;
  status: IdentityPhotoStatus;
}

export async function savePhoto(db: Queryable, photo: NewPhoto, footprint: Footprint, now: Date) {
  const [row] = await db.query<{ identity_photo_id: number }>(
    `insert into identity_photos (student_id, student_course_id, identity_check_id, photo, face_count, embedding,
       similarity, status, taken_at, ip_address, user_agent)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11) returning identity_photo_id`,
    [
      photo.studentId,
      photo.studentCourseId,
      photo.checkId,
      photo.jpeg,
      photo.faceCount,
      photo.embedding ? JSON.stringify(photo.embedding) : null,
      photo.similarity,
      photo.status,
      now,
      footprint.ipAddress,
      footprint.userAgent,
    ],
  );
  return row.identity_photo_id;
}

/** The face of the student's enrolment photo (null: no enrolment photo yet). */
export async function enrolmentEmbeddingOf(db: Queryable, studentId: number): Promise<number[] | null> {
  const [row] = await db.query<{ embedding: number[] }>(
    `select embedding from identity_photos where student_id = $1 and status = 'enrolment'`,
    [studentId],
  );
  return row?.embedding ?? null;
}

/** Photos of a check that showed no single face. */
export async function retakesInCheck(db: Queryable, checkId: number) {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from identity_photos where identity_check_id = $1 and status = 'retake'`,
    [checkId],
  );
  return row.n;
}

interface PhotoRow {
  identity_photo_id: number;
  student_course_id: number;
  student_id: number;
  taken_at: Date;
  similarity: number | null;
  face_count: number;
  status: IdentityPhotoStatus;
}

const photoColumns = 'identity_photo_id, student_course_id, student_id, taken_at, similarity, face_count, status';

const photoOf = (row: PhotoRow): IdentityPhoto => ({
  photoId: row.identity_photo_id,
  studentCourseId: row.student_course_id,
  studentId: row.student_id,
  takenAt: new Date(row.taken_at).toISOString(),
  similarity: row.similarity === null ? null : Number(row.similarity),
  faceCount: row.face_count,
  status: row.status,
});

export async function photosWithStatus(db: Queryable, status: IdentityPhotoStatus): Promise<IdentityPhoto[]> {
  const rows = await db.query<PhotoRow>(
    `select ${photoColumns} from identity_photos where status = $1
     order by taken_at desc, identity_photo_id desc limit $2`,
    [status, maxListedPhotos],
  );
  return rows.map(photoOf);
}

/** One photo's record, locked for a decision. */
export async function photoForUpdate(db: Queryable, photoId: number): Promise<IdentityPhoto | null> {
  const [row] = await db.query<PhotoRow>(
    `select ${photoColumns} from identity_photos where identity_photo_id = $1 for update`,
    [photoId],
  );
  return row ? photoOf(row) : null;
}

/** The kept JPEG (null: no such photo). */
export async function photoJpeg(db: Queryable, photoId: number): Promise<Buffer | null> {
  const [row] = await db.query<{ photo: Uint8Array }>(
    'select photo from identity_photos where identity_photo_id = $1',
    [photoId],
  );
  // PGlite answers a Uint8Array, node-postgres a Buffer.
  return row ? Buffer.from(row.photo) : null;
}

export async function recordDecision(
  db: Queryable,
  photoId: number,
  status: 'approved' | 'rejected',
  note: string,
  now: Date,
) {
  await db.query(
    'update identity_photos set status = $2, reviewed_at = $3, review_note = $4 where identity_photo_id = $1',
    [photoId, status, now, note],
  );
}

export async function saveFootprint(
  db: Queryable,
  record: { studentId: number; studentCourseId: number; kind: CameraFootprintKind; chapterId: number | null },
  footprint: Footprint,
  now: Date,
) {
  await db.query(
    `insert into student_footprints (student_id, student_course_id, kind, chapter_id, recorded_at, ip_address, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      record.studentId,
      record.studentCourseId,
      record.kind,
      record.chapterId,
      now,
      footprint.ipAddress,
      footprint.userAgent,
    ],
  );
}
