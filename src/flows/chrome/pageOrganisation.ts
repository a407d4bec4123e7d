import {
  type Organisation,
  type PageOrganisation,
  pageOrganisationElementId,
  pageOrganisationSchema,
} from '@contracts/organisation';

const read = new WeakMap<Document, PageOrganisation | null>();

/** The block as the server wrote it, validated like the logo call's answer; null when absent or unreadable. */
function pageBlock(page: Document): PageOrganisation | null {
  if (read.has(page)) return read.get(page) ?? null;
  let block: PageOrganisation | null = null;
  const text = page.getElementById(pageOrganisationElementId)?.textContent;
  if (text) {
    try {
      const parsed = pageOrganisationSchema.safeParse(JSON.parse(text));
      if (parsed.success) block = parsed.data;
    } catch {
      // Unreadable: the app makes the call itself.
    }
  }
  read.set(page, block);
  return block;
}

/**
 * The logo call's answer for the page's origin that the server wrote into the page's HTML
 * (server/http/pageOrganisation.ts); undefined when the page has none (the dev server, a database that did not
 * answer), it cannot be read, or it is for another origin.
 */
export function pageOrganisation(domain: string, page: Document = document): Organisation | undefined {
  const block = pageBlock(page);
  return block && block.domain === domain ? block.organisation : undefined;
}
