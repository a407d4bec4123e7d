import { runModelTests } from './harness/run';
import { parentVerificationModel } from './parentVerification.model';
import { parentVerificationView } from './parentVerification.view';

runModelTests(parentVerificationModel, parentVerificationView);
