import { runModelTests } from './harness/run';
import { registrationModel } from './registration.model';
import { registrationView } from './registration.view';

runModelTests(registrationModel, registrationView);
