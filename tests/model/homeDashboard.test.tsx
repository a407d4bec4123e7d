import { runModelTests } from './harness/run';
import { homeDashboardModel } from './homeDashboard.model';
import { homeDashboardView } from './homeDashboard.view';

runModelTests(homeDashboardModel, homeDashboardView);
