import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import type { AdmissionStep } from '@contracts/courseTaking';
import * as routes from '@contracts/pages';
import { Alert } from '@shared/ui/Alert';

import { forCourse } from '../eligibility/courseAsked';

/** Why the course cannot start yet, in words, with the page of the next step. */
export function AdmissionPending({ missing, studentCourseId }: { missing: AdmissionStep; studentCourseId?: number }) {
  const page = (path: string) => (studentCourseId === undefined ? path : forCourse(path, studentCourseId));
  return (
    <>
      <Alert tone="info">
        {missing === 'documents' ? (
          <Trans>Your course starts after your documents are filed and your eligibility is approved.</Trans>
        ) : missing === 'eligibility' ? (
          <Trans>Your course starts after your eligibility is approved. Please answer the eligibility check.</Trans>
        ) : (
          <Trans>You are not eligible for this course, so it cannot start.</Trans>
        )}
      </Alert>
      <p>
        {missing === 'documents' ? (
          <Link to={page(routes.fileDocuments)} className="button button--primary">
            <Trans>File your documents</Trans>
          </Link>
        ) : missing === 'eligibility' ? (
          <Link to={page(routes.eligibility)} className="button button--primary">
            <Trans>Answer the eligibility check</Trans>
          </Link>
        ) : (
          <Link to={page(routes.eligibility)} className="button button--primary">
            <Trans>Why you are not eligible, and what to do</Trans>
          </Link>
        )}
      </p>
    </>
  );
}
