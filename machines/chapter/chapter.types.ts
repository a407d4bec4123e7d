import type { ChapterPage, TimeCredit, Today } from '@contracts/courseTaking';
import type { NavigateParams } from '@contracts/routes';

import type { Failure } from '../shared/failure';

export type { ChapterPage, TimeCredit, Today };

/**
 * Seconds of study sent as one update. A batch keeps its id until the server has answered it, so a retry of an update
 * that did arrive is recognised and not credited twice (server: student_courses.last_time_update_id).
 */
export interface TimeBatch {
  updateId: string;
  seconds: number;
}

/** Study time not yet credited: the batch being sent (or failed) and the seconds counted since. Kept in storage. */
export interface PendingTime {
  studentCourseId: number;
  studentCourseChapterId: number;
  batch: TimeBatch | null;
  unsent: number;
}

export interface ChapterInput {
  studentCourseChapterId: number;
  /** Study time a reload or a crash left unsent (storage), sent first. */
  pending: PendingTime | null;
  /** Unique per page visit: batch ids are `${batchPrefix}-${n}`. */
  batchPrefix: string;
}

export interface ChapterContext {
  studentCourseChapterId: number;
  page?: ChapterPage;
  /** Seconds the server has credited to the chapter. */
  creditedSeconds: number;
  /** Today's time as the server last said (null: not limited) minus what was counted since. */
  todayLeft: number | null;
  /** When a used-up day comes back (the server's answer). */
  resetsAt: string | null;
  batch: TimeBatch | null;
  unsent: number;
  batchPrefix: string;
  /** Batches formed so far (the next one's id). */
  batchCount: number;
  /** The section shown (new-content courses show one at a time). */
  section: number;
  /** Where the menu asked to go (the 'saving progress' overlay runs first). */
  leaveTo?: NavigateParams;
  breakUntil?: string;
  failure?: Failure;
}

export interface SendTimeInput {
  studentCourseId: number;
  studentCourseChapterId: number;
  batch: TimeBatch;
  /** The chapter opened after an identity check: its time is sent as after a verification (02 §3). */
  identityVerified: boolean;
}

export type ChapterEvent =
  /** The page's clock: one second passed (the binding's interval timer, Playwright's clock in browser tests). */
  | { type: 'clock.second' }
  /** Page Visibility: the tab was hidden or shown again. */
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  /** The session flow's idle rule: idle pauses the count. */
  | { type: 'presence.idle' }
  | { type: 'presence.active' }
  /** The browser is back online: a failed update is sent at once. */
  | { type: 'connection.online' }
  | { type: 'section.next' }
  | { type: 'section.previous' }
  | { type: 'section.show'; section: number }
  /** The button to the next chapter (enabled once the chapter's minutes are credited). */
  | { type: 'next.request' }
  /** A menu link on this page: the overlay saves, then the navigation. */
  | { type: 'leave.request'; to: NavigateParams }
  /** 'Back to dashboard': the modal 'Your Progress will be saved! Continue?'. */
  | { type: 'exit.request' }
  | { type: 'exit.confirm' }
  | { type: 'exit.cancel' }
  /** Logout from this page: the time update first (02 §2 'a different handler'). */
  | { type: 'logout.request' }
  | { type: 'retry.request' };
