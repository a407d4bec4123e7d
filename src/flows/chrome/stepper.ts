import { chromePaths } from './chromePaths';

/** 02 §2 Stepper: the step numbers the pages use (1, 2, 3, 4, 11, 12; 5 and 13 close each flow). */
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 11 | 12 | 13;

export type StepId =
  | 'selectCourse'
  | 'signUp'
  | 'checkout'
  | 'startCourse'
  | 'eCertificate'
  | 'discount'
  | 'registration'
  | 'payment'
  | 'fileDocuments'
  | 'eligibility'
  | 'startCourseAz';

export interface StepperStep {
  id: StepId;
  number: StepNumber;
  status: 'done' | 'current' | 'upcoming';
}

/** The state whose last step reads 'Enjoy your 10% discount' (01 §2, 02 §9). */
export const discountStateId = 36;

const pathSteps: Array<[RegExp, StepNumber]> = [
  [chromePaths.registration, 2],
  [chromePaths.cartAndReview, 3],
  [chromePaths.billingDetails, 4],
  [chromePaths.fileDocuments, 11],
  [chromePaths.eligibility, 12],
];

/** The current step for a (normalised) path; undefined where no stepper is shown. */
export function stepForPath(path: string): StepNumber | undefined {
  return pathSteps.find(([pattern]) => pattern.test(path))?.[1];
}

interface StepperFlow {
  /** The AZ_FLOW attribute is present. */
  azFlow: boolean;
  stateId?: number;
}

/** The steps of the flow with their status; steps numbered below the current one are done. */
export function stepperSteps({ azFlow, stateId }: StepperFlow, current: StepNumber): StepperStep[] {
  const steps: Array<[StepId, StepNumber]> = azFlow
    ? [
        ['registration', 2],
        ['payment', 3],
        ['fileDocuments', 11],
        ['eligibility', 12],
        ['startCourseAz', 13],
      ]
    : [
        ['selectCourse', 1],
        ['signUp', 2],
        ['checkout', 3],
        ['startCourse', 4],
        [stateId === discountStateId ? 'discount' : 'eCertificate', 5],
      ];
  return steps.map(([id, number]) => ({
    id,
    number,
    status: number < current ? 'done' : number === current ? 'current' : 'upcoming',
  }));
}

/** 01 §2: hidden when the organisation attribute REMOVE_FIELDS is 'true'. */
export const stepperHidden = (attributes: Record<string, string>) => attributes.REMOVE_FIELDS === 'true';
