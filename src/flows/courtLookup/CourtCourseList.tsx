import { Trans, useLingui } from '@lingui/react/macro';

import type { CourtCourseMatch } from '@machines/courtLookup';
import { Button } from '@shared/ui/Button';

interface CourtCourseListProps {
  courses: CourtCourseMatch[];
  onJoin: (index: number) => void;
}

const usd = (amount: number) => `$${amount.toFixed(2)}`;

/** The matched courses: name, original price, discounted price and Join (01 §2 /sacramento-court). */
export function CourtCourseList({ courses, onJoin }: CourtCourseListProps) {
  const { t } = useLingui();
  return (
    <ul className="court-courses" aria-label={t`Matching courses`}>
      {courses.map((course, index) => {
        const original = usd(course.orginalPrice);
        const discounted = usd(course.discountPrice);
        const name = course.name;
        return (
          <li key={`${course.configCourseId}-${index}`} className="court-courses__item">
            <h2>{course.name}</h2>
            <p>
              <Trans>Original price:</Trans> <s>{original}</s>
            </p>
            <p>
              <Trans>Discounted price:</Trans> <strong>{discounted}</strong>
            </p>
            <Button onClick={() => onJoin(index)} aria-label={t`Join ${name}`}>
              <Trans>Join</Trans>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
