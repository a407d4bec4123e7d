import { runModelTests } from './harness/run';
import { securityQuestionCheckModel } from './securityQuestionCheck.model';
import { securityQuestionCheckView } from './securityQuestionCheck.view';

runModelTests(securityQuestionCheckModel, securityQuestionCheckView);
