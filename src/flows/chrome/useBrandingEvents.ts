import { useIntents } from '@shared/flows/useIntents';

import { BrandingContext } from './BrandingContext';

/** Intents towards the branding: retry after a failure, or ask again for a course (config attributes). */
export function useBrandingEvents() {
  return useIntents(BrandingContext, (send) => ({
    retry: () => send({ type: 'branding.retry' }),
    reload: (course: { configCourseId?: number; reasonId?: number; organisationId?: number }) =>
      send({ type: 'branding.reload', ...course }),
  }));
}
