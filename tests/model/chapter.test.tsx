import { chapterModel } from './chapter.model';
import { chapterView } from './chapter.view';
import { runModelTests } from './harness/run';

runModelTests(chapterModel, chapterView);
