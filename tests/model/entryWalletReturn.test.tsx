import { runModelTests } from './harness/run';
import { entryWalletReturnModel } from './entryWalletReturn.model';
import { entryWalletReturnView } from './entryWalletReturn.view';

runModelTests(entryWalletReturnModel, entryWalletReturnView);
