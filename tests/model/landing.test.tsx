import { runModelTests } from './harness/run';
import { landingModel } from './landing.model';
import { landingView } from './landing.view';

runModelTests(landingModel, landingView);
