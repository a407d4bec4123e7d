import { runModelTests } from './harness/run';
import { securityQuestionsSetupModel } from './securityQuestionsSetup.model';
import { securityQuestionsSetupView } from './securityQuestionsSetup.view';

runModelTests(securityQuestionsSetupModel, securityQuestionsSetupView);
