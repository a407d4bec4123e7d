import { pageOrganisationElementId, pageOrganisationSchema, type Organisation, type PageOrganisation } from '@contracts/organisation';
import type { LoadOrganisationInput } from '@machines/branding';

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
 * The logo call's answer the server wrote into the page's HTML (server/http/page-organisation.ts), when it answers
 * `query`: only the query { domain: this origin } (no course, reason or organisation named). Anything else (a page
 * served without it, the dev server, another query) returns undefined and the branding machine makes the call.
 */
export function pageOrganisation(query: LoadOrganisationInput, page: Document = document): Organisation | undefined {
  if (query.configCourseId !== undefined || query.reasonId !== undefined || query.organisationId !== undefined) return undefined;
  const block = pageBlock(page);
  return block && block.domain === query.domain ? block.organisation : undefined;
}
