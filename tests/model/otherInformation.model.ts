import type { SnapshotFrom } from 'xstate';

import type { OtherInformationCourse } from '@contracts/profile';
import { type FlexiAnswer, otherInformationMachine, shownCourse } from '@machines/otherInformation';

import { networkFailure, refusal } from './failures.fixtures';
import { type FlowModel, outcomesOf } from './harness/model';
import { laAgencies, noCourses, storedLosAngeles, twoCourses } from './profile.fixtures';

type Snapshot = SnapshotFrom<typeof otherInformationMachine>;

/** The Los Angeles agency the student picks. */
export const pickedAgency = laAgencies[1].label;

/** 02 §5, §8: the server refuses "Other information" without a state. */
export const stateRequired = refusal(
  409,
  'STATE_REQUIRED',
  'To continue with the selection of "Other information" you must fill out the state field in your "Profile" section',
);

const shown = (s: Snapshot) => shownCourse(s.context.courses, s.context.configCourseId);
const hasCounty = (course: OtherInformationCourse | undefined) =>
  course?.studentFlexiFieldDtoList.some((f) => f.flexiFieldId === 89) ?? false;

/**
 * What the student saves for the course shown: the court course's stored answers with the county of the citation as
 * chosen (and, with Los Angeles, an agency), or an SSN and its last four digits. Undefined when the form cannot be valid
 * (Los Angeles without its agencies).
 */
export function answersFor(s: Snapshot): FlexiAnswer[] | undefined {
  const course = shown(s);
  if (!course) return undefined;
  if (!hasCounty(course))
    return [
      { flexiFieldId: 7, flexiFieldName: 'SSN', value: '123-45-6789' },
      { flexiFieldId: 8, flexiFieldName: 'SSNLASTFOUR', value: '6789' },
    ];
  const losAngeles = s.context.countyCode === '2815';
  if (losAngeles && s.context.agencies.length === 0) return undefined;
  return course.studentFlexiFieldDtoList.map((f) => ({
    flexiFieldId: f.flexiFieldId,
    flexiFieldName: f.flexiFieldName,
    value:
      f.flexiFieldId === 89
        ? (s.context.countyCode ?? '')
        : f.flexiFieldId === 161
          ? losAngeles
            ? pickedAgency
            : ''
          : (f.value ?? ''),
  }));
}

/** The server's answer: the course with the answers saved. */
function savedCourse(s: Snapshot): OtherInformationCourse {
  const course = shown(s)!;
  const answers = answersFor(s) ?? [];
  return {
    ...course,
    studentFlexiFieldDtoList: course.studentFlexiFieldDtoList.map((f) => ({
      ...f,
      value: answers.find((a) => a.flexiFieldId === f.flexiFieldId)?.value || null,
    })),
  };
}

/** The answers the saving state was entered with are the ones the student sent in the snapshot before; the form holds them. */
export const otherInformationModel: FlowModel<typeof otherInformationMachine> = {
  id: 'otherInformation',
  title:
    "Other information: the purchased courses' flexi fields, Los Angeles' agencies in field 161, the save (02 §5, §7, §9)",
  machine: otherInformationMachine,
  input: { studentId: 42 },
  events: (s) => {
    const course = shown(s);
    const open = s.matches('open');
    const answers = s.matches({ open: 'editing' }) ? answersFor(s) : undefined;
    return [
      ...outcomesOf(s, 'loadOtherInformation', {
        answers: [twoCourses, storedLosAngeles, noCourses],
        failures: [networkFailure],
      }),
      ...(s.matches('loadFailed') ? [{ type: 'retry.request' }] : []),
      ...(open && s.context.courses.length > 1
        ? s.context.courses
            .filter((c) => c.configCourseId !== course?.configCourseId)
            .map((c) => ({ type: 'course.select', configCourseId: c.configCourseId }))
        : []),
      ...(open && hasCounty(course)
        ? [{ type: 'county.change', countyCode: s.context.countyCode === '2815' ? '2830' : '2815' }]
        : []),
      ...(answers ? [{ type: 'answers.submit', answers }] : []),
      ...outcomesOf(s, 'loadCountyAgencies', { answers: [laAgencies], failures: [networkFailure] }),
      ...(s.matches('saving')
        ? outcomesOf(s, 'saveOtherInformation', {
            answers: [savedCourse(s)],
            failures: [stateRequired, networkFailure],
          })
        : []),
    ];
  },
  describeEvent: (e) =>
    ({
      'retry.request': 'the student clicks Try again',
      'course.select': 'the student picks the other course',
      'county.change': `the student picks the county of the citation ${e.countyCode === '2815' ? 'Los Angeles (2815)' : 'Orange (2830)'}`,
      'answers.submit': 'the student fills in the fields validly and saves',
    })[e.type],
  sideEffects: {},
};
