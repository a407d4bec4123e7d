import { useLingui } from '@lingui/react/macro';

import { starUnit, type SurveyStars, surveyStars } from '@machines/survey';

interface StarRatingProps {
  legend: string;
  stars?: SurveyStars;
  onChoose: (stars: SurveyStars) => void;
}

/** Five radio buttons drawn as stars; each is named for assistive technology ('3 stars'). */
export function StarRating({ legend, stars, onChoose }: StarRatingProps) {
  const { t } = useLingui();
  const names: Record<SurveyStars, string> = {
    20: t`1 star`,
    40: t`2 stars`,
    60: t`3 stars`,
    80: t`4 stars`,
    100: t`5 stars`,
  };
  return (
    <fieldset className="star-rating">
      <legend>{legend}</legend>
      <div className="star-rating__stars">
        {surveyStars.map((value) => (
          <label
            key={value}
            className={`star-rating__star ${stars !== undefined && value <= stars ? 'star-rating__star--on' : ''}`}
          >
            <input
              type="radio"
              name="survey-stars"
              className="visually-hidden"
              value={value / starUnit}
              checked={stars === value}
              onChange={() => onChoose(value)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{names[value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
