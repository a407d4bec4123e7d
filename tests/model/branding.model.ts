import { brandingMachine, type Organisation } from '@machines/branding';

import { networkFailure } from './failures.fixtures';
import { done, failed, type FlowModel, invokes, timers } from './harness/model';

const logos = '/improv-student-registration-journey/assets/logos';

const organisation = (fields: Partial<Organisation>): Organisation => ({
  organisationId: 1001,
  logoPath: `${logos}/improv.svg`,
  isPartnerOrganisation: false,
  isRegistrationDisclaimerRequired: false,
  registrationDisclaimerMessage: null,
  isShowShopperRequired: false,
  isTwilioRequired: false,
  isComm100Required: false,
  isCourseExpired: false,
  reason: null,
  organisationCustomAttributeMappingList: [],
  configCustomAttributeMappingList: [],
  ...fields,
});

/** Answers of the logo call, as the seeded organisations give them. */
export const brandingAnswers = {
  own: organisation({
    organisationCustomAttributeMappingList: [
      { customAttribute: { columnName: 'EMAIL_VERIFICATION' }, customAttributeValue: 'true' },
    ],
  }),
  partner: organisation({
    organisationId: 2001,
    logoPath: `${logos}/partner.svg`,
    isPartnerOrganisation: true,
    isComm100Required: true,
    organisationCustomAttributeMappingList: [
      { customAttribute: { columnName: 'SOCIAL_LOGIN' }, customAttributeValue: 'true' },
    ],
  }),
  expired: organisation({ isCourseExpired: true }),
  ownWithCourse: organisation({
    configCustomAttributeMappingList: [
      { customAttribute: { columnName: 'COURSE_INFORMATION' }, customAttributeValue: 'true' },
    ],
  }),
};

export const brandingOrigin = 'http://localhost:8080';
export const reloadCourseId = 383;

export const brandingModel: FlowModel<typeof brandingMachine> = {
  id: 'branding',
  title: 'Branding: the organisation of this origin, asked once at start (01 §2, §3, §7)',
  machine: brandingMachine,
  input: { domain: brandingOrigin },
  events: (s) => {
    const reloaded = s.context.query.configCourseId !== undefined;
    const loading = invokes(s, 'loadOrganisation');
    return [
      // The first answers exercise every branch; a reload for a course answers with its attributes.
      ...(loading && !reloaded
        ? [
            done('loadOrganisation', brandingAnswers.own),
            done('loadOrganisation', brandingAnswers.partner),
            done('loadOrganisation', brandingAnswers.expired),
            failed('loadOrganisation', networkFailure),
          ]
        : []),
      ...(loading && reloaded ? [done('loadOrganisation', brandingAnswers.ownWithCourse)] : []),
      ...(s.matches('failed') && !reloaded ? [{ type: 'branding.retry' }] : []),
      ...(!loading && !reloaded ? [{ type: 'branding.reload', configCourseId: reloadCourseId }] : []),
      ...timers(s),
    ];
  },
  describeEvent: (e) =>
    e.type === 'branding.retry'
      ? 'the visitor asks to load the branding again'
      : e.type === 'branding.reload'
        ? `a page asks the branding again for course ${e.configCourseId}`
        : undefined,
  // The branding only loads and shows: no provided actions, no final state.
  sideEffects: {},
};
