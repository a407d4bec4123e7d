import { runModelTests } from './harness/run';
import { sessionModel } from './session.model';
import { sessionView } from './session.view';

runModelTests(sessionModel, sessionView);
