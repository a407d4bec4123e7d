import { describe, expect, it } from 'vitest';

import { courseRuleNames, courseRulesSchema } from '../../contracts/courseRules';
import { findCourseRules } from '../../server/courseRules';
import { arizonaCourseId, demoCourseId, identityDemoCourseId, seed, seededCourseRules } from '../../server/seed';
import { useTestServer } from './helpers';

const t = useTestServer();
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
// California's court and partner editions of 611 (612, 620, 911, 912) take its rules, as they teach its text.
const seededIds = [611, 612, 620, 911, 912, 405, 776, arizonaCourseId, 630, 631, demoCourseId, identityDemoCourseId];

describe('course rule sets', () => {
  it('gives every seeded course a valid rule set, each rule with its source', async () => {
    expect(Object.keys(seededCourseRules).map(Number).sort()).toEqual([...seededIds].sort());
    for (const id of seededIds) {
      const rules = await findCourseRules(t.db, id);
      expect(rules, `course ${id}`).toEqual(seededCourseRules[id]);
      expect(courseRulesSchema.safeParse(rules).success).toBe(true);
      for (const name of courseRuleNames) expect(rules!.sources[name], `${id} ${name}`).toMatch(/\S/);
    }
  });

  it('answers undefined for a course without a rule set and for an unknown course', async () => {
    expect(await findCourseRules(t.db, 383)).toBeUndefined();
    expect(await findCourseRules(t.db, 424242)).toBeUndefined();
  });

  it('refuses a stored rule set the contract refuses', async () => {
    await t.db.query(
      `update course_configs set rules = '{"timeZone":"America/Chicago"}'::jsonb where config_course_id = 777`,
    );
    try {
      await expect(findCourseRules(t.db, 777)).rejects.toThrow(/course config 777 has an invalid rule set/);
    } finally {
      await t.db.query('update course_configs set rules = null where config_course_id = 777');
    }
  });

  it('Texas: 12 units with TDLR minimums summing to 300 minutes, an hour of breaks, no daily cap', async () => {
    const texas = (await findCourseRules(t.db, 405))!;
    expect(texas.chapters.count).toBe(12);
    expect(texas.chapters.minimumMinutes).toEqual([10, 15, 20, 30, 20, 15, 20, 40, 40, 15, 40, 35]);
    expect(sum(texas.chapters.minimumMinutes)).toBe(300);
    expect(texas.totalMinutes).toBe(300);
    expect(Math.min(...texas.chapters.minimumMinutes)).toBe(10);
    expect(Math.max(...texas.chapters.minimumMinutes)).toBe(40);
    expect(texas.breaks).toEqual({ afterMinutes: null, forMinutes: null, allowanceMinutes: 60 });
    expect(texas.dailyCap).toBeNull();
    expect(texas.timeZone).toBe('America/Chicago');
  });

  it('Ohio (630 and its audio twin 631): 4 hours a day until midnight, a break after 2 hours, the new content', async () => {
    for (const id of [630, 631]) {
      const ohio = (await findCourseRules(t.db, id))!;
      expect(ohio.dailyCap).toEqual({ minutes: 240, lockedUntil: 'midnight' });
      expect(ohio.breaks?.afterMinutes).toBe(120);
      expect(ohio.newContent).toBe(true);
      expect(ohio.totalMinutes).toBe(24 * 60);
    }
    for (const id of [611, 405, 776, arizonaCourseId, demoCourseId])
      expect((await findCourseRules(t.db, id))!.newContent).toBe(false);
  });

  it('California is measured in words, Florida timed per lesson, Arizona credits 240 to 270 minutes', async () => {
    const california = (await findCourseRules(t.db, 611))!;
    expect(california.chapters.measure).toBe('words');
    expect(california.totalWords).toBe(42_500);
    expect(sum(california.chapters.minimumWords!)).toBeGreaterThanOrEqual(42_500);
    const florida = (await findCourseRules(t.db, 776))!;
    expect(florida.totalMinutes).toBe(240);
    expect(florida.chapters.minimumMinutes.every((m) => m > 0)).toBe(true);
    const arizona = (await findCourseRules(t.db, arizonaCourseId))!;
    expect([arizona.totalMinutes, arizona.maxCreditedMinutes]).toEqual([240, 270]);
  });

  it("the demo course's chapters need 2 minutes, in its rule set and its chapter rows", async () => {
    const demo = (await findCourseRules(t.db, demoCourseId))!;
    expect(demo.chapters.minimumMinutes).toEqual([2, 2, 2]);
    expect(demo.chapterOrder).toBe('sequential');
    const rows = await t.db.query<{ required_seconds: number }>(
      'select required_seconds from course_chapters where config_course_id = $1 order by position',
      [demoCourseId],
    );
    expect(rows.map((r) => r.required_seconds)).toEqual([120, 120, 120]);
    const [course] = await t.db.query<{ name: string; organisation_id: number }>(
      'select name, organisation_id from course_configs where config_course_id = $1',
      [demoCourseId],
    );
    expect(course).toEqual({ name: 'Demo course (2-minute chapters)', organisation_id: 3001 });
  });

  it('seeds idempotently: a second and third run change no rule set', async () => {
    const read = () =>
      t.db.query<{ config_course_id: number; rules: unknown }>(
        'select config_course_id, rules from course_configs order by config_course_id',
      );
    const before = await read();
    expect(await seed(t.db, t.clock, { pathFixtures: false })).toBe(false);
    expect(await seed(t.db, t.clock, { pathFixtures: false })).toBe(false);
    expect(await read()).toEqual(before);
  });
});
