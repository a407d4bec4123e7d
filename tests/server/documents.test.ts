import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import {
  documentCatalogResponseSchema,
  documentDecisionResponseSchema,
  documentFailureCodes,
  documentFileField,
  documentLimits,
  documentMessages,
  type DocumentRange,
  documentRangeResponseSchema,
} from '../../contracts/documents';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { canReplaceDocuments, documentsState } from '../../server/admission/documents';
import { accessDeniedMessage } from '../../server/auth/sessions';
import { arizonaCourseId } from '../../server/seed';
import { expectRefusal, seededAccounts, useTestServer } from './helpers';

const adminKey = 'documents-test-key';
const t = useTestServer({ config: { adminKey } });
const operator = { 'x-admin-key': adminKey };

/** The smallest valid PDF: one empty page (a literal, as the e2e test sends it). */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n' +
    'trailer<</Size 4/Root 1 0 R>>\nstartxref\n170\n%%EOF\n',
);

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2060a0' } });

interface FileSpec {
  bytes: Buffer;
  filename: string;
  type: string;
}

interface Student {
  studentId: number;
  email: string;
  token: string;
  studentCourseId: number;
}

/** A student with a paid course (the Arizona one by default). */
async function student(configCourseId = arizonaCourseId): Promise<Student> {
  const s = await t.createStudent({});
  const [course] = await t.db.query<{ student_course_id: number }>(
    `insert into student_courses (student_id, config_course_id, status, purchased_at) values ($1, $2, 'Active', $3)
     returning student_course_id`,
    [s.studentId, configCourseId, t.clock()],
  );
  const { token } = await t.login(s.email, s.password);
  return { ...s, token, studentCourseId: course.student_course_id };
}

/** A multipart save as the browser sends it (FormData: the fields, then the file). */
async function postDocument(
  s: { token: string; studentCourseId: number },
  file: FileSpec,
  documentType = 'governmentId',
  studentCourseId = s.studentCourseId,
) {
  const data = new FormData();
  data.append('studentCourseId', String(studentCourseId));
  data.append('documentType', documentType);
  data.append(documentFileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const encoded = new Response(data);
  return t.call({
    method: 'POST',
    url: apiPaths.studentDocument,
    token: s.token,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function filed(s: Student, file: FileSpec, documentType = 'governmentId'): Promise<DocumentRange> {
  const res = await postDocument(s, file, documentType);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const parsed = documentRangeResponseSchema.parse(res.body);
  expect(parsed.status).toEqual({ success: true, message: documentMessages.filed });
  return parsed.data!;
}

const rangeOf = async (s: { token: string }, studentCourseId?: number) =>
  t.get(`${apiPaths.documentRange}${studentCourseId ? `?studentCourseId=${studentCourseId}` : ''}`, s.token);

const png = async () => ({ bytes: await solid(64, 48).png().toBuffer(), filename: 'licence.png', type: 'image/png' });

const expectFormatRefused = (res: { statusCode: number; body: unknown }) =>
  expectRefusal(res, 400, documentMessages.format, documentFailureCodes.format);

const decide = (documentId: number, body: Record<string, unknown>, headers: Record<string, string> = operator) =>
  t.call({ method: 'POST', url: `${apiPaths.adminDocuments}/${documentId}/decision`, headers, payload: body });

describe('document catalog and range list', () => {
  it('answers the Arizona course its two documents, the formats and the limit', async () => {
    const s = await student();
    const res = await t.get(`${apiPaths.documentCatalog}?studentCourseId=${s.studentCourseId}`, s.token);
    expect(res.statusCode).toBe(200);
    const catalog = documentCatalogResponseSchema.parse(res.body).data!;
    expect(catalog.documents.map((d) => d.documentType)).toEqual(['citation', 'governmentId']);
    expect(catalog.acceptedTypes).toEqual(['image/jpeg', 'image/png', 'image/gif', 'application/pdf']);
    expect(catalog.maxBytes).toBe(documentLimits.maxBytes);
    // Without a course: the newest paid one that requires documents.
    const newest = await t.get(apiPaths.documentCatalog, s.token);
    expect(documentCatalogResponseSchema.parse(newest.body).data!.studentCourseId).toBe(s.studentCourseId);
    const range = documentRangeResponseSchema.parse((await rangeOf(s)).body).data!;
    expect(range).toEqual({
      studentCourseId: s.studentCourseId,
      documents: [],
      allFiled: false,
      allApproved: false,
      canReplace: true,
    });
  });

  it('answers a course without an admission rule no documents, and 404 without such a course', async () => {
    const s = await student(611);
    const res = await t.get(`${apiPaths.documentCatalog}?studentCourseId=${s.studentCourseId}`, s.token);
    expect(documentCatalogResponseSchema.parse(res.body).data!.documents).toEqual([]);
    expectRefusal(
      await t.get(apiPaths.documentCatalog, s.token),
      404,
      documentMessages.noCourse,
      documentFailureCodes.noCourse,
    );
    expectRefusal(
      await postDocument(s, await png()),
      400,
      documentMessages.notRequired,
      documentFailureCodes.notRequired,
    );
  });

  it('has the seeded azstudent paid for 913 with nothing filed', async () => {
    const { token } = await t.login(seededAccounts.azStudent.email);
    const range = documentRangeResponseSchema.parse((await rangeOf({ token })).body).data!;
    expect(range.documents).toEqual([]);
    expect(range.canReplace).toBe(true);
  });
});

describe('filing a document', () => {
  it('re-encodes a photo without its metadata, upright, and serves it to its owner as a download', async () => {
    const s = await student();
    // A JPEG that says "rotate 90°" in its EXIF, with a camera model in it.
    const bytes = await solid(80, 40)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Model: 'Spy Camera 3000' } } })
      .toBuffer();
    const range = await filed(s, { bytes, filename: '../../etc/passwd\u202E.jpg', type: 'application/pdf' });
    const [doc] = range.documents;
    expect(doc).toMatchObject({ documentType: 'governmentId', status: 'filed', contentType: 'image/jpeg' });
    expect(doc.originalName).toBe('passwd.jpg');
    const res = await t.call({ method: 'GET', url: `${apiPaths.studentDocument}/${doc.documentId}`, token: s.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="passwd.jpg"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const stored = await sharp(res.rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([40, 80]);
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(res.rawPayload.includes(Buffer.from('Spy Camera'))).toBe(false);
  });

  it('keeps a GIF as PNG and a PDF as sent', async () => {
    const s = await student();
    const gif = await solid(30, 20).gif().toBuffer();
    const afterGif = await filed(s, { bytes: gif, filename: 'citation.gif', type: 'image/gif' }, 'citation');
    expect(afterGif.documents[0].contentType).toBe('image/png');
    const range = await filed(s, { bytes: tinyPdf, filename: 'licence.pdf', type: 'application/pdf' });
    expect(range.allFiled).toBe(true);
    const pdf = range.documents.find((d) => d.documentType === 'governmentId')!;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', sizeBytes: tinyPdf.length });
    const res = await t.call({ method: 'GET', url: `${apiPaths.studentDocument}/${pdf.documentId}`, token: s.token });
    expect(res.headers['content-type']).toBe('application/pdf');
    // A student's PDF is never opened in the site's origin: saved, not shown, and never sniffed.
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="licence.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(tinyPdf)).toBe(true);
    expect(await documentsState(t.db, s.studentCourseId)).toEqual({
      byType: { citation: 'filed', governmentId: 'filed' },
      required: ['citation', 'governmentId'],
      allFiled: true,
      allApproved: false,
      canReplace: true,
    });
  });

  it('replaces a filed document: one current document per type, with a new id', async () => {
    const s = await student();
    const first = (await filed(s, await png())).documents[0];
    const second = (await filed(s, { bytes: tinyPdf, filename: 'again.pdf', type: 'application/pdf' })).documents;
    expect(second).toHaveLength(1);
    expect(second[0].documentId).not.toBe(first.documentId);
    const [{ n }] = await t.db.query<{ n: number }>(
      'select count(*)::int as n from student_document_contents where student_document_id = $1',
      [first.documentId],
    );
    expect(n).toBe(0);
  });

  it('refuses a renamed executable, whatever its name and declared type', async () => {
    const s = await student();
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200, 0)]);
    expectFormatRefused(await postDocument(s, { bytes: elf, filename: 'photo.jpg', type: 'image/jpeg' }));
    const mz = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
    expectFormatRefused(await postDocument(s, { bytes: mz, filename: 'photo.jpg', type: 'image/jpeg' }));
  });

  it('refuses a text file named .pdf, and content that is no allowed image or PDF', async () => {
    const s = await student();
    const text = Buffer.from('This is my citation, honestly.\n');
    expectFormatRefused(await postDocument(s, { bytes: text, filename: 'citation.pdf', type: 'application/pdf' }));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectFormatRefused(await postDocument(s, { bytes: svg, filename: 'licence.png', type: 'image/png' }));
    const webp = await solid(20, 20).webp().toBuffer();
    expectFormatRefused(await postDocument(s, { bytes: webp, filename: 'licence.png', type: 'image/png' }));
    // A PNG header with nothing behind it, and a PDF that never ends.
    const cut = (await solid(40, 40).png().toBuffer()).subarray(0, 60);
    expectFormatRefused(await postDocument(s, { bytes: cut, filename: 'licence.png', type: 'image/png' }));
    const endless = tinyPdf.subarray(0, tinyPdf.length - 7);
    expectFormatRefused(await postDocument(s, { bytes: endless, filename: 'c.pdf', type: 'application/pdf' }));
    // A PDF that runs a script when opened.
    const scripted = Buffer.from(
      tinyPdf.toString('latin1').replace('/Type/Catalog', '/Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>'),
      'latin1',
    );
    expectFormatRefused(await postDocument(s, { bytes: scripted, filename: 'c.pdf', type: 'application/pdf' }));
    expect(documentRangeResponseSchema.parse((await rangeOf(s)).body).data!.documents).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and says so', async () => {
    const s = await student();
    const big = Buffer.concat([tinyPdf, Buffer.alloc(documentLimits.maxBytes, 0x20)]);
    expectRefusal(
      await postDocument(s, { bytes: big, filename: 'huge.pdf', type: 'application/pdf' }),
      413,
      documentMessages.tooLarge,
      documentFailureCodes.tooLarge,
    );
  });

  it('refuses a form without a file or with an unknown type', async () => {
    const s = await student();
    const data = new FormData();
    data.append('studentCourseId', String(s.studentCourseId));
    data.append('documentType', 'passport');
    const encoded = new Response(data);
    const res = await t.call({
      method: 'POST',
      url: apiPaths.studentDocument,
      token: s.token,
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    });
    expect(res.statusCode).toBe(400);
    expect(res.body.status.code).toBe(failureCodes.validation);
  });
});

describe('only the owner', () => {
  it("cannot list, read or file another student's documents", async () => {
    const owner = await student();
    const doc = (await filed(owner, await png())).documents[0];
    const other = await student();
    expectRefusal(await rangeOf(other, owner.studentCourseId), 403, accessDeniedMessage, failureCodes.forbidden);
    expectRefusal(
      await t.get(`${apiPaths.documentCatalog}?studentCourseId=${owner.studentCourseId}`, other.token),
      403,
      accessDeniedMessage,
      failureCodes.forbidden,
    );
    expectRefusal(
      await t.get(`${apiPaths.studentDocument}/${doc.documentId}`, other.token),
      403,
      accessDeniedMessage,
      failureCodes.forbidden,
    );
    expectRefusal(
      await postDocument({ token: other.token, studentCourseId: owner.studentCourseId }, await png()),
      403,
      accessDeniedMessage,
      failureCodes.forbidden,
    );
    // Their own list is empty; the owner's document is unchanged.
    expect(documentRangeResponseSchema.parse((await rangeOf(other)).body).data!.documents).toEqual([]);
    expect(documentRangeResponseSchema.parse((await rangeOf(owner)).body).data!.documents).toEqual([doc]);
    // Without a session: 401.
    expect((await t.get(`${apiPaths.studentDocument}/${doc.documentId}`)).statusCode).toBe(401);
  });
});

describe("support's decision", () => {
  it('approves: the student is mailed, sees it, and the approved document can no longer be replaced', async () => {
    const s = await student();
    const doc = (await filed(s, await png())).documents[0];
    const res = await decide(doc.documentId, { outcome: 'approved', decidedBy: 'JD' });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(documentDecisionResponseSchema.parse(res.body).data).toMatchObject({ status: 'approved' });
    const mails = await t.mailsTo(s.email);
    expect(mails.at(-1)?.subject).toBe('Your document was approved');
    expect(mails.at(-1)?.body).toContain('Arizona Defensive Driving School');
    const range = documentRangeResponseSchema.parse((await rangeOf(s)).body).data!;
    expect(range.documents[0]).toMatchObject({ status: 'approved', declineReason: null });
    expectRefusal(await postDocument(s, await png()), 409, documentMessages.locked, documentFailureCodes.locked);
    // Decided once: a second decision is refused.
    expectRefusal(
      await decide(doc.documentId, { outcome: 'declined', reason: 'Blurry' }),
      409,
      documentMessages.notFiled,
      documentFailureCodes.notFiled,
    );
  });

  it('declines with a reason: mailed, shown, and the student files it again', async () => {
    const s = await student();
    const doc = (await filed(s, await png(), 'citation')).documents[0];
    expect((await decide(doc.documentId, { outcome: 'declined' })).statusCode).toBe(400);
    const res = await decide(doc.documentId, { outcome: 'declined', reason: 'The citation number is not readable.' });
    expect(res.statusCode).toBe(200);
    const mail = (await t.mailsTo(s.email)).at(-1)!;
    expect(mail.subject).toBe('Your document was declined');
    expect(mail.body).toContain('The citation number is not readable.');
    const range = documentRangeResponseSchema.parse((await rangeOf(s)).body).data!;
    expect(range.documents[0]).toMatchObject({
      status: 'declined',
      declineReason: 'The citation number is not readable.',
    });
    expect((await documentsState(t.db, s.studentCourseId)).byType).toEqual({
      citation: 'declined',
      governmentId: 'missing',
    });
    const again = await filed(s, { bytes: tinyPdf, filename: 'citation.pdf', type: 'application/pdf' }, 'citation');
    expect(again.documents[0]).toMatchObject({ status: 'filed', declineReason: null });
  });

  it('refuses any filing once eligibility is decided', async () => {
    const s = await student();
    await filed(s, await png());
    expect(await canReplaceDocuments(t.db, s.studentCourseId)).toBe(true);
    await t.db.query(
      `insert into eligibility_decisions (student_course_id, outcome, affirmation, decided_at) values ($1, 'approved', '{}', $2)`,
      [s.studentCourseId, t.clock()],
    );
    expect(await canReplaceDocuments(t.db, s.studentCourseId)).toBe(false);
    expectRefusal(await postDocument(s, await png()), 409, documentMessages.locked, documentFailureCodes.locked);
    expectRefusal(
      await postDocument(s, await png(), 'citation'),
      409,
      documentMessages.locked,
      documentFailureCodes.locked,
    );
    expect(documentRangeResponseSchema.parse((await rangeOf(s)).body).data!.canReplace).toBe(false);
  });

  it('is behind the admin key; operators list and read the filed documents', async () => {
    const s = await student();
    const doc = (await filed(s, await png())).documents[0];
    expectRefusal(
      await decide(doc.documentId, { outcome: 'approved' }, { 'x-admin-key': 'guess' }),
      403,
      accessDeniedMessage,
      failureCodes.forbidden,
    );
    expect((await decide(doc.documentId, { outcome: 'approved' }, {})).statusCode).toBe(403);
    // A student's token is no admin key.
    expect((await t.call({ method: 'GET', url: apiPaths.adminDocuments, token: s.token })).statusCode).toBe(403);
    const list = await t.call({ method: 'GET', url: apiPaths.adminDocuments, headers: operator });
    expect(list.statusCode).toBe(200);
    expect(list.body.data.documents.map((d: { documentId: number }) => d.documentId)).toContain(doc.documentId);
    const content = await t.call({
      method: 'GET',
      url: `${apiPaths.adminDocuments}/${doc.documentId}`,
      headers: operator,
    });
    expect(content.headers['content-type']).toBe('image/png');
    // Support's copy too: a download, never opened in the site's origin.
    expect(content.headers['content-disposition']).toMatch(/^attachment; /);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect((await decide(999_999, { outcome: 'approved' })).statusCode).toBe(404);
  });
});
