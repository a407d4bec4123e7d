import { runModelTests } from './harness/run';
import { identityCheckModel } from './identityCheck.model';
import { identityCheckView } from './identityCheck.view';

runModelTests(identityCheckModel, identityCheckView);
