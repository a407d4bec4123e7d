import { forgotPasswordModel } from './forgotPassword.model';
import { forgotPasswordView } from './forgotPassword.view';
import { runModelTests } from './harness/run';

runModelTests(forgotPasswordModel, forgotPasswordView);
