import { type PageOrganisation, pageOrganisationElementId } from '../../contracts/organisation';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What a page's <head> gets so the app paints the organisation's look without waiting for the logo call: the call's
 * answer for the page's origin as a JSON data block (not a script: nothing runs, the CSP is unchanged) and a preload
 * of the logo, fetched beside the entry script. `<` is escaped so no value can close the element.
 */
export function pageOrganisationHead(page: PageOrganisation): string {
  const json = JSON.stringify(page).replace(/</g, '\\u003c');
  const logo = page.organisation.logoPath
    ? `<link rel="preload" as="image" href="${attribute(page.organisation.logoPath)}">`
    : '';
  return `${logo}<script type="application/json" id="${pageOrganisationElementId}">${json}</script>`;
}
