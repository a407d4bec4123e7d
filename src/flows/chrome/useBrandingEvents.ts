import { useMemo } from 'react';

import { BrandingContext } from './BrandingContext';

/** Intents towards the branding: retry after a failure, or ask again for a course (config attributes). */
export function useBrandingEvents() {
  const actor = BrandingContext.useActorRef();
  return useMemo(
    () => ({
      retry: () => actor.send({ type: 'branding.retry' }),
      reload: (course: { configCourseId?: number; reasonId?: number; organisationId?: number }) =>
        actor.send({ type: 'branding.reload', ...course }),
    }),
    [actor],
  );
}
