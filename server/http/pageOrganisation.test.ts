import { describe, expect, it } from 'vitest';

import { organisationSchema } from '../../contracts/organisation';
import { pageOrganisationHead } from './pageOrganisation';

const organisation = organisationSchema.parse({
  organisationId: 7,
  logoPath: '/logos/a.svg?x=1&y="2"',
  registrationDisclaimerMessage: '</script><script>alert(1)</script>',
});

describe('the organisation block of a page', () => {
  it('cannot be closed early by a value, and reads back as written', () => {
    const head = pageOrganisationHead({ domain: 'http://school.example', organisation });
    const json = /<script type="application\/json" id="page-organisation">(.*)<\/script>$/.exec(head)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ domain: 'http://school.example', organisation });
  });

  it('preloads the logo with its address escaped, and nothing without a logo', () => {
    expect(pageOrganisationHead({ domain: 'http://school.example', organisation })).toMatch(
      /^<link rel="preload" as="image" href="\/logos\/a\.svg\?x=1&amp;y=&quot;2&quot;">/,
    );
    expect(
      pageOrganisationHead({ domain: 'http://school.example', organisation: { ...organisation, logoPath: null } }),
    ).not.toContain('<link');
  });
});
