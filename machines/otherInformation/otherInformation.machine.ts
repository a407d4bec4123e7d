import { assertEvent, assign, setup } from 'xstate';

import { type Failure, failureParams } from '../shared/failure';
import { provided } from '../shared/provided';
import { request } from '../shared/request';
import type {
  CountyAgency,
  OtherInformation,
  OtherInformationContext,
  OtherInformationCourse,
  OtherInformationEvent,
  OtherInformationInput,
  SaveOtherInformationInput,
} from './otherInformation.types';
import { isLosAngeles, shownCourse, storedCountyCode } from './otherInformationRules';

/**
 * The profile's "Other information" (02 §5 Other information (flexi) fields, §7 Flexi fields and County
 * agency, §9): the purchased courses' flexi fields with the stored answers (a selector when there are several), field
 * 161's choices loaded while field 89 is Los Angeles, and the save of one course's answers. The form's own rules (02
 * §5) run in the page; the server checks them again.
 */
export const otherInformationMachine = setup({
  types: {
    context: {} as OtherInformationContext,
    events: {} as OtherInformationEvent,
    input: {} as OtherInformationInput,
  },
  actors: {
    loadOtherInformation: provided<OtherInformation>('loadOtherInformation'),
    loadCountyAgencies: provided<CountyAgency[], { countyCode: string }>('loadCountyAgencies'),
    saveOtherInformation: provided<OtherInformationCourse, SaveOtherInformationInput>('saveOtherInformation'),
  },
  actions: {
    keepCourses: assign(({ context }, list: OtherInformation) => ({
      courses: list.courses,
      configCourseId: shownCourse(list.courses, context.configCourseId)?.configCourseId,
      failure: undefined,
    })),
    /** The course shown starts from its stored county of the citation, without agencies or messages. */
    showCourse: assign(({ context }) => ({
      countyCode: storedCountyCode(shownCourse(context.courses, context.configCourseId)),
      agencies: [],
      agencyFailure: undefined,
      failure: undefined,
    })),
    /** Field 89 changed: the county now chosen, Los Angeles' agencies forgotten until they load again. */
    chooseCounty: assign((_, params: { countyCode: string }) => ({
      countyCode: params.countyCode,
      agencies: [],
      agencyFailure: undefined,
    })),
    selectCourse: assign((_, params: { configCourseId: number }) => ({ configCourseId: params.configCourseId })),
    keepAgencies: assign((_, agencies: CountyAgency[]) => ({ agencies, agencyFailure: undefined })),
    keepAgencyFailure: assign((_, agencyFailure: Failure) => ({ agencyFailure })),
    keepSavedCourse: assign(({ context }, saved: OtherInformationCourse) => ({
      courses: context.courses.map((course) => (course.configCourseId === saved.configCourseId ? saved : course)),
      failure: undefined,
    })),
    keepFailure: assign((_, failure: Failure) => ({ failure })),
  },
  guards: {
    noCourses: ({ context }) => context.courses.length === 0,
    losAngeles: ({ context }) => isLosAngeles(context.countyCode),
    losAngelesChosen: (_, params: { countyCode: string }) => isLosAngeles(params.countyCode),
  },
}).createMachine({
  id: 'otherInformation',
  context: ({ input }) => ({ studentId: input.studentId, courses: [], agencies: [] }),
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: '02 §7 Flexi fields list' },
      invoke: request({ src: 'loadOtherInformation', keep: 'keepCourses', done: 'choosing', failed: 'loadFailed' }),
    },
    loadFailed: {
      description: "The list could not be loaded: the generic server error and 'Try again'.",
      on: { 'retry.request': { target: 'loading' } },
    },
    choosing: {
      entry: 'showCourse',
      always: [
        { guard: 'noCourses', target: 'empty' },
        {
          guard: 'losAngeles',
          target: 'open.loadingAgencies',
          description: "A stored Los Angeles county loads field 161's choices at once.",
          meta: { spec: '02 §9' },
        },
        { target: 'open' },
      ],
    },
    empty: { description: "None of the student's purchased courses asks other information." },
    open: {
      description: "The course's fields with the stored answers (a selector when the student has several courses).",
      on: {
        'course.select': {
          target: 'choosing',
          actions: { type: 'selectCourse', params: ({ event }) => event },
        },
        'county.change': [
          {
            guard: { type: 'losAngelesChosen', params: ({ event }) => event },
            target: '.loadingAgencies',
            actions: { type: 'chooseCounty', params: ({ event }) => event },
            meta: { spec: '02 §9 county 2815 loads the county-agency list into field 161' },
          },
          {
            target: '.editing.idle',
            actions: { type: 'chooseCounty', params: ({ event }) => event },
            description: 'Another county clears field 161, which is then neither asked nor checked.',
            meta: { spec: '02 §5 field 161 validated only with Los Angeles, §9 field 89 clears it' },
          },
        ],
      },
      initial: 'editing',
      states: {
        editing: {
          description:
            'The form, checked by the 02 §5 rules as the student saves; a refused save says why above the form.',
          initial: 'idle',
          states: {
            idle: {},
            saved: { description: 'Saved: the page says so; the form keeps the saved answers.' },
          },
          on: { 'answers.submit': { target: '#otherInformation.saving', actions: assign({ failure: undefined }) } },
        },
        loadingAgencies: {
          meta: { spec: '02 §7 County agency' },
          description: "The form stays; field 161 waits for Los Angeles' agencies.",
          invoke: {
            id: 'loadCountyAgencies',
            src: 'loadCountyAgencies',
            input: ({ context }) => ({ countyCode: context.countyCode ?? '' }),
            onDone: { target: 'editing', actions: { type: 'keepAgencies', params: ({ event }) => event.output } },
            onError: {
              target: 'editing',
              description: 'The agencies could not be loaded: the generic server error under field 161.',
              meta: { spec: '02 §8 dropdown processing failure' },
              actions: { type: 'keepAgencyFailure', params: failureParams },
            },
          },
        },
      },
    },
    saving: {
      meta: { spec: '02 §7 Flexi fields save' },
      invoke: {
        id: 'saveOtherInformation',
        src: 'saveOtherInformation',
        input: ({ context, event }) => {
          assertEvent(event, 'answers.submit');
          return {
            studentId: context.studentId,
            configCourseId: shownCourse(context.courses, context.configCourseId)!.configCourseId,
            answers: event.answers,
          };
        },
        onDone: {
          target: 'open.editing.saved',
          actions: { type: 'keepSavedCourse', params: ({ event }) => event.output },
        },
        onError: { target: 'open', actions: { type: 'keepFailure', params: failureParams } },
      },
    },
  },
});
