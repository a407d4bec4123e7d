import { emailVerificationModel } from './emailVerification.model';
import { emailVerificationView } from './emailVerification.view';
import { runModelTests } from './harness/run';

runModelTests(emailVerificationModel, emailVerificationView);
