import { expressRegistrationModel } from './expressRegistration.model';
import { expressRegistrationView } from './expressRegistration.view';
import { runModelTests } from './harness/run';

runModelTests(expressRegistrationModel, expressRegistrationView);
