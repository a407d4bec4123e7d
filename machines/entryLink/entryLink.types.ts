import type { Failure } from '../shared/failure';

/**
 * What the address a visitor opened asks for (01 §2 Entry query parameters), decided by a pure
 * function in the app from the host, path, hash, query and stored values.
 */
export type EntryLink =
  /** No entry parameters: the start page shows. */
  | { kind: 'none' }
  /** A legacy hash-routed address (`/#/path?...`) opened as `/path?...`. */
  | { kind: 'hashRoute'; to: string }
  /** 01 §2: the visitor is sent to the marketing site. */
  | { kind: 'marketingSite'; url: string }
  /** authToken (optional studentSource): backend login. */
  | { kind: 'backendLogin'; token: string; studentSource?: string }
  /** authToken with studentId and studentPaymentTrxId: a student's own link. */
  | { kind: 'studentLink'; token: string; studentId: number; studentPaymentTrxId: number }
  /** token or studentSource: the parent flow. */
  | { kind: 'parentLink'; token: string };

/** The verified claims of a parent-flow token. */
export interface ParentClaims {
  primaryConfigCourseId: number;
  secondaryConfigCourseIds: number[];
  organisationId: number;
  studentId: number;
  studentPaymentTrxId: number | null;
}

export interface EntryLinkInput {
  link: EntryLink;
}

export interface EntryLinkContext {
  link: EntryLink;
  /** Why the parent token was refused. */
  failure?: Failure;
}

export type EntryLinkEvent = { type: 'verification.retry' };

export interface StoreParentFlowParams {
  token: string;
  claims: ParentClaims;
}
