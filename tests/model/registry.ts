import type { FlowModel } from './harness/model';
import { forgotPasswordModel } from './forgotPassword.model';

/**
 * Every flow model. `test:model` requires a coverage report for each, and
 * `npm run diagrams` writes docs/flows/<id>.{svg,md} for each.
 */
export const flowModels: FlowModel[] = [forgotPasswordModel as FlowModel];
