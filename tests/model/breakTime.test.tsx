import { breakTimeModel } from './breakTime.model';
import { breakTimeView } from './breakTime.view';
import { runModelTests } from './harness/run';

runModelTests(breakTimeModel, breakTimeView);
