import { runModelTests } from './harness/run';
import { twoFactorSignInModel } from './twoFactorSignIn.model';
import { twoFactorSignInView } from './twoFactorSignIn.view';

runModelTests(twoFactorSignInModel, twoFactorSignInView);
