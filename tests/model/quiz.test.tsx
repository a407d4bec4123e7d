import { runModelTests } from './harness/run';
import { quizModel } from './quiz.model';
import { quizView } from './quiz.view';

runModelTests(quizModel, quizView);
