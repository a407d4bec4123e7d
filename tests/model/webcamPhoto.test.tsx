import { runModelTests } from './harness/run';
import { webcamPhotoModel } from './webcamPhoto.model';
import { webcamPhotoView } from './webcamPhoto.view';

runModelTests(webcamPhotoModel, webcamPhotoView);
