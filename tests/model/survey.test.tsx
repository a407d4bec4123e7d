import { runModelTests } from './harness/run';
import { surveyModel } from './survey.model';
import { surveyView } from './survey.view';

runModelTests(surveyModel, surveyView);
