import { runModelTests } from './harness/run';
import { typingPatternSetupModel } from './typingPatternSetup.model';
import { typingPatternSetupView } from './typingPatternSetup.view';

runModelTests(typingPatternSetupModel, typingPatternSetupView);
