import { runModelTests } from './harness/run';
import { profileDetailsModel } from './profileDetails.model';
import { profileDetailsView } from './profileDetails.view';

runModelTests(profileDetailsModel, profileDetailsView);
