import { createFlowContext } from '@shared/flows/createFlowContext';

import { accountSettingsMachine } from '@machines/accountSettings';

export const AccountSettingsContext = createFlowContext(accountSettingsMachine);
