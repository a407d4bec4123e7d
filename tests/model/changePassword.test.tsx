import { changePasswordModel } from './changePassword.model';
import { changePasswordView } from './changePassword.view';
import { runModelTests } from './harness/run';

runModelTests(changePasswordModel, changePasswordView);
