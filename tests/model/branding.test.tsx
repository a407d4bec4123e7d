import { brandingModel } from './branding.model';
import { brandingView } from './branding.view';
import { runModelTests } from './harness/run';

runModelTests(brandingModel, brandingView);
