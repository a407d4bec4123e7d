import { accountSettingsMachine } from '@machines/accountSettings';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const AccountSettingsContext = createFlowContext(accountSettingsMachine);
