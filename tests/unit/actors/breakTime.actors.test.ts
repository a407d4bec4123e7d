import { describe } from 'vitest';

import { courseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { createBreakTimeActors } from '@flows/home/breakTime/breakTime.actors';

import { courseOutline } from '../../model/courseOutline.model';
import { type ActorsWith, answersTable, envelope, failuresPassThrough, fakeArea } from './actorTable';

/** The clock the actor reads: 16:00 on the day of the break. */
const now = Date.parse('2026-06-10T16:00:00.000Z');
const actorsWith: ActorsWith = (calls) =>
  createBreakTimeActors(
    fakeArea(courseTakingEndpoints, calls),
    () => 'ru',
    () => now,
  );

/** The course outline as answered, its break ending at `breakUntil`. */
const outlineWithBreak = (breakUntil: string | null) =>
  envelope({ ...courseOutline, progress: { ...courseOutline.progress, breakUntil } });

describe('createBreakTimeActors', () => {
  answersTable(
    'loadBreak answers $name',
    actorsWith,
    { actor: 'loadBreak', call: 'courseOutline', input: { studentCourseId: 50001 }, sent: [50001, 'ru'] },
    [
      { name: 'the seconds left of a break', answer: outlineWithBreak('2026-06-10T16:10:00.000Z'), output: 600 },
      { name: 'no seconds without a break', answer: outlineWithBreak(null), output: 0 },
      { name: 'no seconds for a break just ended', answer: outlineWithBreak('2026-06-10T16:00:00.000Z'), output: 0 },
      {
        name: 'no seconds, never fewer, for a break that ended earlier',
        answer: outlineWithBreak('2026-06-10T15:50:00.000Z'),
        output: 0,
      },
    ],
  );

  failuresPassThrough(actorsWith, [['loadBreak', 'courseOutline', { studentCourseId: 50001 }]]);
});
