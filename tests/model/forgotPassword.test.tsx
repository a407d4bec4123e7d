import { runModelTests } from './harness/run';
import { forgotPasswordModel } from './forgotPassword.model';
import { forgotPasswordView } from './forgotPassword.view';

runModelTests(forgotPasswordModel, forgotPasswordView);
