import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { expressCourseInfoMachine } from '@machines/expressRegistration';
import { CourseInfoView } from '@flows/expressRegistration/CourseInfoView';
import { ExpressCourseInfoContext } from '@flows/expressRegistration/ExpressRegistrationContext';

import { courseInfoRefusal } from './expressCourseInfo.model';
import { clickButton, type FlowViewDriver, renderInFlow } from './harness/view';

export const expressCourseInfoView: FlowViewDriver<typeof expressCourseInfoMachine> = {
  render: renderInFlow('/registerfast', ExpressCourseInfoContext, <CourseInfoView />),
  perform: {
    'courseInfo.retry': clickButton('Try again'),
    'video.open': clickButton('Watch the course video'),
    'video.close': async (_e, { user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    },
  },
  expectScreen: (s, { screen }) => {
    const course = s.context.course;
    if (s.matches({ course: 'shown' }) && course) {
      expect(screen.getByRole('heading', { level: 1, name: course.name })).toBeInTheDocument();
      const faq = screen.getByRole('button', { name: 'Frequently Asked Questions' });
      expect(faq).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('button', { name: 'How long is it?' })).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByRole('button', { name: 'Every Minute You Wait Costs You $$$' })).toBeInTheDocument();
      if (course.promoVideoUrl) expect(screen.getByRole('button', { name: 'Watch the course video' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Watch the course video' })).toBeNull();
    } else expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    if (s.matches({ course: 'failed' })) expect(screen.getByRole('alert')).toHaveTextContent(courseInfoRefusal.message);
    else expect(screen.queryByRole('alert')).toBeNull();
    if (s.matches({ video: 'open' }))
      expect(within(screen.getByRole('dialog')).getByLabelText('Course video')).toHaveAttribute(
        'src',
        course?.promoVideoUrl,
      );
    else expect(screen.queryByRole('dialog')).toBeNull();
    const sampleNote = screen.queryByText('(sample reviews of the demonstration, not real ones)');
    if (s.matches({ reviews: 'shown' })) {
      expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
      expect(screen.getByText('4.7 from 1K+ reviews')).toBeInTheDocument();
      // The demonstration's sample is never shown as real reviews.
      if (s.context.reviews?.sample) expect(sampleNote).toBeInTheDocument();
      else expect(sampleNote).toBeNull();
    } else {
      expect(screen.queryByRole('img')).toBeNull();
      expect(sampleNote).toBeNull();
    }
  },
};
