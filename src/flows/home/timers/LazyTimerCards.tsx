import { type ComponentProps, lazy, Suspense } from 'react';

import type { TimerCards } from './TimerCards';

/** The timer cards load with the first page that has a timer to show (a chapter), not with every /home page. */
const TimerCardsOnUse = lazy(() => import('./TimerCards').then((m) => ({ default: m.TimerCards })));

export function LazyTimerCards(props: ComponentProps<typeof TimerCards>) {
  return (
    <Suspense fallback={null}>
      <TimerCardsOnUse {...props} />
    </Suspense>
  );
}
