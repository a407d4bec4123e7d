import { describe } from 'vitest';

import { refundEndpoints } from '@shared/api/endpoints/refunds';
import { createRefundActors } from '@flows/home/refund/refund.actors';
import { createRefundSummaryActors } from '@flows/home/refundSummary/refundSummary.actors';

import { refundDone, refundDraft, refundPurchase, refundReviewDraft } from '../../model/refund.model';
import { actorsOver, answersTable, envelope, failuresPassThrough } from './actorTable';

const refundActors = actorsOver(createRefundActors, refundEndpoints);
const summaryActors = actorsOver(createRefundSummaryActors, refundEndpoints);

describe('createRefundActors', () => {
  answersTable('$name', refundActors, { actor: 'loadPurchases', call: 'refundPurchases', sent: [] }, [
    {
      name: 'loadPurchases answers the purchases with what may be refunded',
      answer: envelope({ purchases: [refundPurchase] }),
      output: { purchases: [refundPurchase] },
    },
  ]);
  answersTable(
    '$name',
    refundActors,
    { actor: 'requestRefund', call: 'requestRefund', answer: envelope(refundDone), output: refundDone },
    [
      { name: 'requestRefund sends the items, the reason and the key, and answers the request', input: refundDraft },
      { name: 'requestRefund sends a review with its mode', input: refundReviewDraft },
      // Only the fields the contract takes go out, whatever else the input carries.
      {
        name: 'requestRefund sends only the request’s fields',
        input: { ...refundDraft, amount: 44.9 },
        sent: [refundDraft],
      },
    ],
  );
  failuresPassThrough(refundActors, [
    ['loadPurchases', 'refundPurchases', undefined],
    ['requestRefund', 'requestRefund', refundDraft],
  ]);
});

describe('createRefundSummaryActors', () => {
  answersTable('$name', summaryActors, { actor: 'loadRequests', call: 'refundRequests', sent: [] }, [
    {
      name: 'loadRequests answers the student’s refund requests',
      answer: envelope({ requests: [refundDone] }),
      output: { requests: [refundDone] },
    },
  ]);
  failuresPassThrough(summaryActors, [['loadRequests', 'refundRequests', undefined]]);
});
