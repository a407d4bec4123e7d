import { runModelTests } from './harness/run';
import { loginModel } from './login.model';
import { loginView } from './login.view';

runModelTests(loginModel, loginView);
