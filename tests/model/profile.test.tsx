import { runModelTests } from './harness/run';
import { profileModel } from './profile.model';
import { profileView } from './profile.view';

runModelTests(profileModel, profileView);
