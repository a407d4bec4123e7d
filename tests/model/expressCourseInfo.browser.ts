import { expect, type Page } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { expressCourseInfoMachine } from '@machines/expressRegistration';

import type { BrowserFlow } from '../paths/browserFlow';
import { expressCourseInfoModel } from './expressCourseInfo.model';
import { classify } from './harness/model';

/** A course id the seed has no course for: the course info answers 404 'Course not found'. */
const unknownCourseId = 999_999;

type Region = { course: string; reviews: string; video: string };

const course: Record<string, (page: Page) => Promise<void>> = {
  loading: (page) => expect(page.getByRole('button', { name: 'Watch the course video' })).toHaveCount(0),
  shown: async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Frequently Asked Questions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Watch the course video' })).toBeEnabled();
  },
  failed: async (page) => {
    await expect(page.getByRole('alert').filter({ hasText: 'Course not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
const reviews: Record<string, (page: Page) => Promise<void>> = {
  // Still loading: nothing to say about the stars yet.
  loading: async () => {},
  shown: async (page) => {
    await expect(page.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
    // The demonstration server answers its sample: the rating says so.
    await expect(page.getByText('(sample reviews of the demonstration, not real ones)')).toBeVisible();
  },
  hidden: (page) => expect(page.getByRole('img', { name: /^Rated / })).toHaveCount(0),
};
const video: Record<string, (page: Page) => Promise<void>> = {
  closed: (page) => expect(page.getByLabel('Course video')).toHaveCount(0),
  open: (page) => expect(page.getByRole('dialog').getByLabel('Course video')).toBeVisible(),
};

/** Every combination of the three regions: what each region shows, checked together. */
const states = Object.fromEntries(
  Object.keys(course).flatMap((c) =>
    Object.keys(reviews).flatMap((r) =>
      Object.keys(video).map((v) => [
        `course.${c} + reviews.${r} + video.${v}`,
        async (page: Page) => {
          await expect(page.getByLabel('Email Address')).toBeVisible();
          await course[c](page);
          await reviews[r](page);
          await video[v](page);
        },
      ]),
    ),
  ),
);

const regionsOf = (value: unknown) => value as Region;

/**
 * The express page's course panel and star rating in the browser: the seeded course 611 (every seeded
 * course has its promo video) and the embedded reviews, or a course id the seed has none for (404); the reviews'
 * failure by interception. Both load at once: the answers reach the page in the planned order (tests/paths/answers.ts).
 */
export const expressCourseInfoBrowser: BrowserFlow<typeof expressCourseInfoMachine> = {
  model: expressCourseInfoModel,
  page: (path) =>
    path.steps.some((s) => s.event.type === 'xstate.error.actor.courseInfo')
      ? `/registerfast?configCourseId=${unknownCourseId}`
      : '/registerfast',
  perform: {
    'courseInfo.retry': (page) => page.getByRole('button', { name: 'Try again' }).click(),
    'video.open': (page) => page.getByRole('button', { name: 'Watch the course video' }).click(),
    'video.close': (page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }).click(),
  },
  states,
  intercept: {
    courseInfo: { url: (url) => url.pathname === apiPaths.courseInfo },
    reviewsAggregate: { url: (url) => url.pathname === apiPaths.reviewsAggregate },
  },
  skip: (path) => {
    const steps = path.steps;
    if (
      steps.some(
        (s) =>
          s.event.type === 'xstate.done.actor.courseInfo' &&
          !(s.event.output as { promoVideoUrl: unknown }).promoVideoUrl,
      )
    )
      return 'every seeded course has its promo video: a course without one is the jsdom paths’ (the same transition)';
    const reviewsAnswer = steps.find((s) => s.event.type === 'xstate.done.actor.reviewsAggregate');
    if (reviewsAnswer && !(reviewsAnswer.event.output as { sample?: boolean }).sample)
      return 'the demonstration server answers its sample reviews: a provider’s figures and no reviews (production) are the jsdom paths’';
    const failedAt = steps.findIndex((s) => s.event.type === 'xstate.error.actor.courseInfo');
    if (failedAt >= 0 && steps.some((s, i) => i > failedAt && s.event.type === 'xstate.done.actor.courseInfo'))
      return 'a course the server does not know stays unknown when the page asks again: a second try that finds it is the jsdom paths’';
    if (
      steps.some(
        (s, i) =>
          classify(s.event).kind === 'user' &&
          regionsOf(i === 0 ? (path.start as { value: unknown }).value : steps[i - 1].value).reviews === 'loading',
      )
    )
      return 'the seeded server answers the reviews before a person can click: a click while they load is the jsdom paths’ (the same transitions)';
    return undefined;
  },
  unreachable: {
    'expressCourseInfo.reviews.loading|xstate.done.actor.reviewsAggregate|1':
      'the demonstration server always has its sample reviews: no reviews (production without a provider) is the jsdom paths’ and the server tests’',
  },
};
