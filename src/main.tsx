import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@app/app/App';
import { createAppRouter } from '@app/app/router';
import { createServices } from '@app/app/services';
import { activateLocale, initialLocale } from '@app/shared/i18n/i18n';
import { appStorage } from '@app/shared/storage';
import './styles/index.css';

/** Picks and loads the language before the first render, so no text flashes in English. */
async function bootstrap() {
  const locale = initialLocale(appStorage.get('language'), navigator.languages);
  await activateLocale(locale);
  const services = createServices();
  const router = createAppRouter(services.storage);
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
