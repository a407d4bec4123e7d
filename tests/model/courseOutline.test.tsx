import { courseOutlineModel } from './courseOutline.model';
import { courseOutlineView } from './courseOutline.view';
import { runModelTests } from './harness/run';

runModelTests(courseOutlineModel, courseOutlineView);
