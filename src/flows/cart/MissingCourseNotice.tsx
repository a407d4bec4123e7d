import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '@shared/ui/Alert';

/** A cart or offers page opened without its course: what is missing, and the way back to the courses. */
export function MissingCourseNotice({ children }: { children: ReactNode }) {
  return (
    <div className="notice">
      <Alert tone="info">{children}</Alert>
      <Link to="/home/course-list" className="button button--primary">
        <Trans>Go to your courses</Trans>
      </Link>
    </div>
  );
}
