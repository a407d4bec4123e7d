import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import type {
  LoadCoursesInput,
  StudentCourse,
  StudentCoursesContext,
  StudentCoursesEvent,
  StudentCoursesInput,
} from './studentCourses.types';

/** 02 §2 dashboard and course-list (Purchased Courses): the student's courses, with retry. */
export const studentCoursesMachine = setup({
  types: {
    context: {} as StudentCoursesContext,
    events: {} as StudentCoursesEvent,
    input: {} as StudentCoursesInput,
  },
  actors: {
    loadCourses: provided<StudentCourse[], LoadCoursesInput>('loadCourses'),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** Storage: the course the student works on (02 §3 studentCourseId), read by chapter launch and the course pages. */
    rememberCourse: (_, _studentCourseId: number) => {},
    /** Keeps the failure an `onError` carries (what the view words). */
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    hasNoCourses: (_, params: StudentCourse[]) => params.length === 0,
  },
}).createMachine({
  id: 'studentCourses',
  context: ({ input }) => ({ studentId: input.studentId, courses: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCourses',
        src: 'loadCourses',
        input: ({ context }) => ({ studentId: context.studentId }),
        onDone: [
          {
            guard: { type: 'hasNoCourses', params: ({ event }) => event.output },
            target: 'empty',
            actions: assign({ courses: [], failure: undefined }),
          },
          { target: 'loaded', actions: assign({ courses: ({ event }) => event.output, failure: undefined }) },
        ],
        onError: { target: 'failed', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
    loaded: {
      on: {
        'course.continue': {
          meta: { spec: '02 §2 dashboard: Start / Continue' },
          actions: [
            { type: 'rememberCourse', params: ({ event }) => event.studentCourseId },
            { type: 'navigate', params: { to: routes.chapterLaunch } },
          ],
        },
        'course.view': {
          actions: [
            { type: 'rememberCourse', params: ({ event }) => event.studentCourseId },
            {
              type: 'navigate',
              params: ({ event }) => ({ to: event.page === 'syllabus' ? routes.syllabus : routes.courseDashboard }),
            },
          ],
        },
      },
    },
    empty: { description: 'No purchased course yet: the page says so.' },
    failed: { on: { 'retry.request': { target: 'loading' } } },
  },
});
