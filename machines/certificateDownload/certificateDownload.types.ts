import type { Failure } from '../shared/failure';

export interface CertificateDownloadInput {
  studentCourseId: number;
  /** Names the saved file. */
  certificateNumber: string;
}

export interface CertificateDownloadContext extends CertificateDownloadInput {
  failure?: Failure;
}

export type CertificateDownloadEvent = { type: 'download.request' };
