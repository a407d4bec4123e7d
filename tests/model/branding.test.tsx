import { runModelTests } from './harness/run';
import { brandingModel } from './branding.model';
import { brandingView } from './branding.view';

runModelTests(brandingModel, brandingView);
