import { describe } from 'vitest';

import { studentEndpoints } from '@shared/api/endpoints/student';
import { createStudentCoursesActors } from '@flows/home/courses/studentCourses.actors';

import { inProgressCourse, pendingCourse } from '../../model/homeCourses.fixtures';
import { actorsOver, answersTable, envelope, failuresPassThrough } from './actorTable';
import { listRows, needsStoredStudent } from './sharedTables';

const actorsWith = actorsOver(createStudentCoursesActors, studentEndpoints);

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
