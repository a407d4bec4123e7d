import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@app/app/App';
import { createAppRouter } from '@app/app/router';
import { createServices } from '@app/app/services';
import { activateLocale, initialLocale } from '@app/shared/i18n/i18n';
import { appStorage } from '@app/shared/storage';
import './styles/index.css';

/**
 * Picks and loads the language before the first render, so no text flashes in English. The router is created first:
 * it starts loading the page's code at once, beside the catalog, instead of after it (one round trip less).
 */
async function bootstrap() {
  const locale = initialLocale(appStorage.get('language'), navigator.languages);
  const catalogReady = activateLocale(locale);
  const services = createServices();
  const router = createAppRouter(services.storage);
  await catalogReady;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App locale={locale} services={services} router={router} />
    </StrictMode>,
  );
}

bootstrap().catch((error: unknown) => {
  // Nothing rendered yet (not even the language): say so plainly rather than leave a blank page.
  console.error(error);
  document.getElementById('root')!.textContent = 'Oops. Something went wrong. Please try again later.';
});
