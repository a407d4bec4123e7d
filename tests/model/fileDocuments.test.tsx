import { fileDocumentsModel } from './fileDocuments.model';
import { fileDocumentsView } from './fileDocuments.view';
import { runModelTests } from './harness/run';

runModelTests(fileDocumentsModel, fileDocumentsView);
