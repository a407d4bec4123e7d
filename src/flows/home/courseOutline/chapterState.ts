import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { ChapterState } from '@contracts/courseTaking';

const labels = {
  locked: msg`Locked`,
  available: msg`Available`,
  inProgress: msg`In progress`,
  quizDue: msg`Quiz due`,
  completed: msg`Completed`,
} as const;

export const chapterStateLabel = (i18n: I18n, state: ChapterState) => i18n._(labels[state]);
