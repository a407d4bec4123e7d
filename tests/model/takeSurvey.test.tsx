import { runModelTests } from './harness/run';
import { takeSurveyModel } from './takeSurvey.model';
import { takeSurveyView } from './takeSurvey.view';

runModelTests(takeSurveyModel, takeSurveyView);
