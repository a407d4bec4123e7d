import { runModelTests } from './harness/run';
import { homeCourseListModel } from './homeCourseList.model';
import { homeCourseListView } from './homeCourseList.view';

runModelTests(homeCourseListModel, homeCourseListView);
