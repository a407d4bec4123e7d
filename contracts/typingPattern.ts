import * as z from 'zod/mini';

import { envelope } from './envelope';
import { isoInstant } from './instants';
import { id } from './primitives';

/*
 * Typing-pattern identity check (research/state-rules.md §3): the student types a fixed phrase, the browser sends
 * only when each key went down and up, and the server compares the rhythm with the student's enrolment. The typed
 * text itself is never sent: the browser only sends a sample once the text equals the phrase.
 */

/** The phrase every student types: no secret, letters and spaces only (no shift key, no layout differences). */
export const typingPhrase = 'safe drivers look twice at every corner';

/** A sample is one try at the phrase: far more than a slow typist needs, small enough to stay a typing rhythm. */
export const maxTypingSampleMs = 60_000;
/** Enrolment samples: three at registration (one outlier can then be told apart), two more allowed on re-asks. */
export const minTypingEnrolSamples = 3;
export const maxTypingEnrolSamples = 5;

/** Milliseconds since the sample's first keydown (`event.timeStamp`: a high-resolution clock keeps the rhythm). */
const typingInstant = () => z.number().check(z.minimum(0), z.maximum(maxTypingSampleMs));
/** One instant per character of the phrase, in the order typed. */
const perKey = () => z.array(typingInstant()).check(z.length(typingPhrase.length));

export const typingSampleSchema = z.object({ keyDowns: perKey(), keyUps: perKey() }).check(
  z.refine((s) => s.keyDowns[0] === 0, { message: 'keyDowns are counted from the first keydown' }),
  z.refine((s) => s.keyDowns.every((down, i) => i === 0 || down >= s.keyDowns[i - 1]), {
    message: 'keys go down in the order of the phrase',
  }),
  // Equal is allowed: a fast key (or an automated test's) can go down and up within the clock's resolution.
  z.refine((s) => s.keyUps.every((up, i) => up >= s.keyDowns[i]), { message: 'each key goes up after it went down' }),
);
export type TypingSample = z.infer<typeof typingSampleSchema>;

// ---- Enrolment: POST { studentCourseId, samples } ----
export const typingEnrolRequestSchema = z.object({
  studentCourseId: id(),
  /** The chapter being launched (the enrolment is its verification); omitted: before the final exam. */
  chapterNumber: z.optional(z.int().check(z.positive(), z.maximum(200))),
  samples: z.array(typingSampleSchema).check(z.minLength(minTypingEnrolSamples), z.maxLength(maxTypingEnrolSamples)),
});
export type TypingEnrolRequest = z.infer<typeof typingEnrolRequestSchema>;

/** Told apart by the literal `outcome`. */
export const typingEnrolmentSchema = z.union([
  z.object({ outcome: z.literal('enrolled') }),
  /** One sample is unlike the others (a pause, a slip): the student types that one again. */
  z.object({ outcome: z.literal('sampleAgain'), sampleIndex: z.int().check(z.nonnegative()) }),
]);
export type TypingEnrolment = z.infer<typeof typingEnrolmentSchema>;
export const typingEnrolmentResponseSchema = envelope(typingEnrolmentSchema);

// ---- A typing check (typing-pattern-verification): POST { studentCourseId, chapterNumber? } starts or resumes it ----
export const typingCheckRequestSchema = z.object({
  studentCourseId: id(),
  /** The chapter being launched; omitted: before the final exam. */
  chapterNumber: z.optional(z.int().check(z.positive(), z.maximum(200))),
});

/** A plain union told apart by `status`. */
export const typingCheckSchema = z.union([
  z.object({
    status: z.literal('open'),
    checkId: id(),
    /** When the sample is due (none in time counts as a mismatch); null: no limit. */
    deadline: z.nullable(isoInstant()),
    serverNow: isoInstant(),
    /** Mismatches the rule still allows before the check fails (this try included). */
    mismatchesLeft: z.int().check(z.nonnegative()),
  }),
  z.object({ status: z.literal('notDue') }),
  /** No template yet: typing-pattern-save first. */
  z.object({ status: z.literal('setupDue') }),
  z.object({ status: z.literal('locked'), lockedUntil: z.nullable(isoInstant()) }),
  z.object({ status: z.literal('courseFailed') }),
]);
export type TypingCheck = z.infer<typeof typingCheckSchema>;
export const typingCheckResponseSchema = envelope(typingCheckSchema);

// ---- Verification: PUT { studentCourseId, checkId, sample } (sample null: the time ran out) ----
export const typingVerifyRequestSchema = z.object({
  studentCourseId: id(),
  checkId: id(),
  sample: z.nullable(typingSampleSchema),
});
export type TypingVerifyRequest = z.infer<typeof typingVerifyRequestSchema>;

/** typing-verification-message: the outcome, in words on the page. */
export const typingVerdictSchema = z.union([
  z.object({ outcome: z.literal('verified') }),
  z.object({ outcome: z.literal('mismatch'), timedOut: z.boolean(), mismatchesLeft: z.int().check(z.positive()) }),
  z.object({ outcome: z.literal('locked'), timedOut: z.boolean(), lockedUntil: z.nullable(isoInstant()) }),
  z.object({ outcome: z.literal('courseFailed'), timedOut: z.boolean() }),
]);
export type TypingVerdict = z.infer<typeof typingVerdictSchema>;
export const typingVerdictResponseSchema = envelope(typingVerdictSchema);
