import { runModelTests } from './harness/run';
import { registrationSubmitModel } from './registrationSubmit.model';
import { registrationSubmitView } from './registrationSubmit.view';

runModelTests(registrationSubmitModel, registrationSubmitView);
