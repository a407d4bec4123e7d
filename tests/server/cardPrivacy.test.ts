import { describe, expect, it } from 'vitest';

import { sandboxCards } from '../../contracts/checkout';
import { failureCodes } from '../../contracts/envelope';
import * as apiPaths from '../../contracts/paths';
import { logRedaction } from '../../server/app';
import { useTestServer } from './helpers';
import { card611Checkout, cardMethod, checkout, registerFor } from './paymentHelpers';

/** The full card number and CVC are neither stored nor logged (the most verbose log level, every table scanned). */
const logLines: string[] = [];
const t = useTestServer({
  deps: {
    logger: { level: 'trace', redact: logRedaction, stream: { write: (line: string) => void logLines.push(line) } },
  },
});

describe('card data', () => {
  it('never reaches the database or the log', async () => {
    const s = await registerFor(t, 611);
    const good = await cardMethod(t, s.token, sandboxCards.success);
    const bad = await cardMethod(t, s.token, sandboxCards.declined);
    expect((await checkout(t, s.token, card611Checkout(s.studentId, bad.paymentMethodId))).statusCode).toBe(402);
    expect((await checkout(t, s.token, card611Checkout(s.studentId, good.paymentMethodId))).statusCode).toBe(200);
    // A refused card (Luhn) goes through the error path too.
    await t.call({
      method: 'POST',
      url: apiPaths.paymentMethod,
      token: s.token,
      payload: { cardNumber: '4242424242424241', expiry: '12/39', cvc: '987', nameOnCard: 'X', zip: '94105' },
    });

    const tables = await t.db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    expect(tables.length).toBeGreaterThan(20);
    for (const { table_name } of tables) {
      const rows = await t.db.query<{ r: string }>(`select t::text as r from "${table_name}" t`);
      const dump = rows.map((r) => r.r).join('\n');
      for (const secret of [sandboxCards.success, sandboxCards.declined, '4242424242424241'])
        expect(dump, table_name).not.toContain(secret);
    }
    const [method] = await t.db.query(
      'select brand, last4, exp_month, exp_year from payment_methods where payment_method_id = $1',
      [good.paymentMethodId],
    );
    expect(method).toEqual({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2039 });

    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain(apiPaths.paymentMethod);
    for (const secret of [sandboxCards.success, sandboxCards.declined, '4242424242424241', '"987"'])
      expect(log).not.toContain(secret);
  });
});

describe('with STRIPE_SECRET_KEY', () => {
  const stripe = useTestServer({ config: { stripeSecretKey: 'sk_test_local', stripePublishableKey: 'pk_test_local' } });

  it('offers Stripe to the app and leaves card collection to Stripe.js (501 NOT_CONFIGURED here)', async () => {
    const s = await registerFor(stripe, 611);
    const tokens = await stripe.call({ method: 'GET', url: apiPaths.paymentClientTokens, token: s.token });
    expect(tokens.body.data.card).toEqual({ gateway: 'Stripe', publishableKey: 'pk_test_local', sandbox: false });
    const pm = await stripe.call({
      method: 'POST',
      url: apiPaths.paymentMethod,
      token: s.token,
      payload: { cardNumber: sandboxCards.success, expiry: '12/39', cvc: '123', nameOnCard: 'X', zip: '94105' },
    });
    expect(pm.statusCode).toBe(501);
    expect(pm.body.status.code).toBe(failureCodes.notConfigured);
    const sandbox = await checkout(stripe, s.token, card611Checkout(s.studentId, 'pm_x'));
    expect(sandbox.body.status.message).toBe('Payment gateway not available');
  });
});
