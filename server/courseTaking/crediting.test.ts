import { describe, expect, it } from 'vitest';

import { testCourseRules } from '../../tests/support/courseRules';
import { creditStudyTime, type StudyRecord, todayAllowance } from './crediting';

const rules = testCourseRules;

const t0 = new Date('2026-06-10T14:00:00Z'); // 10:00 in New York
const at = (secs: number) => new Date(t0.getTime() + secs * 1000);
const opened: StudyRecord = {
  lastStudyCreditAt: null,
  windowStart: t0,
  windowSeconds: 0,
  creditedSeconds: 0,
  continuousSeconds: 0,
  breakUntil: null,
  dayWindowStart: null,
  dayCreditedSeconds: 0,
  lockedUntil: null,
  chapterSeconds: 0,
};

describe('crediting seat time', () => {
  it('credits what was claimed when the wall clock allows it', () => {
    const { credited, record } = creditStudyTime(rules(), opened, 30, at(30));
    expect(credited).toBe(30);
    expect(record).toMatchObject({ creditedSeconds: 30, chapterSeconds: 30, lastStudyCreditAt: at(30) });
  });

  it('never credits more than the wall-clock time the study window has not credited yet (a forged claim)', () => {
    expect(creditStudyTime(rules(), opened, 3600, at(30)).credited).toBe(30);
    const first = creditStudyTime(rules(), opened, 30, at(30)).record;
    expect(creditStudyTime(rules(), first, 3600, at(45)).credited).toBe(15);
  });

  it('two tabs sending the same 30 seconds are credited 30 seconds, not 60', () => {
    const tabA = creditStudyTime(rules(), opened, 30, at(30));
    const tabB = creditStudyTime(rules(), tabA.record, 30, at(30.2));
    expect(tabA.credited + tabB.credited).toBeLessThanOrEqual(30.2);
  });

  it('time counted before a retried update is still credited after it (the window, not the last credit, bounds it)', () => {
    // Offline for a minute: the first half minute is retried on reconnecting, the second follows 30 s later.
    const first = creditStudyTime(rules(), opened, 30, at(60)).record;
    expect(creditStudyTime(rules(), first, 60, at(90)).credited).toBe(60);
  });

  it('credits nothing before a chapter launch opened the window, or for nothing claimed', () => {
    expect(creditStudyTime(rules(), { ...opened, windowStart: null }, 30, at(30)).credited).toBe(0);
    expect(creditStudyTime(rules(), opened, 0, at(30)).credited).toBe(0);
  });

  it('time kept offline is credited when it comes back, within the time that passed', () => {
    const first = creditStudyTime(rules(), opened, 30, at(30)).record;
    expect(creditStudyTime(rules(), first, 600, at(630)).credited).toBe(600);
  });

  it('stops at the daily cap, locks until midnight in the state, and gives the time back then', () => {
    const capped = rules({ dailyCap: { minutes: 240, lockedUntil: 'midnight' } });
    const nearly = { ...opened, dayWindowStart: new Date('2026-06-10T04:00:00Z'), dayCreditedSeconds: 240 * 60 - 20 };
    const outcome = creditStudyTime(capped, nearly, 30, at(30));
    expect(outcome.credited).toBe(20);
    expect(outcome.limitReached).toBe(true);
    expect(outcome.record.lockedUntil?.toISOString()).toBe('2026-06-11T04:00:00.000Z');
    expect(todayAllowance(capped, outcome.record, at(60))).toEqual({
      limited: true,
      availableSeconds: 0,
      resetsAt: new Date('2026-06-11T04:00:00.000Z'),
    });
    expect(creditStudyTime(capped, outcome.record, 30, at(90)).credited).toBe(0);
    const nextDay = new Date('2026-06-11T04:00:01Z');
    expect(todayAllowance(capped, outcome.record, nextDay)).toMatchObject({ availableSeconds: 240 * 60 });
  });

  it('a 24-hour lock opens a fresh window when it ends', () => {
    const capped = rules({ dailyCap: { minutes: 60, lockedUntil: '24h' } });
    const used = { ...opened, dayWindowStart: new Date('2026-06-10T04:00:00Z'), dayCreditedSeconds: 3590 };
    const outcome = creditStudyTime(capped, used, 30, at(30));
    expect(outcome.record.lockedUntil?.toISOString()).toBe(at(30 + 24 * 3600).toISOString());
    expect(todayAllowance(capped, outcome.record, at(31 + 24 * 3600))).toMatchObject({ availableSeconds: 3600 });
  });

  it('forces a break after the continuous minutes and credits nothing during it; a long pause counts as a break', () => {
    const withBreaks = rules({ breaks: { afterMinutes: 120, forMinutes: 10, allowanceMinutes: null } });
    const long = { ...opened, continuousSeconds: 120 * 60 - 10, lastStudyCreditAt: at(0) };
    const outcome = creditStudyTime(withBreaks, long, 30, at(30));
    expect(outcome.breakStarted).toBe(true);
    expect(outcome.record.breakUntil?.toISOString()).toBe(at(30 + 600).toISOString());
    expect(creditStudyTime(withBreaks, outcome.record, 30, at(60)).credited).toBe(0);
    const rested = creditStudyTime(withBreaks, long, 30, at(30 + 600));
    expect(rested.breakStarted).toBe(false);
    expect(rested.record.continuousSeconds).toBe(30);
  });

  it("stops at the course's maximum credited minutes (Arizona's 270)", () => {
    const arizona = rules({ maxCreditedMinutes: 270, totalMinutes: 240 });
    const almost = { ...opened, creditedSeconds: 270 * 60 - 5 };
    expect(creditStudyTime(arizona, almost, 30, at(30)).credited).toBe(5);
  });
});
