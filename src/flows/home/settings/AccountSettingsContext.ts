import { createActorContext } from '@xstate/react';

import { accountSettingsMachine } from '@machines/accountSettings';

export const AccountSettingsContext = createActorContext(accountSettingsMachine);
