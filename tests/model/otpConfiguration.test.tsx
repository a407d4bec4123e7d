import { runModelTests } from './harness/run';
import { otpConfigurationModel } from './otpConfiguration.model';
import { otpConfigurationView } from './otpConfiguration.view';

runModelTests(otpConfigurationModel, otpConfigurationView);
