import type { SocialProvider } from '@contracts/auth';

/** The providers' own names (brands: not translated). */
export const providerNames: Record<SocialProvider, string> = { google: 'Google', microsoft: 'Microsoft' };
