import { readFileSync } from 'node:fs';

import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyRequest } from 'fastify';

import {
  defaultLanguage,
  isLanguageCode,
  type LanguageCode,
  languageCodes,
  languageFromTags,
  tagsOfAcceptLanguage,
} from '../../contracts/languages';

/**
 * The server's words (mails, the receipt and certificate PDFs) live in the Lingui catalogs
 * locales/{language}/server.po, beside the app's, so they are translated the same way (docs/architecture.md, "Server
 * text in four languages"). The server has no macro transform (tsx runs it as is), so its words are plain descriptors
 * `{ id, message }` marked with an i18n comment, which `lingui extract` reads; the English `message` is the fallback of
 * a catalog that lacks a translation.
 */
const catalogFile = (language: LanguageCode) => new URL(`../../locales/${language}/server.po`, import.meta.url);

/** A PO string's value: the quoted pieces joined, with the escapes `lingui extract` writes. */
function unquote(pieces: string[]): string {
  return pieces
    .map((piece) => JSON.parse(piece) as string)
    .join('')
    .replace(/\r/g, '');
}

/**
 * The PO catalog's translations by id. The source PO is read at start (not its compiled module, which only
 * `npm run i18n:compile` writes): `npm start`, the dev server and the tests then need no step before.
 */
export function parsePo(text: string): Record<string, string> {
  const messages: Record<string, string> = {};
  let field: 'msgid' | 'msgstr' | undefined;
  let id: string[] = [];
  let str: string[] = [];
  const flush = () => {
    if (id.length) {
      const key = unquote(id);
      const value = unquote(str);
      if (key && value) messages[key] = value;
    }
    id = [];
    str = [];
    field = undefined;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      field = 'msgid';
      id.push(line.slice(6));
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr';
      str.push(line.slice(7));
    } else if (line.startsWith('"') && field) {
      (field === 'msgid' ? id : str).push(line);
    } else if (line === '') {
      // A blank line ends the entry; comments (`#.`, `#:`, obsolete `#~` entries) are skipped.
      field = undefined;
    }
  }
  flush();
  return messages;
}

function loadCatalogs(): I18n {
  const i18n = setupI18n();
  // Compiled when first used: the production build of @lingui/core does not compile messages by itself.
  i18n.setMessagesCompiler(compileMessage);
  for (const language of languageCodes) {
    let messages: Record<string, string> = {};
    try {
      messages = parsePo(readFileSync(catalogFile(language), 'utf8'));
    } catch {
      // No catalog for the language: its words stay English (the descriptors' messages).
    }
    i18n.load(language, messages);
  }
  return i18n;
}

let loaded: I18n | undefined;
const catalogs = () => (loaded ??= loadCatalogs());

/** One server message in the language, its `{placeholders}` filled in. */
export function translate(
  language: LanguageCode,
  descriptor: MessageDescriptor,
  values?: Record<string, unknown>,
): string {
  // Not named `i18n`: `lingui extract` would take this call for a message of its own.
  const server = catalogs();
  if (server.locale !== language) server.activate(language);
  return server._({ ...descriptor, values });
}

/** A function that words messages in one language: a mail's builder takes it. */
export type Words = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;
export const wordsIn =
  (language: LanguageCode): Words =>
  (descriptor, values) =>
    translate(language, descriptor, values);

/**
 * The language a request says the app is in: the app sends its interface language as Accept-Language on every call
 * (src/shared/api/client.ts); a browser's own header picks the first language we offer. Undefined when none fits.
 */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): LanguageCode | undefined {
  const header = req.headers['accept-language'];
  return languageFromTags(tagsOfAcceptLanguage(typeof header === 'string' ? header : undefined));
}

/** A stored language (students.language), else English. */
export const storedLanguage = (value: unknown): LanguageCode => (isLanguageCode(value) ? value : defaultLanguage);
