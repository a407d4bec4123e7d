import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';

import type { studentCoursesMachine } from '@machines/studentCourses';

import { expectRetryPanel, type ViewTools } from './harness/view';

const statusWords: Record<string, string> = { InProgress: 'In progress', PaymentPending: 'Payment pending' };

/** What both course pages show for each state of the courses machine. */
export function expectCoursesPanel(s: SnapshotFrom<typeof studentCoursesMachine>, { screen }: ViewTools) {
  if (s.matches('loading')) {
    expect(screen.getByRole('status')).toHaveTextContent('Loading your courses…');
    expect(screen.queryByRole('list')).toBeNull();
  } else {
    expect(screen.queryByText('Loading your courses…')).toBeNull();
  }
  expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
  if (s.matches('empty')) expect(screen.getByText('You have not purchased any courses yet.')).toBeInTheDocument();
  else expect(screen.queryByText('You have not purchased any courses yet.')).toBeNull();
  if (s.matches('loaded')) {
    expect(screen.getAllByRole('article')).toHaveLength(s.context.courses.length);
    for (const course of s.context.courses) {
      expect(screen.getByRole('heading', { name: course.courseName })).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: `Progress of ${course.courseName}` })).toHaveAttribute(
        'value',
        String(course.progressPercent),
      );
      expect(screen.getByText(statusWords[course.status])).toBeInTheDocument();
    }
    const pending = s.context.courses.filter((c) => c.status === 'PaymentPending').length;
    expect(screen.queryAllByRole('link', { name: 'Complete your purchase' })).toHaveLength(pending);
    // One clear action per course that can be taken; its chapters and minutes beside it.
    const continuing = s.context.courses.filter((c) => c.progress?.action === 'continue');
    expect(screen.queryAllByRole('button', { name: 'Continue' })).toHaveLength(continuing.length);
    for (const course of continuing)
      expect(
        screen.getByText(`${course.progress!.chaptersDone} of ${course.progress!.chapterCount} done`),
      ).toBeInTheDocument();
  }
}
