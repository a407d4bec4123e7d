import { describe, expect, it } from 'vitest';

import { studentEndpoints } from '@shared/api/endpoints/student';
import { noStoredStudent } from '@shared/api/failures';
import { createStudentCoursesActors } from '@flows/home/courses/studentCourses.actors';

import { inProgressCourse, pendingCourse } from '../../model/homeCourses.fixtures';
import { type ActorsWith, envelope, failuresPassThrough, fakeArea, noData, outcomeOf } from './actorTable';

const actorsWith: ActorsWith = (calls) => createStudentCoursesActors(fakeArea(studentEndpoints, calls));

describe('createStudentCoursesActors', () => {
  it.each([
    {
      name: "the student's courses",
      answer: envelope([inProgressCourse, pendingCourse]),
      output: [inProgressCourse, pendingCourse],
    },
    { name: 'no courses', answer: envelope([]), output: [] },
    { name: 'no courses for an answer without data', answer: noData(), output: [] },
  ])('loadCourses answers $name', async ({ answer, output }) => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadCourses',
      { studentId: 41 },
      { coursesDashboard: answer },
    );
    expect(result).toEqual({ output });
    expect(calls.coursesDashboard).toHaveBeenCalledWith(41, expect.any(AbortSignal));
  });

  it('loadCourses without a stored student fails plainly, without a call', async () => {
    const { result, calls } = await outcomeOf(
      actorsWith,
      'loadCourses',
      { studentId: undefined },
      { coursesDashboard: envelope([]) },
    );
    expect(result).toEqual({ error: noStoredStudent });
    expect(calls.coursesDashboard).not.toHaveBeenCalled();
  });

  failuresPassThrough(actorsWith, [['loadCourses', 'coursesDashboard', { studentId: 41 }]]);
});
