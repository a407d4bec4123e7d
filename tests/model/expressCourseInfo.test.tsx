import { runModelTests } from './harness/run';
import { expressCourseInfoModel } from './expressCourseInfo.model';
import { expressCourseInfoView } from './expressCourseInfo.view';

runModelTests(expressCourseInfoModel, expressCourseInfoView);
