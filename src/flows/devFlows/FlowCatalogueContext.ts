import { flowCatalogueMachine } from '@machines/flowCatalogue';
import { createFlowContext } from '@shared/flows/createFlowContext';

export const FlowCatalogueContext = createFlowContext(flowCatalogueMachine);
