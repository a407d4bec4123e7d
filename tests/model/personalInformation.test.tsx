import { runModelTests } from './harness/run';
import { personalInformationModel } from './personalInformation.model';
import { personalInformationView } from './personalInformation.view';

runModelTests(personalInformationModel, personalInformationView);
