import { runModelTests } from './harness/run';
import { courtModel } from './court.model';
import { courtView } from './court.view';

runModelTests(courtModel, courtView);
