// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import * as routes from '@contracts/pages';
import { coursesEndpoints } from '@shared/api/endpoints/courses';
import { createAppStorage } from '@shared/storage';
import {
  createStudentCoursesActors,
  createStudentCoursesImplementations,
} from '@flows/home/studentCourses/studentCourses.actors';

import { memoryStorageArea } from '../../model/branding.services';
import { inProgressCourse, pendingCourse } from '../../model/homeCourses.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough, fakeArea } from './actorTable';
import { listRows, needsStoredStudent } from './sharedTables';

const actorsWith = actorsOver(createStudentCoursesActors, coursesEndpoints);

/** The course pages' implementations over in-memory storage and a recorded navigate. */
function implementations() {
  const storage = createAppStorage(memoryStorageArea());
  const navigate = vi.fn();
  const { actions } = createStudentCoursesImplementations({ api: fakeArea(coursesEndpoints, {}), navigate, storage });
  return { actions, storage, navigate };
}

describe('createStudentCoursesActors', () => {
  answersTable(
    'loadCourses answers $name',
    actorsWith,
    { actor: 'loadCourses', call: 'coursesDashboard', input: { studentId: 41 }, sent: [41] },
    listRows('courses', {
      name: "the student's courses",
      answer: envelope([inProgressCourse, pendingCourse]),
      output: [inProgressCourse, pendingCourse],
    }),
  );

  needsStoredStudent(actorsWith, [['loadCourses', 'coursesDashboard']]);

  failuresPassThrough(actorsWith, [['loadCourses', 'coursesDashboard', { studentId: 41 }]]);
});

describe('createStudentCoursesImplementations', () => {
  it('rememberCourse stores the chosen course', () => {
    const { actions, storage } = implementations();
    actions.rememberCourse(undefined, inProgressCourse.studentCourseId);
    expect(storage.get('studentCourseId')).toBe(inProgressCourse.studentCourseId);
  });

  it('navigate navigates to the page', () => {
    const { actions, navigate } = implementations();
    actions.navigate(undefined, { to: routes.chapterLaunch });
    expect(navigate).toHaveBeenCalledWith({ to: routes.chapterLaunch });
  });
});
