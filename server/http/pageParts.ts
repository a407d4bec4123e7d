import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import type { FastifyRequest } from 'fastify';

import type { LanguageCode } from '../../contracts/languages';
import type { Organisation } from '../../contracts/organisation';
import type { ShellRequest } from '../../contracts/shell';
import { pageOrganisationHead } from './pageOrganisation';

/** What a page's HTML gets besides the build's index.html: the end of its <head> and the content of #root. */
export interface PageParts {
  head: string;
  root: string;
}
export type RenderShell = (request: ShellRequest) => Promise<string>;

/** The server's render of the page chrome, built by `npm run build` (src/shell/renderShell.tsx); none without it. */
export async function loadShellRenderer(dir: string): Promise<RenderShell | undefined> {
  const file = path.resolve(dir, 'renderShell.js');
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderShell: RenderShell };
  return module.renderShell;
}

/**
 * A page's parts for a request: the organisation of the origin it was asked on (the logo call's answer, in a data
 * block the app reads; pageOrganisation.ts) and, with a shell renderer, the page's chrome in the visitor's language,
 * so the header, logo and banner paint with the HTML. Whatever fails leaves that part out, logged: the page is still
 * served and the app does the rest (calls for the organisation, renders the chrome).
 */
export function pagePartsFor(
  organisationOf: (domain: string) => Promise<Organisation>,
  shell: Promise<RenderShell | undefined>,
) {
  return async (request: FastifyRequest, pagePath: string, language: LanguageCode): Promise<PageParts> => {
    const domain = `${request.protocol}://${request.host}`;
    let organisation: Organisation;
    try {
      organisation = await organisationOf(domain);
    } catch (error) {
      request.log.warn({ err: error }, 'page organisation not available; the app will ask for it');
      return { head: '', root: '' };
    }
    const head = pageOrganisationHead({ domain, organisation });
    try {
      const render = await shell;
      return { head, root: render ? await render({ path: pagePath, language, domain, organisation }) : '' };
    } catch (error) {
      request.log.error({ err: error }, 'the page chrome could not be rendered; the app renders it');
      return { head, root: '' };
    }
  };
}
