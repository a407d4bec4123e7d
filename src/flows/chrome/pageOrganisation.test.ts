// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { pageOrganisationElementId } from '@contracts/organisation';

import { pageOrganisation } from './pageOrganisation';

const origin = 'http://school.example';
const organisation = { organisationId: 1001, logoPath: '/logos/improv.svg' };

/** A page of its own per test: what the page carries is read once per document. */
function pageWith(text: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  const element = page.createElement('script');
  element.type = 'application/json';
  element.id = pageOrganisationElementId;
  element.textContent = text;
  page.head.append(element);
  return page;
}

describe('the organisation written into the page', () => {
  it('answers for the page origin, with the defaults of the call answer', () => {
    const page = pageWith(JSON.stringify({ domain: origin, organisation }));
    expect(pageOrganisation(origin, page)).toMatchObject({
      organisationId: 1001,
      logoPath: '/logos/improv.svg',
      isCourseExpired: false,
    });
  });

  it('does not answer for another origin', () => {
    expect(
      pageOrganisation('http://other.example', pageWith(JSON.stringify({ domain: origin, organisation }))),
    ).toBeUndefined();
  });

  it('ignores a block it cannot read, and a page without one', () => {
    expect(pageOrganisation(origin, pageWith('{not json'))).toBeUndefined();
    expect(
      pageOrganisation(origin, pageWith(JSON.stringify({ domain: origin, organisation: { logoPath: 3 } }))),
    ).toBeUndefined();
    expect(pageOrganisation(origin, document.implementation.createHTMLDocument('bare'))).toBeUndefined();
  });
});
