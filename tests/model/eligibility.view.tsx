import { within } from '@testing-library/react';
import { expect } from 'vitest';

import type { eligibilityMachine } from '@machines/eligibility';
import { EligibilityContext } from '@flows/home/eligibility/EligibilityContext';
import { EligibilityView } from '@flows/home/eligibility/EligibilityView';

import {
  clickButton,
  expectRetryPanel,
  type FlowViewDriver,
  renderInFlow,
  retype,
  type ViewTools,
} from './harness/view';

const reasonWords: Record<string, RegExp> = {
  recentCourse: /less than 12 months before this one/,
  courtDateTooSoon: /less than 7 days away/,
};
const wordings: Record<string, string> = {
  ELIGIBILITY_NAME_MISMATCH: 'Please type your full name exactly as it is on your account to sign.',
};
const genericText = 'Oops. Something went wrong. Please try again later.';

async function answer({ user, screen }: ViewTools, question: string, choice: 'Yes' | 'No') {
  await user.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice }));
}

export const eligibilityView: FlowViewDriver<typeof eligibilityMachine> = {
  render: renderInFlow('/home/eligibility', EligibilityContext, <EligibilityView />),
  perform: {
    'eligibility.submit': async (event, tools) => {
      const { user, screen } = tools;
      const answers = event.answers as Record<string, unknown>;
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'The violation on your citation' }),
        String(answers.violationCode),
      );
      await retype(tools, 'Violation date', String(answers.violationDate));
      await retype(tools, 'Court date', String(answers.courtDate));
      await answer(tools, 'Did the violation result in a serious physical injury or a death?', 'No');
      await answer(tools, 'Have you attended a defensive driving school for an earlier violation?', 'Yes');
      await retype(
        tools,
        'Date of the violation you attended that school for',
        String(answers.previousCourseViolationDate),
      );
      await answer(tools, 'Do you hold a commercial driver licence (CDL)?', 'Yes');
      await answer(
        tools,
        'Were you driving a vehicle that needs only a class D or M licence, not for commercial purposes?',
        'Yes',
      );
      // A refused answer keeps the form as it was: the box may be ticked already.
      const box = screen.getByRole('checkbox');
      if (!(box as HTMLInputElement).checked) await user.click(box);
      await retype(tools, 'Type your full name to sign (Test Student)', 'Test Student');
      await user.click(screen.getByRole('button', { name: 'Check my eligibility' }));
    },
    'course.start': clickButton('Start course'),
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading your eligibility check…');
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
    const form = s.matches('answering') || s.matches('deciding');
    expect(screen.queryByRole('button', { name: 'Check my eligibility' }) !== null).toBe(form);
    if (s.matches('deciding')) expect(screen.getByRole('button', { name: 'Check my eligibility' })).toBeDisabled();
    const failure = s.matches('answering') ? s.context.failure : undefined;
    if (failure)
      expect(screen.getByRole('alert')).toHaveTextContent((failure.code && wordings[failure.code]) ?? genericText);
    else if (form) expect(screen.queryByRole('alert')).toBeNull();
    const missing = s.matches('documentsMissing');
    expect(screen.queryByRole('link', { name: 'File your documents' }) !== null).toBe(missing);
    if (missing) {
      expect(screen.getByText(/A copy of your citation: Not filed yet/)).toBeVisible();
      expect(screen.getByText(/another government ID: Declined: please file it again/)).toBeVisible();
      expect(screen.getByRole('link', { name: 'File your documents' })).toHaveAttribute(
        'href',
        '/home/file-documents?course=70013',
      );
    }
    const approved = s.matches('approved') || s.matches('starting');
    expect(screen.queryByText(/You are eligible \(decided on .+\)\. Your course can start now\./) !== null).toBe(
      approved,
    );
    expect(screen.queryByRole('button', { name: 'Start course' }) !== null).toBe(approved);
    const declined = s.matches('declined');
    expect(screen.queryByText(/You are not eligible for this course/) !== null).toBe(declined);
    expect(screen.queryByRole('link', { name: 'Ask for a refund' }) !== null).toBe(declined);
    if (declined) {
      expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/home/support');
      for (const reason of s.context.page?.decision?.reasons ?? [])
        expect(screen.getByText(reasonWords[reason])).toBeVisible();
    }
    expect(screen.queryByRole('link', { name: 'See your registration status' }) !== null).toBe(approved || declined);
  },
};
