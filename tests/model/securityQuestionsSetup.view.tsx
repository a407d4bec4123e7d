import { expect } from 'vitest';

import type { SecurityAnswer, securityQuestionsSetupMachine } from '@machines/securityQuestionsSetup';
import { SecurityQuestionsSetupView } from '@flows/home/identityCheck/SecurityQuestionsSetupView';

import { clickButton, expectRetryPanel, type FlowViewDriver, renderAsChild } from './harness/view';
import { questionList } from './securityQuestionsSetup.model';

const textOf = (questionId: number) => questionList.questions.find((q) => q.questionId === questionId)!.text;

export const securityQuestionsSetupView: FlowViewDriver<typeof securityQuestionsSetupMachine> = {
  // The form runs as the identity-check machine's child.
  render: renderAsChild('/home/chapter-launch', SecurityQuestionsSetupView),
  perform: {
    'answers.submit': async (event, { user, screen }) => {
      const answers = event.answers as SecurityAnswer[];
      for (const [i, answer] of answers.entries()) {
        const select = screen.getByRole('combobox', { name: `Security question ${i + 1}` });
        await user.selectOptions(select, textOf(answer.questionId));
        // A question picked in one row is no longer offered in the others.
        const other = screen.getByRole('combobox', { name: `Security question ${i === 0 ? 2 : 1}` });
        expect(Array.from((other as HTMLSelectElement).options).map((o) => o.text)).not.toContain(
          textOf(answer.questionId),
        );
        const box = screen.getByRole('textbox', { name: `Your answer ${i + 1}` });
        await user.clear(box);
        await user.type(box, answer.answer);
      }
      await user.click(screen.getByRole('button', { name: 'Save my answers' }));
    },
    'retry.request': clickButton('Try again'),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading the questions…');
    const form = s.matches('answering') || s.matches('saving');
    expect(screen.queryAllByRole('combobox')).toHaveLength(form ? questionList.savedCount : 0);
    if (form) expect(screen.getByText(/Pick 2 questions and answer them\./)).toBeVisible();
    const failure = s.matches('answering') ? s.context.failure : undefined;
    if (form) {
      if (failure?.kind === 'failure') expect(screen.getByRole('alert')).toHaveTextContent(failure.message);
      else if (failure) expect(screen.getByRole('alert')).toBeVisible();
      else expect(screen.queryByRole('alert')).toBeNull();
    }
    expectRetryPanel(screen, s.matches('loadFailed') ? s.context.failure : null);
  },
};
