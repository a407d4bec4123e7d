import { describe } from 'vitest';

import { studentEndpoints } from '@shared/api/endpoints/student';
import { createConnectedAccountsActors } from '@flows/home/connectedAccounts/connectedAccounts.actors';

import { googleConnected, googleOnly } from '../../model/connectedAccounts.model';
import { actorsOver, answersTable, failuresPassThrough, handedOn } from './actorTable';

const actorsWith = actorsOver(createConnectedAccountsActors, studentEndpoints);

describe('createConnectedAccountsActors', () => {
  answersTable('$name', actorsWith, {}, [
    {
      name: 'loadAccounts answers every provider',
      actor: 'loadAccounts',
      call: 'connectedAccounts',
      sent: [],
      ...handedOn(googleOnly),
    },
    {
      // No provider SDK runs in the browser: the provider alone, never a subjectToken.
      name: 'connectAccount sends the provider only and answers the list',
      actor: 'connectAccount',
      call: 'connectAccount',
      input: { provider: 'google' },
      sent: [{ provider: 'google' }],
      ...handedOn(googleConnected),
    },
    {
      name: 'disconnectAccount names the provider and answers the list',
      actor: 'disconnectAccount',
      call: 'disconnectAccount',
      input: { provider: 'google' },
      sent: ['google'],
      ...handedOn(googleOnly),
    },
  ]);

  failuresPassThrough(actorsWith, [
    ['loadAccounts', 'connectedAccounts', undefined],
    ['connectAccount', 'connectAccount', { provider: 'microsoft' }],
    ['disconnectAccount', 'disconnectAccount', { provider: 'google' }],
  ]);
});
