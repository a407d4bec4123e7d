import { describe } from 'vitest';

import { twoFactorEndpoints } from '@shared/api/endpoints/twoFactor';
import { createOtpConfigurationActors } from '@flows/home/otpConfiguration/otpConfiguration.actors';

import { pendingSetup, recoveryCodes, statusOn } from '../../model/otpConfiguration.model';
import { actorsOver, answersTable, envelope, failuresPassThrough, handedOn, noData } from './actorTable';

const actorsWith = actorsOver(createOtpConfigurationActors, twoFactorEndpoints);
const code = { code: '123456' };

describe('createOtpConfigurationActors', () => {
  answersTable('loadStatus $name', actorsWith, { actor: 'loadStatus', call: 'status', sent: [] }, [
    { name: 'hands on the status', ...handedOn(statusOn) },
  ]);
  answersTable('startSetup $name', actorsWith, { actor: 'startSetup', call: 'startSetup', sent: [] }, [
    { name: 'hands on the key, its URI and the QR code', ...handedOn(pendingSetup) },
  ]);
  answersTable('enable $name', actorsWith, { actor: 'enable', call: 'enable', input: code }, [
    { name: 'hands on the ten recovery codes', answer: envelope({ recoveryCodes }), output: recoveryCodes },
  ]);
  answersTable('disable $name', actorsWith, { actor: 'disable', call: 'disable', input: code }, [
    { name: 'sends the code, without output', answer: noData('Two-step verification is off.') },
  ]);
  answersTable(
    'renewRecoveryCodes $name',
    actorsWith,
    { actor: 'renewRecoveryCodes', call: 'renewRecoveryCodes', input: code },
    [{ name: 'hands on the new codes', answer: envelope({ recoveryCodes }), output: recoveryCodes }],
  );

  failuresPassThrough(actorsWith, [
    ['loadStatus', 'status', undefined],
    ['startSetup', 'startSetup', undefined],
    ['enable', 'enable', code],
    ['disable', 'disable', code],
    ['renewRecoveryCodes', 'renewRecoveryCodes', code],
  ]);
});
