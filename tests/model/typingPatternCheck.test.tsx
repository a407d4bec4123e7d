import { runModelTests } from './harness/run';
import { typingPatternCheckModel } from './typingPatternCheck.model';
import { typingPatternCheckView } from './typingPatternCheck.view';

runModelTests(typingPatternCheckModel, typingPatternCheckView);
