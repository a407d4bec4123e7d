import { runModelTests } from './harness/run';
import { entryStudentCoursePaymentModel } from './entryStudentCoursePayment.model';
import { entryStudentCoursePaymentView } from './entryStudentCoursePayment.view';

runModelTests(entryStudentCoursePaymentModel, entryStudentCoursePaymentView);
