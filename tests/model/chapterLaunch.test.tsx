import { chapterLaunchModel } from './chapterLaunch.model';
import { chapterLaunchView } from './chapterLaunch.view';
import { runModelTests } from './harness/run';

runModelTests(chapterLaunchModel, chapterLaunchView);
