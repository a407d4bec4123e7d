import { act } from '@testing-library/react';
import { expect } from 'vitest';

import type { chapterLaunchMachine } from '@machines/chapterLaunch';
import { ChapterLaunchBindings } from '@flows/home/chapterLaunch/ChapterLaunchBindings';
import { ChapterLaunchContext } from '@flows/home/chapterLaunch/ChapterLaunchContext';
import { ChapterLaunchView } from '@flows/home/chapterLaunch/ChapterLaunchView';
import { createLeaveGuards, LeaveGuardContext } from '@flows/home/layout/leaveGuard';

import { TestProviders } from '../setup/TestProviders';
import { clickButton, expectRetryPanel, type FlowViewDriver } from './harness/view';

let guards = createLeaveGuards();

const messages = {
  dayUsedUp: /You have used today's study time for this course. It opens again on/,
  chapterLocked: 'This chapter opens when you have completed the chapters before it.',
  notAvailable: 'This course cannot be taken right now. Your dashboard shows what it is waiting for.',
  identityFailed: /The state's rules end this course after too many wrong identity answers\./,
} as const;

export const chapterLaunchView: FlowViewDriver<typeof chapterLaunchMachine> = {
  render: ({ logic, options }) => {
    guards = createLeaveGuards();
    return (
      <TestProviders path="/home/chapter-launch">
        <LeaveGuardContext.Provider value={guards}>
          <ChapterLaunchContext.Provider logic={logic} options={options}>
            <ChapterLaunchBindings />
            <ChapterLaunchView />
          </ChapterLaunchContext.Provider>
        </LeaveGuardContext.Provider>
      </TestProviders>
    );
  },
  perform: {
    'retry.request': clickButton('Try again'),
    // The menu is the layout's; the page's guard takes its click (as HomeLayout does).
    'leave.request': async (event) => act(async () => guards.current()?.leave(event.to)),
  },
  expectScreen: (s, { screen }) => {
    for (const [state, text] of Object.entries(messages)) {
      const shown = screen.queryByText(text);
      expect(shown !== null, state).toBe(s.matches(state as keyof typeof messages));
    }
    expectRetryPanel(screen, s.matches('failed') ? s.context.failure : null);
    if (s.matches('savingPending') || s.matches('launching'))
      expect(screen.getByRole('status')).toHaveTextContent('Opening your chapter…');
    const stopped = s.matches('identityLocked') || s.matches('identityFailed');
    expect(screen.queryByText('Identity verified failed.') !== null, 'identity failed').toBe(stopped);
    const launch = s.context.launch;
    if (s.matches('identityLocked') && launch?.outcome === 'identityLocked')
      expect(
        screen.getByText(
          launch.lockedUntil === null
            ? /Your course is locked until our support team confirms who you are\./
            : /Your course is locked until .+\. After that you will be asked a new question\./,
        ),
      ).toBeVisible();
    const admission: Record<string, [RegExp, string, string]> = {
      documents: [/after your documents are filed/, 'File your documents', '/home/file-documents?course=50001'],
      eligibility: [
        /Please answer the eligibility check\./,
        'Answer the eligibility check',
        '/home/eligibility?course=50001',
      ],
      declined: [
        /You are not eligible for this course, so it cannot start\./,
        'Why you are not eligible, and what to do',
        '/home/eligibility?course=50001',
      ],
    };
    const missing = s.matches('admissionPending') && launch?.outcome === 'admissionPending' ? launch.missing : null;
    for (const [step, [words, link, href]] of Object.entries(admission)) {
      expect(screen.queryByText(words) !== null, step).toBe(missing === step);
      if (missing === step) expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
    }
    const overlay = screen.queryByRole('dialog', { name: 'Saving your progress…' });
    expect(overlay !== null).toBe(s.matches('leaving'));
  },
};
