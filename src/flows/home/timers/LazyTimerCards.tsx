import { loadOnUse } from '@shared/ui/loadOnUse';

/** The timer cards load with the first page that has a timer to show (a chapter), not with every /home page. */
export const LazyTimerCards = loadOnUse(() => import('./TimerCards').then((m) => m.TimerCards));
