import type { CourseRules } from '../../contracts/courseRules';
import { nextLocalMidnight, startOfLocalDay } from './zonedTime';

/*
 * Seat-time crediting, the server's authority (docs/decisions.md, "Course taking"): what a time update may add, decided
 * from the records alone. The student's study window opens at a chapter launch (after a pause) and never credits more
 * than the wall-clock time since it opened, across tabs, devices and courses: two tabs never count double, a forged
 * claim gains nothing, and time kept offline still fits when it arrives late. Breaks, the daily cap and a course
 * maximum then clamp it.
 */

/** A chapter launch after this long without a credit opens a new study window (the old one's slack is dropped). */
export const studyWindowPauseMinutes = 30;

/** What crediting reads and writes: one student course (and its open chapter), plus the student's last credit. */
export interface StudyRecord {
  /** The student's last credited update, in any course. */
  lastStudyCreditAt: Date | null;
  /** When the student's study window opened (null: no chapter launched yet, nothing is credited). */
  windowStart: Date | null;
  /** Seconds credited in the window, in any course. */
  windowSeconds: number;
  creditedSeconds: number;
  continuousSeconds: number;
  breakUntil: Date | null;
  dayWindowStart: Date | null;
  dayCreditedSeconds: number;
  lockedUntil: Date | null;
  chapterSeconds: number;
}

export interface CreditOutcome {
  /** Seconds added by this update. */
  credited: number;
  record: StudyRecord;
  /** This update brought a forced break (the record's breakUntil says until when). */
  breakStarted: boolean;
  /** This update used up the day's time (the record's lockedUntil says until when). */
  limitReached: boolean;
}

const seconds = (minutes: number) => minutes * 60;
const after = (instant: Date, secs: number) => new Date(instant.getTime() + secs * 1000);
const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;
const isFuture = (instant: Date | null, now: Date): instant is Date => instant !== null && instant > now;

/**
 * The daily cap's current window: the course state's local day, except that under a 24-hour lock a new window opens
 * when the lock ends. Credit stored for an older window no longer counts.
 */
export function dayWindow(rules: CourseRules, record: StudyRecord, now: Date): { start: Date; credited: number } {
  let start = startOfLocalDay(now, rules.timeZone);
  const lock = record.lockedUntil;
  if (rules.dailyCap?.lockedUntil === '24h' && lock && lock <= now && lock > start) start = lock;
  const same = record.dayWindowStart !== null && record.dayWindowStart.getTime() === start.getTime();
  return { start, credited: same ? record.dayCreditedSeconds : 0 };
}

/** When the day's time, once used up, comes back. */
export function lockEnd(rules: CourseRules, now: Date): Date {
  return rules.dailyCap?.lockedUntil === '24h' ? after(now, 24 * 3600) : nextLocalMidnight(now, rules.timeZone);
}

export type TodayAllowance =
  | { limited: false }
  | {
      limited: true;
      availableSeconds: number;
      /** When the time comes back: now, if some is left; else the lock's end. */
      resetsAt: Date;
    };

/** The time left today under the course's daily cap. */
export function todayAllowance(rules: CourseRules, record: StudyRecord, now: Date): TodayAllowance {
  const cap = rules.dailyCap;
  if (!cap) return { limited: false };
  if (isFuture(record.lockedUntil, now)) return { limited: true, availableSeconds: 0, resetsAt: record.lockedUntil };
  const left = Math.max(0, seconds(cap.minutes) - dayWindow(rules, record, now).credited);
  return { limited: true, availableSeconds: left, resetsAt: left > 0 ? now : lockEnd(rules, now) };
}

/** Seconds the course may still credit in total (a maximum such as Arizona's 270 minutes). */
function leftInCourse(rules: CourseRules, record: StudyRecord) {
  return rules.maxCreditedMinutes === null
    ? Infinity
    : Math.max(0, seconds(rules.maxCreditedMinutes) - record.creditedSeconds);
}

/** Credits a claimed number of seconds of study, as far as the records and the rules allow. */
export function creditStudyTime(rules: CourseRules, record: StudyRecord, claimed: number, now: Date): CreditOutcome {
  const unchanged: CreditOutcome = { credited: 0, record, breakStarted: false, limitReached: false };
  if (!record.windowStart || claimed <= 0) return unchanged;
  if (isFuture(record.breakUntil, now) || isFuture(record.lockedUntil, now)) return unchanged;

  const unclaimedWallClock = Math.max(0, secondsBetween(record.windowStart, now) - record.windowSeconds);
  const window = dayWindow(rules, record, now);
  const today = rules.dailyCap ? Math.max(0, seconds(rules.dailyCap.minutes) - window.credited) : Infinity;
  const credited = Math.max(0, Math.min(claimed, unclaimedWallClock, today, leftInCourse(rules, record)));

  // A pause at least as long as a break counts as one: the continuous run starts again.
  const breakRule = rules.breaks;
  const sinceLast = record.lastStudyCreditAt ? secondsBetween(record.lastStudyCreditAt, now) : 0;
  const pause = Math.max(0, sinceLast - claimed);
  const rested = breakRule?.forMinutes != null && pause >= seconds(breakRule.forMinutes);
  let continuousSeconds = (rested ? 0 : record.continuousSeconds) + credited;
  let breakUntil: Date | null = record.breakUntil;
  let breakStarted = false;
  if (breakRule?.afterMinutes != null && breakRule.forMinutes != null) {
    if (continuousSeconds >= seconds(breakRule.afterMinutes)) {
      breakUntil = after(now, seconds(breakRule.forMinutes));
      continuousSeconds = 0;
      breakStarted = true;
    }
  }

  const dayCreditedSeconds = window.credited + credited;
  const limitReached = rules.dailyCap !== null && dayCreditedSeconds >= seconds(rules.dailyCap.minutes);
  return {
    credited,
    breakStarted,
    limitReached,
    record: {
      lastStudyCreditAt: now,
      windowStart: record.windowStart,
      windowSeconds: record.windowSeconds + credited,
      creditedSeconds: record.creditedSeconds + credited,
      continuousSeconds,
      breakUntil,
      dayWindowStart: window.start,
      dayCreditedSeconds,
      lockedUntil: limitReached ? lockEnd(rules, now) : record.lockedUntil,
      chapterSeconds: record.chapterSeconds + credited,
    },
  };
}

/** Whether a chapter launch now opens a new study window (none yet, or a pause since the last credit). */
export function opensNewWindow(record: StudyRecord, now: Date): boolean {
  const last = record.lastStudyCreditAt ?? record.windowStart;
  return last === null || secondsBetween(last, now) >= seconds(studyWindowPauseMinutes);
}
