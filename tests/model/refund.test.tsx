import { runModelTests } from './harness/run';
import { refundModel } from './refund.model';
import { refundView } from './refund.view';

runModelTests(refundModel, refundView);
