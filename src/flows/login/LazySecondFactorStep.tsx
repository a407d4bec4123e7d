import { loadOnUse } from '@shared/ui/loadOnUse';

/** Issue 15: the code step; only students with two-step verification on see it. */
export const LazySecondFactorStep = loadOnUse(() => import('./SecondFactorStep').then((m) => m.SecondFactorStep));
