import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';

import { organisationSchema } from '@contracts/organisation';

import { brandingMachine } from './branding.machine';
import { brandingAnswered } from './branding.restore';

const query = { domain: 'http://school.example' };

describe('branding restored from an answer the page carries', () => {
  it('stands ready with the organisation, without a call', () => {
    const organisation = organisationSchema.parse({ organisationId: 1001, logoPath: '/logo.svg' });
    const actor = createActor(brandingMachine, {
      input: query,
      snapshot: brandingAnswered(query, organisation),
    }).start();
    expect(actor.getSnapshot().matches({ ready: 'available' })).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ query, organisation });
    actor.stop();
  });

  it('stands at course expired when the answer says so', () => {
    const organisation = organisationSchema.parse({ organisationId: 1001, isCourseExpired: true });
    expect(brandingAnswered(query, organisation).matches({ ready: 'courseExpired' })).toBe(true);
  });
});
