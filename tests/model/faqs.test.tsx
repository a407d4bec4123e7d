import { faqsModel } from './faqs.model';
import { faqsView } from './faqs.view';
import { runModelTests } from './harness/run';

runModelTests(faqsModel, faqsView);
