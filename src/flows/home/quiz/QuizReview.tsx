import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

import type { QuizReviewItem } from '@contracts/quizzes';

/** 'answers' feedback: every question with the student's answer, the right one and why. */
export function QuizReview({ items }: { items: QuizReviewItem[] }) {
  const headingId = useId();
  return (
    <section className="quiz-review" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Your answers</Trans>
      </h3>
      <ol>
        {items.map((item) => {
          const chosen = item.chosen;
          const rightAnswer = item.rightAnswer;
          return (
            <li
              key={item.questionId}
              className={`quiz-review__item quiz-review__item--${item.correct ? 'right' : 'wrong'}`}
            >
              <p className="quiz-review__prompt">{item.prompt}</p>
              <p>
                {item.correct ? <Trans>Right.</Trans> : <Trans>Wrong.</Trans>}{' '}
                {chosen === null ? <Trans>You gave no answer.</Trans> : <Trans>Your answer: {chosen}</Trans>}
              </p>
              {item.correct ? null : (
                <p>
                  <Trans>Right answer: {rightAnswer}</Trans>
                </p>
              )}
              {item.explanation ? <p className="quiz-review__why">{item.explanation}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** 'topics' feedback (and answers feedback without a review): the topics of the questions missed. */
export function MissedTopics({ topics }: { topics: string[] }) {
  const headingId = useId();
  return (
    <section className="quiz-review" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Trans>Topics to review</Trans>
      </h3>
      <ul>
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ul>
    </section>
  );
}
