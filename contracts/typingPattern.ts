import * as z from 'zod/mini';

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
  z.refine((s) => s.keyUps.every((up, i) => up > s.keyDowns[i]), { message: 'each key goes up after it went down' }),
);
export type TypingSample = z.infer<typeof typingSampleSchema>;

// ---- Enrolment: POST { studentCourseId, samples } ----
export const typingEnrolRequestSchema = z.object({
  studentCourseId: id(),
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

// ---- Verification: POST { studentCourseId, sample } ----
export const typingVerifyRequestSchema = z.object({ studentCourseId: id(), sample: typingSampleSchema });
export type TypingVerifyRequest = z.infer<typeof typingVerifyRequestSchema>;

export const typingVerdictSchema = z.object({ match: z.boolean() });
export type TypingVerdict = z.infer<typeof typingVerdictSchema>;
