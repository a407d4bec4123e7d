import type { Organisation } from '@contracts/organisation';

import type { Failure } from '../shared/failure';

/** What the logo call is asked (01 §7 Organisation logo). */
export interface LoadOrganisationInput {
  /** The page's origin; the server picks the organisation by its host. */
  domain: string;
  configCourseId?: number;
  reasonId?: number;
  /** The organisation a link names (registration links); it wins over the host. */
  organisationId?: number;
}

export interface BrandingInput extends LoadOrganisationInput {
  /** A record to show until the call answers (the page's own answer for its origin, when the query names more). */
  organisation?: Organisation;
}

export interface BrandingContext {
  /** The query of the last (or running) logo call. */
  query: LoadOrganisationInput;
  /** The last organisation record; kept while a reload runs or after it fails. */
  organisation?: Organisation;
  /** Why the last logo call failed, exposed to the page while the product's own look stays. */
  failure?: Failure;
}

export type BrandingEvent =
  | { type: 'branding.retry' }
  /** Asks again, e.g. once a page knows the configCourseId (config-course attributes). */
  | { type: 'branding.reload'; configCourseId?: number; reasonId?: number; organisationId?: number };

export type { Organisation };
