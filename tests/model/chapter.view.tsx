import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { expect } from 'vitest';

import * as routes from '@contracts/pages';
import type { chapterMachine } from '@machines/chapter';
import { ChapterBindings } from '@flows/home/chapter/ChapterBindings';
import { ChapterContext } from '@flows/home/chapter/ChapterContext';
import { ChapterView } from '@flows/home/chapter/ChapterView';
import { createLeaveGuards, LeaveGuardContext } from '@flows/home/layout/leaveGuard';

import { TestProviders } from '../setup/TestProviders';
import { chapterPage } from './chapter.model';
import { clickButton, expectRetryPanel, type FlowViewDriver } from './harness/view';
import { manualSeconds } from './manualSeconds';

/** The session's idle rule, as the path moves it (the real flow reads it from the session machine). */
const idleFlag = (() => {
  let idle = false;
  const listeners = new Set<() => void>();
  return {
    read: () => idle,
    set(next: boolean) {
      idle = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();

/** The page's clock, ticked by the path. */
const seconds = manualSeconds();

function Bindings() {
  const idle = useSyncExternalStore(idleFlag.subscribe, idleFlag.read);
  return <ChapterBindings idle={idle} everySecond={seconds.everySecond} />;
}

/** The menu's links and Logout reach the page through its leave guard, as HomeLayout does. */
let guards = createLeaveGuards();

const setVisibility = async (state: 'hidden' | 'visible') =>
  act(async () => {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

export const chapterView: FlowViewDriver<typeof chapterMachine> = {
  render: ({ logic, options }) => {
    idleFlag.set(false);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    guards = createLeaveGuards();
    return (
      <TestProviders path={routes.chapter}>
        <LeaveGuardContext.Provider value={guards}>
          <ChapterContext.Provider logic={logic} options={options}>
            <Bindings />
            <ChapterView />
          </ChapterContext.Provider>
        </LeaveGuardContext.Provider>
      </TestProviders>
    );
  },
  perform: {
    'retry.request': clickButton('Try again'),
    'clock.second': async () => act(() => seconds.fire()),
    'page.hidden': () => setVisibility('hidden'),
    'page.visible': () => setVisibility('visible'),
    'presence.idle': async () => act(async () => idleFlag.set(true)),
    'presence.active': async () => act(async () => idleFlag.set(false)),
    'connection.online': async () => act(() => void window.dispatchEvent(new Event('online'))),
    'section.next': clickButton('Next section'),
    'section.previous': clickButton('Previous section'),
    'section.show': async (event, { user, screen }) =>
      user.click(
        screen
          .getByRole('navigation', { name: 'Sections of this chapter' })
          .querySelectorAll('button')
          .item(Number(event.section)),
      ),
    'next.request': clickButton('Next chapter'),
    'leave.request': async (event) => act(() => guards.current()?.leave(event.to)),
    'exit.request': clickButton('Back to dashboard'),
    'exit.confirm': clickButton('Yes'),
    'exit.cancel': clickButton('No'),
    'logout.request': async () => act(() => guards.current()?.logout?.()),
  },
  expectScreen: (s, { screen }) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent('Loading the chapter…');
    if (s.matches('loadFailed')) expectRetryPanel(screen, s.context.failure);
    if (s.matches('studying') || s.matches('confirmingExit') || s.matches('leaving')) {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        `Chapter 1 of 3: ${chapterPage.content.title}`,
      );
      // New content: one section at a time, the one the student is on.
      chapterPage.content.sections.forEach((section, i) => {
        const heading = screen.queryByRole('heading', { level: 2, name: section.heading });
        expect(heading !== null, section.heading).toBe(i === s.context.section);
      });
      const done = s.context.creditedSeconds >= chapterPage.requiredSeconds;
      expect(screen.getByRole('button', { name: 'Next chapter' })).toHaveProperty('disabled', !done);
    }
    if (s.matches({ studying: { saver: 'failed' } }))
      expect(screen.getByRole('alert')).toHaveTextContent('Your progress could not be saved just now.');
    if (s.matches('studying') && !s.matches({ studying: { saver: 'failed' } }))
      expect(screen.queryByRole('alert')).toBeNull();
    const modal = screen.queryByRole('dialog', { name: 'Your Progress will be saved! Continue?' });
    expect(modal !== null).toBe(s.matches('confirmingExit'));
    const overlay = screen.queryByRole('dialog', { name: 'Saving your progress…' });
    expect(overlay !== null).toBe(s.matches('leaving') || s.matches('signingOut'));
    if (s.matches('dayOver')) expect(screen.getByText(/You have used today's study time/)).toBeInTheDocument();
  },
};
