import { entryLinkModel } from './entryLink.model';
import { entryLinkView } from './entryLink.view';
import { runModelTests } from './harness/run';

runModelTests(entryLinkModel, entryLinkView);
