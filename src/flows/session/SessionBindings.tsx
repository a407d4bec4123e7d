import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { useServices } from '@shared/services';

import { sessionEventOf } from './readStoredSession';
import { SessionContext } from './SessionContext';
import { useWatchingActivity } from './sessionSelectors';
import { useActivityReporting } from './useActivityReporting';
import { useSessionEvents } from './useSessionEvents';

interface SessionBindingsProps {
  /** Tests report every activity; the app throttles to one per second. */
  activityIntervalMs?: number;
}

/**
 * Connects the session machine to the world: the API client's signals, the stored login flag
 * at every navigation (so a reload or another flow's sign-in is noticed), and user activity.
 */
export function SessionBindings({ activityIntervalMs }: SessionBindingsProps) {
  const { signals, storage } = useServices();
  const actor = SessionContext.useActorRef();
  const { key } = useLocation();
  const watching = useWatchingActivity();
  const { activity } = useSessionEvents();

  useEffect(() => signals.subscribe((signal) => actor.send(signal)), [signals, actor]);
  // Before paint, so a reload of a /home page never flashes the signed-out chrome.
  useLayoutEffect(() => actor.send(sessionEventOf(storage)), [actor, storage, key]);
  useActivityReporting(watching, activity, activityIntervalMs);
  return null;
}
