import type { LanguageCode } from './languages';
import type { Organisation } from './organisation';

/** What the server's render of the page chrome is given (src/shell/renderShell.tsx, server/http/pageParts.ts). */
export interface ShellRequest {
  /** The page's path (the chrome differs by page: header, banner, stepper). */
  path: string;
  language: LanguageCode;
  /** The origin the page was asked on and its organisation (the logo call's answer for it). */
  domain: string;
  organisation: Organisation;
}
