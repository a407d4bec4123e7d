import { runModelTests } from './harness/run';
import { sessionAuthCheckModel } from './sessionAuthCheck.model';
import { sessionAuthCheckView } from './sessionAuthCheck.view';

runModelTests(sessionAuthCheckModel, sessionAuthCheckView);
