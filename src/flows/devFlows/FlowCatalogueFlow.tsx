import { useState } from 'react';

import { flowCatalogueMachine } from '@machines/flowCatalogue';

import { createFlowCatalogueImplementations } from './flowCatalogue.actors';
import { FlowCatalogueContext } from './FlowCatalogueContext';
import { FlowCatalogueView } from './FlowCatalogueView';

/** /dev/flows: the flow catalogue for product owners, on development servers (src/dev/flows/main.tsx). */
export default function FlowCatalogueFlow() {
  // Its own page (dev-flows.html): no router, nothing to navigate to.
  const [logic] = useState(() => flowCatalogueMachine.provide(createFlowCatalogueImplementations()));
  return (
    <FlowCatalogueContext.Provider logic={logic}>
      <FlowCatalogueView />
    </FlowCatalogueContext.Provider>
  );
}
