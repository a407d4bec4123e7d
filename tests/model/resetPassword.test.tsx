import { runModelTests } from './harness/run';
import { resetPasswordModel } from './resetPassword.model';
import { resetPasswordView } from './resetPassword.view';

runModelTests(resetPasswordModel, resetPasswordView);
