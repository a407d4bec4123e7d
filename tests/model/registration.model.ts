import type { CoursePrice, FlexiField, UsState } from '@contracts/index';
import { type FlexiFieldsOutput, type RegistrationInput, registrationMachine } from '@machines/registration';

import { networkFailure, refusal } from './failures.fixtures';
import { effect } from './harness/effects';
import { done, failed, type FlowModel, invokes, outcomesOf, timers } from './harness/model';

/** Answers as the reference server's seeds give them (server/seed/catalog.ts). */
export const registrationStates: UsState[] = [
  { stateId: 5, stateName: 'California' },
  { stateId: 44, stateName: 'Texas' },
];

/** A course's price record (contracts/courseConfig.ts `CoursePrice`), without extras. */
export const coursePrice = (configCourseId: number, name: string): CoursePrice => ({
  configCourseId,
  name,
  basePrice: 24.95,
  crossOutPrice: 0,
  checkoutHeader: null,
  description: '',
  logoPath: null,
  stateId: null,
  mailPrice: { mailItems: [] },
  bhwlPrice: { bhwlItems: [] },
});
export const courseNames: Record<number, string> = {
  611: 'California 8-Hour Traffic School',
  612: 'Los Angeles County Court Traffic School',
  613: 'Texas Defensive Driving Course',
};

const flexi = (
  fields: Partial<FlexiField> & Pick<FlexiField, 'flexiFieldId' | 'flexiFieldName' | 'flexiFieldDescription'>,
): FlexiField => ({
  flexiFieldType: 'TEXT',
  isMandatoryField: false,
  isValidationRequired: false,
  refFieldValue: null,
  value: null,
  dropdownItems: [],
  ...fields,
});

export const courtFields: FlexiFieldsOutput = {
  flexiFields: [
    flexi({
      flexiFieldId: 1,
      flexiFieldName: 'COUNTY',
      flexiFieldDescription: 'County',
      flexiFieldType: 'DROPDOWN',
      isMandatoryField: true,
      dropdownItems: [
        { value: 'Los Angeles', label: 'Los Angeles', refFieldValue: null },
        { value: 'Orange', label: 'Orange', refFieldValue: null },
      ],
    }),
    flexi({
      flexiFieldId: 2,
      flexiFieldName: 'COURT',
      flexiFieldDescription: 'Court',
      flexiFieldType: 'DROPDOWN',
      isMandatoryField: true,
      dropdownItems: [
        { value: 'Compton Courthouse', label: 'Compton Courthouse', refFieldValue: 'Los Angeles' },
        { value: 'Harbor Justice Center', label: 'Harbor Justice Center', refFieldValue: 'Orange' },
        { value: 'Other', label: 'Other', refFieldValue: null },
      ],
    }),
    flexi({
      flexiFieldId: 4,
      flexiFieldName: 'CITATIONDUEDATE',
      flexiFieldDescription: 'Citation Due Date (Court Date)',
      flexiFieldType: 'DATE',
      isMandatoryField: true,
    }),
  ],
  courseInformation: {
    isCourtReferral: true,
    isDiversionFieldAtRegistration: true,
    countyLedgerId: 5101,
    courseName: null,
  },
};
export const texasFields: FlexiFieldsOutput = {
  flexiFields: [
    flexi({
      flexiFieldId: 6,
      flexiFieldName: 'PermitNumber',
      flexiFieldDescription: 'Learner Permit Number',
      isValidationRequired: true,
    }),
  ],
  courseInformation: null,
};
const fieldsOf = (configCourseId: number): FlexiFieldsOutput =>
  configCourseId === 612
    ? courtFields
    : configCourseId === 613
      ? texasFields
      : { flexiFields: [], courseInformation: null };

export const registrationFailures = {
  network: networkFailure,
  notFound: refusal(404, 'NOT_FOUND', 'No course for this state.'),
  server: refusal(500, 'REMAP_FAILED', 'The course could not be changed for this state.'),
} as const;

const plainLink: RegistrationInput = { entry: { configCourseId: 611, tracking: { utmSource: 'mail' } } };
const courtLink: RegistrationInput = { entry: { configCourseId: 612, stateId: 5, organisationId: 1001, tracking: {} } };

export const registrationModel: FlowModel<typeof registrationMachine> = {
  id: 'registration',
  title: 'Registration page set-up: state list, course name, extra fields, course remapping by state (01 §2, §4, §7)',
  machine: registrationMachine,
  input: plainLink,
  inputs: [{ name: 'court link', input: courtLink }],
  events: (s) => [
    ...outcomesOf(s, 'loadStates', { answers: [registrationStates], failures: [registrationFailures.network] }),
    ...(invokes(s, 'loadCoursePrice')
      ? [
          done(
            'loadCoursePrice',
            coursePrice(s.context.configCourseId, courseNames[s.context.configCourseId] ?? 'Course'),
          ),
          failed('loadCoursePrice', registrationFailures.network),
        ]
      : []),
    ...(invokes(s, 'loadFlexiFields') && s.context.progress === 0
      ? [
          done('loadFlexiFields', fieldsOf(s.context.configCourseId)),
          failed('loadFlexiFields', registrationFailures.network),
        ]
      : []),
    ...(s.matches('editing') && s.context.states.length > 0
      ? [{ type: 'state.select', stateId: s.context.stateId === 44 ? 5 : 44 }]
      : []),
    ...outcomesOf(s, 'remapCourse', {
      answers: [613, s.context.configCourseId],
      failures: [registrationFailures.notFound, registrationFailures.server],
    }),
    ...(s.matches('failed') ? [{ type: 'setup.retry' }] : []),
    // One tick shows the indicator moving; the step rule itself is unit-tested (nextProgress).
    ...(s.matches('loading') && s.context.progress < 10 ? timers(s) : []),
  ],
  describeEvent: (e) => {
    switch (e.type) {
      case 'state.select':
        return `the user chooses the state ${String(e.stateId)}`;
      case 'setup.retry':
        return "the user clicks 'Try again'";
      default:
        return undefined;
    }
  },
  sideEffects: {
    loading: ({ event, input }) => {
      // The page keeps the link's values and asks the branding for its course as it opens.
      if (event.type === 'xstate.init') {
        const { entry } = input as RegistrationInput;
        return [effect('storeEntry', entry), effect('reloadBranding', { configCourseId: entry.configCourseId })];
      }
      // A state with another course: that course is stored and its branding asked for.
      if (event.type === 'xstate.done.actor.remapCourse')
        return [
          effect('storeConfigCourseId', { configCourseId: event.output }),
          effect('reloadBranding', { configCourseId: event.output }),
        ];
      return [];
    },
    'loading.fields': ({ event }) =>
      event.type === 'xstate.done.actor.loadCoursePrice'
        ? [effect('storeCourseName', { courseName: (event.output as CoursePrice).name })]
        : [],
    remapping: ({ event }) => [effect('storeStateId', { stateId: event.stateId })],
  },
};
