import { runModelTests } from './harness/run';
import { thankYouModel } from './thankYou.model';
import { thankYouView } from './thankYou.view';

runModelTests(thankYouModel, thankYouView);
