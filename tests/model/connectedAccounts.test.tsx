import { connectedAccountsModel } from './connectedAccounts.model';
import { connectedAccountsView } from './connectedAccounts.view';
import { runModelTests } from './harness/run';

runModelTests(connectedAccountsModel, connectedAccountsView);
