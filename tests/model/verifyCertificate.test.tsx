import { runModelTests } from './harness/run';
import { verifyCertificateModel } from './verifyCertificate.model';
import { verifyCertificateView } from './verifyCertificate.view';

runModelTests(verifyCertificateModel, verifyCertificateView);
