import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';

import * as routes from '@contracts/pages';
import type { QuizKind } from '@contracts/quizzes';
import { type KeptAnswers, quizMachine } from '@machines/quiz';
import { quizEndpoints } from '@shared/api/endpoints/quizzes';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createQuizImplementations } from './quiz.actors';
import { QuizBindings } from './QuizBindings';
import { QuizContext } from './QuizContext';
import { QuizView } from './QuizView';

/** The chapter whose quiz is asked for (?chapter=N), when it is a whole number. */
const chapterOf = (search: URLSearchParams) => {
  const n = Number(search.get('chapter'));
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

interface QuizPageProps {
  studentCourseId: number;
  chapterNumber: number | null;
}

function QuizPage({ studentCourseId, chapterNumber }: QuizPageProps) {
  const { i18n } = useLingui();
  const { storage } = useServices();
  const api = useEndpoints(quizEndpoints);
  const logic = useFlowLogic((navigate) => quizMachine.provide(createQuizImplementations({ api, navigate })));
  const [keepAnswers] = useState(
    () => (kept: KeptAnswers | null) =>
      kept ? storage.set('unsavedQuizAnswers', kept) : storage.remove('unsavedQuizAnswers'),
  );
  const input = useOnce(() => ({
    studentCourseId,
    chapterNumber,
    language: i18n.locale,
    kept: storage.get('unsavedQuizAnswers'),
  }));
  return (
    <QuizContext.Provider logic={logic} options={{ input }}>
      <QuizBindings keepAnswers={keepAnswers} />
      <QuizView />
    </QuizContext.Provider>
  );
}

/**
 * Routes /home/chapter-quiz?chapter=N and /home/final-quiz: the course chosen on the dashboard (02 §3
 * studentCourseId, stored). No course: the dashboard; a chapter quiz without its chapter: chapter launch decides.
 */
export default function QuizFlow({ kind }: { kind: QuizKind }) {
  const { storage } = useServices();
  const [search] = useSearchParams();
  const studentCourseId = storage.get('studentCourseId');
  const chapterNumber = kind === 'final' ? null : chapterOf(search);
  if (studentCourseId === undefined) return <Navigate to={routes.dashboard} replace />;
  if (chapterNumber === undefined) return <Navigate to={routes.chapterLaunch} replace />;
  // Another chapter's quiz on the same route is another machine.
  return <QuizPage key={chapterNumber ?? 'final'} studentCourseId={studentCourseId} chapterNumber={chapterNumber} />;
}
