import type { CertificateVerification } from '@contracts/certificates';

import type { Failure } from '../shared/failure';

/** A certificate the code belongs to: what the public may see of it (contracts/certificates.ts). */
export type FoundCertificate = Extract<CertificateVerification, { found: true }>;

export interface VerifyCertificateInput {
  /** The `code` query parameter of the address (the QR code's link); empty when there is none. */
  code: string;
}

export interface VerifyCertificateContext {
  /** The code field, normalised as typed (upper case, O as 0, I and L as 1, groups of four). */
  code: string;
  /** The certificate of the last check that found one (valid or revoked). */
  certificate?: FoundCertificate;
  /** Why the last check failed: too many tries (the server says how long to wait), no answer, a server error. */
  failure?: Failure;
}

export type VerifyCertificateEvent =
  | { type: 'code.change'; typed: string }
  | { type: 'code.submit' }
  | { type: 'check.retry' }
  | { type: 'search.restart' };

export interface VerifyCertificateQuery {
  code: string;
}
