import { entryStudentCoursePaymentModel } from './entryStudentCoursePayment.model';
import { entryStudentCoursePaymentView } from './entryStudentCoursePayment.view';
import { runModelTests } from './harness/run';

runModelTests(entryStudentCoursePaymentModel, entryStudentCoursePaymentView);
