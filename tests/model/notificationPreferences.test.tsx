import { runModelTests } from './harness/run';
import { notificationPreferencesModel } from './notificationPreferences.model';
import { notificationPreferencesView } from './notificationPreferences.view';

runModelTests(notificationPreferencesModel, notificationPreferencesView);
