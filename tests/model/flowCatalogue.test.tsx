import { flowCatalogueModel } from './flowCatalogue.model';
import { flowCatalogueView } from './flowCatalogue.view';
import { runModelTests } from './harness/run';

runModelTests(flowCatalogueModel, flowCatalogueView);
