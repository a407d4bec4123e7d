import { runModelTests } from './harness/run';
import { registrationCompletionModel } from './registrationCompletion.model';
import { registrationCompletionView } from './registrationCompletion.view';

runModelTests(registrationCompletionModel, registrationCompletionView);
