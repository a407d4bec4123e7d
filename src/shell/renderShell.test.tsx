import { describe, expect, it } from 'vitest';

import { brandingAnswers } from '../../tests/model/branding.model';
import { renderShell } from './renderShell';

const domain = 'http://partner.localhost:8080';

describe("the server's render of the page chrome", () => {
  it("is the page's chrome around the loader, with the organisation's logo", async () => {
    const html = await renderShell({ path: '/login', language: 'en', domain, organisation: brandingAnswers.partner });
    expect(html).toContain(`src="${brandingAnswers.partner.logoPath}"`);
    expect(html).toContain('<footer class="chrome-footer">');
    expect(html).toMatch(/role="status"[^>]*>.*Loading…/);
    expect(html).toContain('href="/login"');
  });

  it("speaks the visitor's language and follows the page (the registration pages' banner and stepper)", async () => {
    const english = await renderShell({
      path: '/register',
      language: 'en',
      domain,
      organisation: brandingAnswers.partner,
    });
    const spanish = await renderShell({
      path: '/register',
      language: 'es-LA',
      domain,
      organisation: brandingAnswers.partner,
    });
    expect(english).toContain('aria-label="Progress"');
    expect(english).toContain('Sign up');
    expect(spanish).not.toContain('Sign up');
    expect(spanish).toContain('<option value="es-LA" lang="es-419" selected="">');
  });

  it('cannot be acted on before the app takes over: buttons and the language list are disabled', async () => {
    const html = await renderShell({ path: '/login', language: 'en', domain, organisation: brandingAnswers.partner });
    expect(html.match(/<(button|select)\b[^>]*>/g)?.every((tag) => tag.includes('disabled=""'))).toBe(true);
  });
});
