import { readFileSync } from 'node:fs';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { attemptLimitNames } from '../../contracts/refusalParams';
import {
  supportMessages,
  supportScreenshotField,
  type SupportTicket,
  supportTicketListResponseSchema,
  supportTicketResponseSchema,
} from '../../contracts/support';
import { accessDeniedMessage, signInAgainMessage } from '../../server/auth/sessions';
import { attemptLimits, limitMessages, minutesToWait } from '../../server/auth/throttle';
import { hours, minutes } from '../../server/clock';
import { maxScreenshotBytes, maxScreenshotSidePx } from '../../server/support/screenshots';
import { expectRefusal, seededAccounts, type TestServer, useTestServer } from './helpers';

const t = useTestServer();
/** Support's address cannot be stored in the outbox (text refuses NUL): its mail fails, the ticket must not. */
const brokenSupportMail = useTestServer({ config: { supportEmail: 'support\u0000@example.com' } });

const supportEmail = 'support@example.com';
const browser = 'SupportTest/1.0';
/** A public-domain photo (tests/server/fixtures/faces/README.md), sent as a JPEG screenshot. */
const coffee = readFileSync(new URL('./fixtures/faces/coffee.jpg', import.meta.url));
const ticketNumberPattern = /^ST-\d{4}-\d{6}$/;
const pngMagic = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A two-frame GIF: red, then blue (only the first frame is kept). */
async function animatedGif() {
  const frames = await Promise.all(['red', 'blue'].map((c) => solid(40, 30, c).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

interface Screenshot {
  bytes: Buffer;
  filename: string;
  type: string;
}

interface TicketForm {
  topic?: string;
  message?: string;
  screenshot?: Screenshot;
  /** The screenshot before the text fields (the form asks the fields first). */
  screenshotFirst?: boolean;
  token?: string;
  /** A parent-flow token (sent without 'Bearer '). */
  parentToken?: string;
  server?: TestServer;
}

const defaultMessage = 'The video of chapter 3 stops after two minutes.';

/** A multipart ticket as the browser sends it (FormData, the fields first), through `app.inject`. */
async function postTicket(form: TicketForm) {
  const data = new FormData();
  const file = () => {
    if (!form.screenshot) return;
    const { bytes, filename, type } = form.screenshot;
    data.append(supportScreenshotField, new Blob([new Uint8Array(bytes)], { type }), filename);
  };
  if (form.screenshotFirst) file();
  if (form.topic !== undefined) data.append('topic', form.topic);
  if (form.message !== undefined) data.append('message', form.message);
  if (!form.screenshotFirst) file();
  const encoded = new Response(data);
  return (form.server ?? t).call({
    method: 'POST',
    url: apiPaths.supportTicket,
    token: form.token,
    headers: {
      'content-type': encoded.headers.get('content-type')!,
      'user-agent': browser,
      ...(form.parentToken ? { authorization: form.parentToken } : {}),
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function created(form: TicketForm): Promise<SupportTicket> {
  const res = await postTicket({ topic: 'technicalProblem', message: defaultMessage, ...form });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const parsed = supportTicketResponseSchema.parse(res.body);
  expect(parsed.status).toEqual({ success: true, message: supportMessages.created });
  return parsed.data!;
}

async function listed(token: string) {
  const res = await t.get(apiPaths.supportTicket, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  const parsed = supportTicketListResponseSchema.parse(res.body);
  expect(parsed.status).toEqual({ success: true, message: supportMessages.list });
  return parsed.data!.tickets;
}

async function student(server: TestServer = t) {
  const s = await server.createStudent({});
  const { token } = await server.login(s.email, s.password);
  return { ...s, token };
}

const storedScreenshot = async (ticketNumber: string) => {
  const [row] = await t.db.query<{ screenshot: Uint8Array | null; screenshot_type: string | null }>(
    'select screenshot, screenshot_type from support_tickets where ticket_number = $1',
    [ticketNumber],
  );
  return { png: row.screenshot ? Buffer.from(row.screenshot) : null, type: row.screenshot_type };
};

const supportMailOf = async (ticketNumber: string, server: TestServer = t) => {
  const rows = await server.db.query<{
    subject: string;
    body: string;
    attachments: { filename: string; contentType: string; base64: string }[] | null;
  }>('select subject, body, attachments from outbox where to_address = $1 and subject like $2', [
    supportEmail,
    `%${ticketNumber}%`,
  ]);
  return rows;
};

const ticketCount = async (studentId: number) =>
  (
    await t.db.query<{ n: number }>('select count(*)::int as n from support_tickets where student_id = $1', [studentId])
  )[0].n;

describe('support tickets (02 §7 support ticket)', () => {
  it('stores a ticket without a screenshot, mails support and the student, and answers the ticket', async () => {
    const s = await student();
    const ticket = await created({ token: s.token, message: `  ${defaultMessage}\n` });
    expect(ticket).toEqual({
      ticketNumber: expect.stringMatching(ticketNumberPattern),
      topic: 'technicalProblem',
      message: defaultMessage,
      hasScreenshot: false,
      status: 'open',
      createdAt: t.clock().toISOString(),
    });
    expect(ticket.ticketNumber.slice(3, 7)).toBe(String(t.clock().getUTCFullYear()));
    const [row] = await t.db.query<{ ip_address: string; user_agent: string; student_id: number }>(
      'select ip_address, user_agent, student_id from support_tickets where ticket_number = $1',
      [ticket.ticketNumber],
    );
    expect(row).toEqual({ ip_address: '127.0.0.1', user_agent: browser, student_id: s.studentId });

    const [toSupport] = await supportMailOf(ticket.ticketNumber);
    expect(toSupport.subject).toBe(`Support ticket ${ticket.ticketNumber}: technicalProblem`);
    for (const part of [ticket.ticketNumber, 'Test Student', s.email, 'technicalProblem', defaultMessage])
      expect(toSupport.body).toContain(part);
    expect(toSupport.body).toContain('Screenshot: none');
    expect(toSupport.attachments).toBeNull();
    const toStudent = await t.mailsTo(s.email);
    expect(toStudent).toHaveLength(1);
    expect(toStudent[0].subject).toContain(ticket.ticketNumber);
    expect(toStudent[0].body).toContain(ticket.ticketNumber);
  });

  it('keeps a JPEG screenshot as a PNG without metadata, and attaches it to support’s mail', async () => {
    const s = await student();
    const original = await sharp(coffee).metadata();
    const ticket = await created({
      token: s.token,
      topic: 'courseContent',
      screenshot: { bytes: coffee, filename: 'screen.jpg', type: 'image/jpeg' },
    });
    expect(ticket.hasScreenshot).toBe(true);
    const { png, type } = await storedScreenshot(ticket.ticketNumber);
    expect(type).toBe('image/png');
    expect(png!.subarray(0, 8)).toEqual(pngMagic);
    const kept = await sharp(png!).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['png', original.width, original.height]);
    expect(kept.exif).toBeUndefined();
    expect(kept.icc).toBeUndefined();

    const [toSupport] = await supportMailOf(ticket.ticketNumber);
    expect(toSupport.subject).toBe(`Support ticket ${ticket.ticketNumber}: courseContent`);
    expect(toSupport.body).toContain(`Screenshot: attached (${ticket.ticketNumber}.png)`);
    expect(toSupport.attachments).toEqual([
      { filename: `${ticket.ticketNumber}.png`, contentType: 'image/png', base64: png!.toString('base64') },
    ]);
  });

  it('keeps the first frame of a GIF, and shrinks a large screenshot to the longest side kept', async () => {
    const s = await student();
    const gif = await created({
      token: s.token,
      screenshot: { bytes: await animatedGif(), filename: 'screen.gif', type: 'image/gif' },
    });
    const frame = (await storedScreenshot(gif.ticketNumber)).png!;
    expect(await sharp(frame).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    const { channels } = await sharp(frame).stats();
    expect(channels.slice(0, 3).map((c) => Math.round(c.mean))).toEqual([255, 0, 0]);

    const wide = await solid(3000, 1500, 'white').png().toBuffer();
    const big = await created({ token: s.token, screenshot: { bytes: wide, filename: 'w.png', type: 'image/png' } });
    const kept = await sharp((await storedScreenshot(big.ticketNumber)).png!).metadata();
    expect([kept.width, kept.height]).toEqual([maxScreenshotSidePx, maxScreenshotSidePx / 2]);
  });

  it('lists the student’s own tickets newest first; another student sees none of them', async () => {
    const s = await student();
    const first = await created({ token: s.token, topic: 'payment' });
    t.clock.advance(minutes(1));
    const second = await created({
      token: s.token,
      topic: 'certificate',
      screenshot: { bytes: coffee, filename: 'c.jpg', type: 'image/jpeg' },
    });
    const tickets = await listed(s.token);
    expect(tickets).toEqual([second, first]);
    for (const ticket of tickets) expect(ticket.ticketNumber).toMatch(ticketNumberPattern);
    expect(tickets.map((x) => x.hasScreenshot)).toEqual([true, false]);

    const other = await student();
    expect(await listed(other.token)).toEqual([]);
    const own = await created({ token: other.token });
    expect(await listed(other.token)).toEqual([own]);
    expect(await listed(s.token)).toEqual([second, first]);
  });

  it('refuses a file that is not a JPEG, PNG or GIF (whatever its name says) with 400, storing nothing', async () => {
    const s = await student();
    const text = Buffer.from('This is a text file renamed to look like a screenshot.\n');
    for (const screenshot of [
      { bytes: text, filename: 'screen.png', type: 'image/png' },
      // PNG magic bytes before garbage: the content is checked, not only its first bytes.
      { bytes: Buffer.concat([pngMagic, text]), filename: 'screen.png', type: 'image/png' },
      { bytes: await solid(20, 20, 'white').webp().toBuffer(), filename: 'screen.gif', type: 'image/gif' },
    ]) {
      const res = await postTicket({ token: s.token, topic: 'other', message: defaultMessage, screenshot });
      expectRefusal(res, 400, supportMessages.notAnImage, failureCodes.validation);
    }
    expect(await ticketCount(s.studentId)).toBe(0);
    expect(await t.mailsTo(s.email)).toEqual([]);
  });

  it('refuses an oversized screenshot: 413 when the upload is cut, 400 when it decodes to too many pixels', async () => {
    const s = await student();
    const oversized = Buffer.concat([pngMagic, Buffer.alloc(maxScreenshotBytes)]);
    const cut = await postTicket({
      token: s.token,
      topic: 'other',
      message: defaultMessage,
      screenshot: { bytes: oversized, filename: 'big.png', type: 'image/png' },
    });
    expectRefusal(cut, 413, supportMessages.tooLarge, failureCodes.validation);
    // One colour compresses to a few kilobytes but declares 30 MP (above the 25 MP decoded).
    const huge = await solid(6000, 5000, 'white').png().toBuffer();
    expect(huge.length).toBeLessThan(maxScreenshotBytes);
    const pixels = await postTicket({
      token: s.token,
      topic: 'other',
      message: defaultMessage,
      screenshot: { bytes: huge, filename: 'huge.png', type: 'image/png' },
    });
    expectRefusal(pixels, 400, supportMessages.tooLarge, failureCodes.validation);
    expect(await ticketCount(s.studentId)).toBe(0);
  });

  it('refuses a short or too long message, a topic not in the list and a missing field with 400', async () => {
    const s = await student();
    for (const form of [
      { topic: 'technicalProblem', message: 'Too short' },
      // Trimmed before it is measured.
      { topic: 'technicalProblem', message: `   short   ${' '.repeat(20)}` },
      { topic: 'technicalProblem', message: 'x'.repeat(2001) },
      // Multi-byte: fits the parser's byte limit, not the contract's characters.
      { topic: 'technicalProblem', message: 'é'.repeat(2001) },
      { topic: 'billing', message: defaultMessage },
      { message: defaultMessage },
      { topic: 'technicalProblem' },
    ]) {
      const res = await postTicket({ token: s.token, ...form });
      expect(res.statusCode, JSON.stringify(form)).toBe(400);
      expect(res.body.status.code).toBe(failureCodes.validation);
      expect(res.body.status.message).toMatch(/^Invalid body: (topic|message)/);
    }
    // 2000 four-byte characters: the longest message, within the parser's field limit.
    const longest = await created({ token: s.token, message: '🚗'.repeat(1000) });
    expect(longest.message).toHaveLength(2000);
    const tooLong = await postTicket({ token: s.token, topic: 'other', message: '🚗'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    const notMultipart = await t.call({
      method: 'POST',
      url: apiPaths.supportTicket,
      token: s.token,
      payload: { topic: 'other', message: defaultMessage },
    });
    expect(notMultipart.statusCode).toBe(400);
    const screenshotFirst = await postTicket({
      token: s.token,
      topic: 'other',
      message: defaultMessage,
      screenshot: { bytes: coffee, filename: 'c.jpg', type: 'image/jpeg' },
      screenshotFirst: true,
    });
    expect(screenshotFirst.statusCode).toBe(400);
    expect(screenshotFirst.body.status.code).toBe(failureCodes.validation);
    expect(await ticketCount(s.studentId)).toBe(1);
  });

  it('needs a session (401) and refuses the parent-flow token (403)', async () => {
    const post = await postTicket({ topic: 'other', message: defaultMessage });
    expectRefusal(post, 401, signInAgainMessage, failureCodes.unauthorized);
    const list = await t.get(apiPaths.supportTicket);
    expectRefusal(list, 401, signInAgainMessage, failureCodes.unauthorized);

    const { token } = await t.login(seededAccounts.pending.email);
    const issued = await t.call({
      method: 'POST',
      url: apiPaths.parentToken,
      token,
      payload: { parentEmail: 'mom@example.com', primaryConfigCourseId: 611 },
    });
    expect(issued.statusCode, JSON.stringify(issued.body)).toBe(200);
    const parentToken: string = issued.body.data.token;
    const asParent = await postTicket({ topic: 'other', message: defaultMessage, parentToken });
    expectRefusal(asParent, 403, accessDeniedMessage, failureCodes.forbidden);
    const listAsParent = await t.call({
      method: 'GET',
      url: apiPaths.supportTicket,
      headers: { authorization: parentToken },
    });
    expectRefusal(listAsParent, 403, accessDeniedMessage, failureCodes.forbidden);
  });

  it('answers the 11th ticket within an hour with 429 and Retry-After; refused forms do not count', async () => {
    const s = await student();
    const { threshold } = attemptLimits.supportTicket;
    const bad = await postTicket({ token: s.token, topic: 'other', message: 'short' });
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < threshold; i++) {
      await created({ token: s.token, message: `${defaultMessage} (${i + 1})` });
      t.clock.advance(minutes(1));
    }
    const refused = await postTicket({ token: s.token, topic: 'other', message: defaultMessage });
    // An hour after the 10th, which was a minute ago.
    const waitMs = hours(1) - minutes(1);
    expectRefusal(refused, 429, limitMessages.emailCode(waitMs), failureCodes.rateLimited, {
      retryAfterMinutes: minutesToWait(waitMs),
      limit: attemptLimitNames.attempts,
    });
    expect(refused.headers['retry-after']).toBe(String(waitMs / 1000));
    expect(await ticketCount(s.studentId)).toBe(threshold);

    t.clock.advance(waitMs);
    await created({ token: s.token });
    expect(await ticketCount(s.studentId)).toBe(threshold + 1);
  });

  it('stores the ticket and answers 200 when a mail cannot be sent', async () => {
    const s = await student(brokenSupportMail);
    const ticket = await created({ token: s.token, server: brokenSupportMail });
    const [row] = await brokenSupportMail.db.query<{ n: number }>(
      'select count(*)::int as n from support_tickets where ticket_number = $1',
      [ticket.ticketNumber],
    );
    expect(row.n).toBe(1);
    // Support's mail was never stored (the failure was logged); the student's confirmation still went out.
    expect(
      await brokenSupportMail.db.query('select 1 from outbox where subject like $1', ['Support ticket %']),
    ).toEqual([]);
    expect((await brokenSupportMail.mailsTo(s.email)).map((m) => m.subject)).toEqual([
      expect.stringContaining(ticket.ticketNumber),
    ]);
  });

  it('deletes the tickets with the student', async () => {
    const s = await student();
    await created({ token: s.token });
    await created({ token: s.token, screenshot: { bytes: coffee, filename: 'c.jpg', type: 'image/jpeg' } });
    expect(await ticketCount(s.studentId)).toBe(2);
    await t.db.query('delete from students where student_id = $1', [s.studentId]);
    expect(await ticketCount(s.studentId)).toBe(0);
  });
});
