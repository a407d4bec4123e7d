import { expressCourseInfoModel } from './expressCourseInfo.model';
import { expressCourseInfoView } from './expressCourseInfo.view';
import { runModelTests } from './harness/run';

runModelTests(expressCourseInfoModel, expressCourseInfoView);
