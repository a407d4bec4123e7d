import { runModelTests } from './harness/run';
import { landingCoursesModel } from './landingCourses.model';
import { landingCoursesView } from './landingCourses.view';

runModelTests(landingCoursesModel, landingCoursesView);
