import { runModelTests } from './harness/run';
import { emailVerificationModel } from './emailVerification.model';
import { emailVerificationView } from './emailVerification.view';

runModelTests(emailVerificationModel, emailVerificationView);
