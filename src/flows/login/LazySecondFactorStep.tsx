import { loadOnUse } from '@shared/ui/loadOnUse';

/** The code step; only students with two-step verification on see it. */
export const LazySecondFactorStep = loadOnUse(() => import('./SecondFactorStep').then((m) => m.SecondFactorStep));
