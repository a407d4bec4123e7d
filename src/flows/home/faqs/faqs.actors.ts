import { fromPromise } from 'xstate';

import type { FaqList, faqsMachine } from '@machines/faqs';
import type { StudentEndpoints } from '@shared/api/endpoints/student';
import type { ImplementationsOf } from '@shared/flows/implementations';

/** The FAQs page's I/O: the list in the interface language (read when it loads). */
export const createFaqsActors = (api: StudentEndpoints, language: () => string) => ({
  loadFaqs: fromPromise<FaqList>(async ({ signal }) => (await api.faqs(language(), signal)).data),
});

export const createFaqsImplementations = ({ api, language }: { api: StudentEndpoints; language: () => string }) =>
  ({ actors: createFaqsActors(api, language) }) satisfies ImplementationsOf<typeof faqsMachine>;
