import { runModelTests } from './harness/run';
import { homeSettingsModel } from './homeSettings.model';
import { homeSettingsView } from './homeSettings.view';

runModelTests(homeSettingsModel, homeSettingsView);
