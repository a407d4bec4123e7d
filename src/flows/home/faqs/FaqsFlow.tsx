import { useLingui } from '@lingui/react/macro';

import { faqsMachine } from '@machines/faqs';
import { studentEndpoints } from '@shared/api/endpoints/student';
import { useFlowLogic } from '@shared/flows/useFlowLogic';
import { useEndpoints } from '@shared/services';

import { createFaqsImplementations } from './faqs.actors';
import { FaqsContext } from './FaqsContext';
import { FaqsView } from './FaqsView';

/** Route /home/customer-support (02 §2 customer-support, the FAQs). */
export default function FaqsFlow() {
  const { i18n } = useLingui();
  const api = useEndpoints(studentEndpoints);
  // The i18n instance is the app's one; its locale is read when the list loads.
  const logic = useFlowLogic(() =>
    faqsMachine.provide(createFaqsImplementations({ api, language: () => i18n.locale })),
  );
  return (
    <FaqsContext.Provider logic={logic}>
      <FaqsView />
    </FaqsContext.Provider>
  );
}
