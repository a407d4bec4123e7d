import { runModelTests } from './harness/run';
import { readAloudModel } from './readAloud.model';
import { readAloudView } from './readAloud.view';

runModelTests(readAloudModel, readAloudView);
