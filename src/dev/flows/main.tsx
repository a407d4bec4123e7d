import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { activateLocale } from '@shared/i18n/i18n';
import { LocaleProvider } from '@shared/i18n/LocaleProvider';
import FlowCatalogueFlow from '@flows/devFlows/FlowCatalogueFlow';

import '../../styles/index.css';

/**
 * /dev/flows: the flow catalogue's own entry (dev-flows.html), served by development servers only. It is in
 * English like docs/flows; the shared pieces it shows (buttons, the retry panel) read the English catalog.
 */
async function start() {
  // `?inspect` works here as on the app's pages (the browser path tests follow this flow's machine with it).
  if (window.location.search.includes('inspect'))
    await import('../inspect/startInspector').then((m) => m.startInspector()).catch(console.warn);
  await activateLocale('en');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LocaleProvider initial="en" remember={() => {}}>
        <FlowCatalogueFlow />
      </LocaleProvider>
    </StrictMode>,
  );
}

void start();
