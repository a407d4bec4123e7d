import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

import type { QuizQuestion as Question } from '@contracts/quizzes';

interface QuizQuestionProps {
  question: Question;
  number: number;
  total: number;
  chosen: number | undefined;
  onChoose: (questionId: number, optionId: number) => void;
}

/** One question: a radio group named by its legend; the chosen option can be changed until the try is sent. */
export function QuizQuestion({ question, number, total, chosen, onChoose }: QuizQuestionProps) {
  const name = useId();
  return (
    <fieldset className="quiz-question">
      <legend>
        <span className="quiz-question__number">
          <Trans>
            Question {number} of {total}
          </Trans>
        </span>{' '}
        <span className="quiz-question__prompt">{question.prompt}</span>
      </legend>
      {question.options.map((option) => (
        <label key={option.optionId} className="quiz-option">
          <input
            type="radio"
            name={name}
            value={option.optionId}
            checked={chosen === option.optionId}
            onChange={() => onChoose(question.questionId, option.optionId)}
          />
          <span>{option.text}</span>
        </label>
      ))}
    </fieldset>
  );
}
