import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

import type { CheckoutEndpoints } from '@shared/api/endpoints/checkout';

import { createSurveyActors } from './survey.actors';

describe('submitReview (02 §7 Survey submit)', () => {
  it('sends the shopper-review query: site, empty token, order, name, e-mail, rating, comments, answer, a random string, test false', async () => {
    const shopperReview = vi.fn().mockResolvedValue({ status: { success: true, message: '' } });
    const actors = createSurveyActors({ shopperReview } as unknown as CheckoutEndpoints, () => 'school.example');
    const input = {
      orderId: 5001,
      name: 'Sam Student',
      emailId: 'sam@example.com',
      rating: 4,
      comments: 'Good.',
      courseSelection: 'yes' as const,
    };
    await toPromise(createActor(actors.submitReview, { input }).start());
    const [query, signal] = shopperReview.mock.calls[0];
    expect(query).toEqual({
      site: 'school.example',
      token: '',
      orderid: 5001,
      name: 'Sam Student',
      email: 'sam@example.com',
      rating: 4,
      comments: 'Good.',
      courseSelection: 'yes',
      rnd: expect.stringMatching(/^[a-z0-9]{1,10}$/),
      test: 'false',
    });
    expect(signal).toBeInstanceOf(AbortSignal);
  });
  it('rethrows a refusal as a failure', async () => {
    // The client throws plain Failure data; offline is a network failure (src/shared/api/client.test.ts).
    const shopperReview = vi.fn().mockRejectedValue({ kind: 'network', httpStatus: 0, message: '' });
    const actors = createSurveyActors({ shopperReview } as unknown as CheckoutEndpoints, () => 'school.example');
    const input = { orderId: 1, name: '', emailId: '', rating: 1, comments: '', courseSelection: 'no' as const };
    await expect(toPromise(createActor(actors.submitReview, { input }).start())).rejects.toEqual({
      kind: 'network',
      httpStatus: 0,
      message: '',
    });
  });
});
