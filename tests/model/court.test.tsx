import { courtModel } from './court.model';
import { courtView } from './court.view';
import { runModelTests } from './harness/run';

runModelTests(courtModel, courtView);
