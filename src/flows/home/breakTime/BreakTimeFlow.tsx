import { useLingui } from '@lingui/react/macro';

import { breakTimeMachine } from '@machines/breakTime';
import { courseTakingEndpoints } from '@shared/api/endpoints/courseTaking';
import { useFlowLogic, useOnce } from '@shared/flows/useFlowLogic';
import { useEndpoints, useServices } from '@shared/services';

import { createBreakTimeImplementations } from './breakTime.actors';
import { BreakTimeContext } from './BreakTimeContext';
import { BreakTimeView } from './BreakTimeView';

/** Route /home/breakTime. */
export default function BreakTimeFlow() {
  const { storage } = useServices();
  const { i18n } = useLingui();
  const api = useEndpoints(courseTakingEndpoints);
  const logic = useFlowLogic((navigate) =>
    breakTimeMachine.provide(createBreakTimeImplementations({ api, navigate, language: () => i18n.locale })),
  );
  const input = useOnce(() => ({ studentCourseId: storage.get('studentCourseId') }));
  return (
    <BreakTimeContext.Provider logic={logic} options={{ input }}>
      <BreakTimeView />
    </BreakTimeContext.Provider>
  );
}
