import { documentsModel } from './documents.model';
import { documentsView } from './documents.view';
import { runModelTests } from './harness/run';

runModelTests(documentsModel, documentsView);
