import { runModelTests } from './harness/run';
import { expressRegistrationModel } from './expressRegistration.model';
import { expressRegistrationView } from './expressRegistration.view';

runModelTests(expressRegistrationModel, expressRegistrationView);
