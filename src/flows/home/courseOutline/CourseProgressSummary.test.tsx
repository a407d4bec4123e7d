import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { CourseProgress } from '@contracts/courseTaking';

import { TestProviders } from '../../../../tests/setup/TestProviders';
import { CourseProgressSummary } from './CourseProgressSummary';

const progress = (over: Partial<CourseProgress>): CourseProgress => ({
  chaptersDone: 5,
  chapterCount: 12,
  creditedSeconds: 6000,
  requiredSeconds: 14_400,
  today: { limited: false, availableSeconds: null, resetsAt: null },
  breakUntil: null,
  completeBy: '2026-06-20',
  nextChapterNumber: 6,
  action: 'continue',
  certificate: null,
  ...over,
});

const show = (p: CourseProgress, today: string) =>
  render(
    <TestProviders>
      <CourseProgressSummary progress={p} today={new Date(`${today}T12:00:00`)} />
    </TestProviders>,
  );

/** 02 §9 court rule: finish seven days before the court date; the dashboard warns when it is near and when it passed. */
describe('the completion-by date on the dashboard', () => {
  afterEach(cleanup);

  it('far away: the date and the days left, no warning', () => {
    show(progress({}), '2026-06-01');
    expect(screen.getByText(/\(19 days left\)/)).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('within a week: a warning that the deadline is near', () => {
    show(progress({}), '2026-06-15');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your court deadline is near: finish the course by this date.',
    );
  });

  it('passed: says so and what to do, without negative days', () => {
    show(progress({}), '2026-06-22');
    expect(screen.getByRole('alert')).toHaveTextContent('Contact the court about your deadline.');
    expect(screen.queryByText(/days left/)).toBeNull();
  });

  it('a completed course has met the rule: no deadline shown', () => {
    show(progress({ action: 'completed' }), '2026-06-22');
    expect(screen.queryByText('Complete by')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
