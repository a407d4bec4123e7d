import { runModelTests } from './harness/run';
import { paymentModel } from './payment.model';
import { paymentView } from './payment.view';

runModelTests(paymentModel, paymentView);
