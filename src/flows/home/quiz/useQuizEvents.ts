import { useIntents } from '@shared/flows/useIntents';

import { QuizContext } from './QuizContext';

export function useQuizEvents() {
  return useIntents(QuizContext, (send) => ({
    answer: (questionId: number, optionId: number) => send({ type: 'quiz.answer', questionId, optionId }),
    submit: () => send({ type: 'quiz.submit' }),
    confirmSubmit: () => send({ type: 'submit.confirm' }),
    cancelSubmit: () => send({ type: 'submit.cancel' }),
    retry: () => send({ type: 'retry.request' }),
    next: () => send({ type: 'next.request' }),
    openChapter: () => send({ type: 'chapter.open' }),
    second: () => send({ type: 'clock.second' }),
    online: () => send({ type: 'connection.online' }),
  }));
}
