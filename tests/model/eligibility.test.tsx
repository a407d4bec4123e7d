import { eligibilityModel } from './eligibility.model';
import { eligibilityView } from './eligibility.view';
import { runModelTests } from './harness/run';

runModelTests(eligibilityModel, eligibilityView);
