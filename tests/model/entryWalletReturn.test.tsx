import { entryWalletReturnModel } from './entryWalletReturn.model';
import { entryWalletReturnView } from './entryWalletReturn.view';
import { runModelTests } from './harness/run';

runModelTests(entryWalletReturnModel, entryWalletReturnView);
