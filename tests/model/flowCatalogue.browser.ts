import { expect } from '@playwright/test';

import * as apiPaths from '@contracts/paths';
import type { flowCatalogueMachine } from '@machines/flowCatalogue';

import type { BrowserFlow } from '../paths/browserFlow';
import { flowCatalogueModel } from './flowCatalogue.model';

/**
 * The flow catalogue in the browser, on the embedded default server: the real docs/flows of this build; no
 * connection when it opens, or when a flow's files load, answered by interception.
 */
export const flowCatalogueBrowser: BrowserFlow<typeof flowCatalogueMachine> = {
  model: flowCatalogueModel,
  page: '/dev/flows',
  perform: {
    'flow.select': (page) =>
      page.getByRole('navigation', { name: 'Flows' }).getByRole('button', { name: /^FAQs/ }).click(),
    'path.select': (page) => page.getByRole('button', { name: 'Step through #2' }).click(),
    'step.next': (page) => page.getByRole('button', { name: 'Next step', exact: true }).click(),
    'step.previous': (page) => page.getByRole('button', { name: 'Previous step', exact: true }).click(),
    'retry.request': (page) => page.getByRole('button', { name: 'Try again' }).click(),
  },
  states: {
    loading: (page) => expect(page.getByRole('status')).toContainText('Loading the flows…'),
    failed: (page) => expect(page.getByRole('button', { name: 'Try again' })).toBeVisible(),
    'browsing.choosing': (page) =>
      expect(page.getByText('Choose a flow to see its diagram, spec references and paths.')).toBeVisible(),
    'browsing.opening': (page) => expect(page.getByRole('status')).toContainText('Opening the flow…'),
    'browsing.openFailed': (page) => expect(page.getByRole('alert')).toBeVisible(),
    'browsing.viewing': async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: /^FAQs/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Statechart of FAQs/ })).toBeVisible();
    },
  },
  intercept: {
    // The catalogue's second call (the first, /dev/tools, is also the inspector's, which must start).
    loadCatalogue: { url: (url) => url.pathname === apiPaths.devPathsResults },
    // A flow's files are chunks of the catalogue's build (docs/flows/faqs.json and .svg).
    loadFlow: { url: (url) => /^\/dev\/flows\/assets\/faqs-[\w-]+\.js$/.test(url.pathname) },
  },
  skip: (path) =>
    path.steps.some((s) => JSON.stringify(s.event).includes('NOT_FOUND'))
      ? 'a development server always has /dev/tools: “only on development servers” is the jsdom paths’ (the same transition as no connection)'
      : undefined,
};
