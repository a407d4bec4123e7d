import { runModelTests } from './harness/run';
import { entryLinkModel } from './entryLink.model';
import { entryLinkView } from './entryLink.view';

runModelTests(entryLinkModel, entryLinkView);
