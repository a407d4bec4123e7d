import { runModelTests } from './harness/run';
import { refundSummaryModel } from './refundSummary.model';
import { refundSummaryView } from './refundSummary.view';

runModelTests(refundSummaryModel, refundSummaryView);
