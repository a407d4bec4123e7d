import { runModelTests } from './harness/run';
import { supportTicketsModel } from './supportTickets.model';
import { supportTicketsView } from './supportTickets.view';

runModelTests(supportTicketsModel, supportTicketsView);
