import { assign, setup } from 'xstate';

import * as routes from '@contracts/pages';
import type { NavigateParams } from '@contracts/routes';

import type { Failure } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
import type {
  CourseOutline,
  CourseOutlineContext,
  CourseOutlineEvent,
  CourseOutlineInput,
} from './courseOutline.types';

/**
 * 02 §2 course-dashboard, syllabus and the dashboard's table of contents: one course's chapters with their
 * state and minutes; Start / Continue and an open chapter go to chapter-launch, which decides.
 */
export const courseOutlineMachine = setup({
  types: {
    context: {} as CourseOutlineContext,
    events: {} as CourseOutlineEvent,
    input: {} as CourseOutlineInput,
  },
  actors: {
    loadOutline: provided<CourseOutline, { studentCourseId: number }>('loadOutline'),
  },
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    /** Storage: the course chapter launch works on (02 §3 studentCourseId). */
    rememberCourse: (_, _studentCourseId: number) => {},
    keepFailure: assign((_, failure: Failure) => ({ failure })),
    keepOutline: assign((_, outline: CourseOutline) => ({ outline, failure: undefined })),
  },
  guards: {
    hasCourse: ({ context }) => context.studentCourseId !== undefined,
    chapterOpens: ({ context }, chapterNumber: number) =>
      context.outline?.chapters.some((c) => c.chapterNumber === chapterNumber && c.state !== 'locked') ?? false,
  },
}).createMachine({
  id: 'courseOutline',
  context: ({ input }) => ({ ...input }),
  initial: 'checkingCourse',
  states: {
    checkingCourse: {
      always: [{ guard: 'hasCourse', target: 'loading' }, { target: 'noCourse' }],
    },
    noCourse: { description: 'No course chosen yet: the page links to the dashboard.' },
    loading: {
      meta: { spec: '02 §7 dashboard (one course)' },
      invoke: {
        ...request({ src: 'loadOutline', keep: 'keepOutline', done: 'loaded', failed: 'failed' }),
        input: ({ context }) => ({ studentCourseId: context.studentCourseId! }),
      },
    },
    failed: { on: { 'retry.request': { target: 'loading' } } },
    loaded: {
      on: {
        'course.continue': {
          target: 'launching',
          actions: [
            { type: 'rememberCourse', params: ({ context }) => context.studentCourseId! },
            { type: 'navigate', params: { to: routes.chapterLaunch } },
          ],
        },
        'chapter.open': {
          guard: { type: 'chapterOpens', params: ({ event }) => event.chapterNumber },
          target: 'launching',
          actions: [
            { type: 'rememberCourse', params: ({ context }) => context.studentCourseId! },
            {
              type: 'navigate',
              params: ({ event }) => ({ to: routes.chapterLaunch, query: { chapter: event.chapterNumber } }),
            },
          ],
        },
      },
    },
    launching: { type: 'final' },
  },
});
