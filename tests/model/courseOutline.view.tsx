import { expect } from 'vitest';

import type { courseOutlineMachine } from '@machines/courseOutline';
import { CourseDashboardView } from '@flows/home/courseOutline/CourseDashboardView';
import { CourseOutlineContext } from '@flows/home/courseOutline/CourseOutlineContext';

import { courseOutline } from './courseOutline.model';
import { clickButton, expectRetryPanel, type FlowViewDriver, renderInFlow } from './harness/view';

export const courseOutlineView: FlowViewDriver<typeof courseOutlineMachine> = {
  render: renderInFlow('/home/course-dashboard', CourseOutlineContext, <CourseDashboardView />),
  perform: {
    'retry.request': clickButton('Try again'),
    'course.continue': clickButton('Continue'),
    'chapter.open': async (event, { user, screen }) => {
      const chapter = courseOutline.chapters.find((c) => c.chapterNumber === event.chapterNumber)!;
      // A locked chapter has no button: the student cannot open it (the machine refuses it too).
      const button = screen.queryByRole('button', { name: new RegExp(chapter.title) });
      if (button) await user.click(button);
    },
  },
  expectScreen: (s, { screen }) => {
    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
    if (s.matches('noCourse')) expect(screen.getByText(/Choose a course on your/)).toBeInTheDocument();
    if (s.matches('loaded')) {
      expect(screen.getByRole('heading', { level: 1, name: courseOutline.courseName })).toBeInTheDocument();
      expect(screen.getByText('1 of 3 done')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Review Space Around Your Car' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Open Intersections and Right of Way' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: /Staying Alert/ })).toBeNull();
      expect(screen.getByText('Locked')).toBeInTheDocument();
    }
  },
};
