import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { activateLocale, initialLocale } from '@shared/i18n/i18n';
import { appStorage } from '@shared/storage';
import { App } from '@app/App';
import { createAppRouter } from '@app/router';
import { createServices } from '@app/services';

import './styles/index.css';

/**
 * Picks and loads the language before the first render, so no text flashes in English. The router is created first:
 * it starts loading the page's code at once, beside the catalog, instead of after it (one round trip less).
 */
async function bootstrap() {
  await inspectorStarted();
  const locale = initialLocale(appStorage.get('language'), navigator.languages);
  const catalogReady = activateLocale(locale);
  const services = createServices();
  const router = createAppRouter(services.storage);
  await catalogReady;
  const root = document.getElementById('root')!;
  await serverChromeShown(root);
  createRoot(root).render(
    <StrictMode>
      <App locale={locale} services={services} router={router} />
    </StrictMode>,
  );
}

/**
 * `?inspect`: the flow inspector loads before the first render, so it sees every flow from its start. Its
 * code is a separate chunk no page loads without the parameter, and it stays off unless the server is the embedded
 * default. A failure to load it is reported, and the app runs as usual.
 */
const inspectorStarted = () =>
  window.location.search.includes('inspect') &&
  import('./dev/inspect/startInspector').then((m) => m.startInspector()).catch(console.warn);

/** How long the app waits for the server chrome's pictures before replacing it anyway (a slow or large logo). */
const serverChromeHoldMs = 500;

/**
 * The server's render of the chrome (src/shell), when the page has one, stays until its pictures are shown (at most
 * serverChromeHoldMs): the app's first render shows the same chrome, and replacing a logo before it has painted would
 * only paint it again, later.
 */
async function serverChromeShown(root: HTMLElement) {
  const pictures = [...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined));
  if (pictures.length === 0) return;
  await Promise.race([Promise.all(pictures), new Promise((resolve) => setTimeout(resolve, serverChromeHoldMs))]);
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

bootstrap().catch((error: unknown) => {
  // Nothing rendered yet (not even the language): say so plainly rather than leave a blank page.
  console.error(error);
  document.getElementById('root')!.textContent = 'Oops. Something went wrong. Please try again later.';
});
