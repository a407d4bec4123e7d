import { azRegistrationStatusModel } from './azRegistrationStatus.model';
import { azRegistrationStatusView } from './azRegistrationStatus.view';
import { runModelTests } from './harness/run';

runModelTests(azRegistrationStatusModel, azRegistrationStatusView);
