import { runModelTests } from './harness/run';
import { otherInformationModel } from './otherInformation.model';
import { otherInformationView } from './otherInformation.view';

runModelTests(otherInformationModel, otherInformationView);
