import { Trans, useLingui } from '@lingui/react/macro';

import { reviewCountText, shownStarValue } from './expressDisplay';

interface StarRatingProps {
  average: number;
  total: number;
  /** The demonstration's sample reviews: said so, never shown as real ones. */
  sample?: boolean;
}

/** 01 §2 star rating from the reviews service: the shown value is the average minus 0.1. */
export function StarRating({ average, total, sample = false }: StarRatingProps) {
  const { t } = useLingui();
  const value = shownStarValue(average);
  const count = reviewCountText(total);
  const full = Math.round(value);
  return (
    <p className="express__rating">
      <span role="img" aria-label={t`Rated ${value} out of 5`}>
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </span>{' '}
      <span>
        <Trans>
          {value} from {count} reviews
        </Trans>
      </span>
      {sample ? (
        <>
          {' '}
          <span className="express__rating-sample">
            <Trans>(sample reviews of the demonstration, not real ones)</Trans>
          </span>
        </>
      ) : null}
    </p>
  );
}
