import { describe } from 'vitest';

import { certificatesEndpoints } from '@shared/api/endpoints/certificates';
import { createVerifyCertificateActors } from '@flows/verifyCertificate/verifyCertificate.actors';

import { printedCode, revokedCertificate, unknownCode, validCertificate } from '../../model/verifyCertificate.model';
import { actorsOver, answersTable, failuresPassThrough, handedOn } from './actorTable';

const actorsWith = actorsOver(createVerifyCertificateActors, certificatesEndpoints);
const query = { code: printedCode };

describe('createVerifyCertificateActors', () => {
  answersTable(
    'verifyCertificate answers $name',
    actorsWith,
    { actor: 'verifyCertificate', call: 'verifyCertificate', input: query, sent: [printedCode] },
    [
      { name: 'a valid certificate', ...handedOn(validCertificate) },
      { name: 'a revoked certificate', ...handedOn(revokedCertificate) },
      { name: 'an unknown code', ...handedOn(unknownCode) },
    ],
  );

  failuresPassThrough(actorsWith, [['verifyCertificate', 'verifyCertificate', query]]);
});
