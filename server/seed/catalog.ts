import { logoBasePath } from '../config';
import { emailDomainAttribute, gsaOrganisationId, ownOrganisationId } from '../courses';
import { otherCourtValue } from '../registration/flexi';
import { stateIdOf } from './states';

// Runtime code owns these values (the seed writes rows that use them); re-exported for the seed's own modules.
export { emailDomainAttribute, gsaOrganisationId, logoBasePath, otherCourtValue, ownOrganisationId };
export const partnerOrganisationId = 2001;
export const defaultConfigCourseId = 611;
/** The Arizona course (organisation 3003, AZ_FLOW). */
export const arizonaCourseId = 913;
/** The short demo course of course taking: chapters of 2 minutes (its rule set, seed/courseRules.ts). */
export const demoCourseId = 990;
/** The demo course with the typing pattern and webcam checks. */
export const identityDemoCourseId = 992;

export interface SeedOrganisation {
  id: number;
  name: string;
  logoPath: string;
  studentDomain: string | null;
  redirectUrl: string | null;
  isPartner: boolean;
  disclaimer: string | null;
  isComm100Required: boolean;
  /** Browser hostnames that select the organisation (none: reached by organisationId / configCourseId only). */
  domains: string[];
  attributes: Record<string, string>;
}

/** An organisation of the seed: a partner on the shared logo, without a domain or disclaimer, unless it says otherwise. */
const organisation = ({
  id,
  name,
  ...o
}: Pick<SeedOrganisation, 'id' | 'name' | 'attributes'> & Partial<SeedOrganisation>): SeedOrganisation => ({
  id,
  name,
  logoPath: `${logoBasePath}/improv.svg`,
  studentDomain: null,
  redirectUrl: null,
  isPartner: true,
  disclaimer: null,
  isComm100Required: false,
  domains: [],
  ...o,
});

export const organisations: SeedOrganisation[] = [
  organisation({
    id: ownOrganisationId,
    name: 'Improv Traffic School',
    isPartner: false,
    domains: ['localhost', '127.0.0.1'],
    attributes: { EMAIL_VERIFICATION: 'true' },
  }),
  organisation({
    id: partnerOrganisationId,
    name: 'Partner Driving Academy',
    logoPath: `${logoBasePath}/partner.svg`,
    studentDomain: 'partner.localhost',
    disclaimer:
      '<p>This course is offered by <strong>Partner Driving Academy</strong> in cooperation with Improv Traffic School. Your registration details are shared with Partner Driving Academy.</p>',
    isComm100Required: true,
    domains: ['partner.localhost'],
    attributes: { SOCIAL_LOGIN: 'true', EMAIL_VERIFICATION: 'true' },
  }),
  organisation({
    id: gsaOrganisationId,
    name: 'GSA Fleet Driver Safety',
    logoPath: `${logoBasePath}/gsa.svg`,
    // Agencies pay for their drivers: the app checks out with the zero-amount bypass (isGSACourse true).
    attributes: { EMAIL_VERIFICATION: 'true', PAYMENT_BYPASS: 'true' },
  }),
  organisation({
    id: 3001,
    name: 'Sponsored Safety Partner',
    attributes: { EMAIL_VERIFICATION: 'true', PAYMENT_BYPASS: 'true' },
  }),
  organisation({ id: 3002, name: 'Instant Access Partner', attributes: { EMAIL_VERIFICATION: 'false' } }),
  organisation({
    id: 3003,
    name: 'Arizona Defensive Driving Partner',
    attributes: { EMAIL_VERIFICATION: 'true', AZ_FLOW: 'true' },
  }),
  organisation({
    id: 3004,
    name: 'Acme Fleet Safety Program',
    // Company drivers only: registration accepts e-mail addresses of these domains (comma list; '.x' = any subdomain ending).
    attributes: {
      EMAIL_VERIFICATION: 'true',
      REMOVE_FIELDS: 'true',
      [emailDomainAttribute]: 'acme.example,.acme-fleet.example',
    },
  }),
];

export const reasons = [
  { id: 1, name: 'SPIDER Drivers Education' },
  { id: 2, name: 'Court Ordered' },
];

/** One extra registration field a course config asks for (names from the flexi field catalogue below). */
export interface SeedCourseFlexiField {
  name: FlexiFieldName;
  mandatory?: boolean;
  validationRequired?: boolean;
  diversion?: boolean;
  /** Asked on the profile's "Other information" only, never at registration. */
  profileOnly?: boolean;
  refFieldName?: string;
  items?: { value: string; label: string; refFieldValue?: string | null }[];
}

export interface SeedCourse {
  id: number;
  name: string;
  price: string;
  crossOutPrice?: string;
  checkoutHeader?: string;
  /** Plain text for the cart cards (defaults to defaultCourseSummary). */
  summary?: string;
  /** null: not tied to a state (GSA fleet course). */
  stateCode: string | null;
  /** Defaults to our own organisation (1001), whose courses every organisation may sell. */
  organisationId?: number;
  /** Courses of one family serve different states (course remapping on state selection). */
  family?: string;
  isDefault?: boolean;
  isRegistrationClosed?: boolean;
  isCourtReferral?: boolean;
  countyLedgerId?: number;
  isGsaCourse?: boolean;
  dailyTimeLimitSeconds?: number;
  attributes?: Record<string, string>;
  flexiFields?: SeedCourseFlexiField[];
  chapters: string[];
}

/** The flexi field catalogue (ids are stable: the app sends them back in flexifieldList). */
export const flexiFieldCatalogue = [
  { id: 1, name: 'COUNTY', type: 'DROPDOWN', description: 'County' },
  { id: 2, name: 'COURT', type: 'DROPDOWN', description: 'Court' },
  { id: 3, name: 'CITATIONDATE', type: 'DATE', description: 'Citation Date' },
  { id: 4, name: 'CITATIONDUEDATE', type: 'DATE', description: 'Citation Due Date (Court Date)' },
  { id: 5, name: 'VEHICLE_TAG', type: 'TEXT', description: 'GSA Vehicle Tag Number' },
  { id: 6, name: 'PermitNumber', type: 'TEXT', description: 'Learner Permit Number' },
  { id: 7, name: 'SSN', type: 'TEXT', description: 'Social Security Number (###-##-####)' },
  { id: 8, name: 'SSNLASTFOUR', type: 'NUMBER', description: 'Last four digits of your SSN' },
  // The profile's "Other information" (02 §9): the citation's county by code, and the county agency that
  // cited the driver (its choices are the county's agencies: county_agencies, GET county-agency).
  { id: 89, name: 'CITATIONCOUNTY', type: 'DROPDOWN', description: 'County of citation' },
  { id: 161, name: 'COUNTYAGENCY', type: 'DROPDOWN', description: 'County agency' },
] as const;
export type FlexiFieldName = (typeof flexiFieldCatalogue)[number]['name'];

/**
 * The county codes of field 89 (the system's own codes, 02 §9: '2815' is Los Angeles, whose agencies field 161 offers).
 */
export const citationCounties = [
  { value: '2815', label: 'Los Angeles' },
  { value: '2830', label: 'Orange' },
  { value: '2833', label: 'Riverside' },
  { value: '2834', label: 'Sacramento' },
  { value: '2837', label: 'San Diego' },
];

/** Counties and their courts of the county court course 612 ('Other' lets the student type a court: OtherCourt). */
const courtsByCounty: Record<string, string[]> = {
  'Los Angeles': ['Beverly Hills Courthouse', 'Compton Courthouse', 'Pasadena Courthouse'],
  Orange: ['Central Justice Center', 'Harbor Justice Center'],
  Sacramento: ['Carol Miller Justice Center'],
};

export const courses: SeedCourse[] = [
  {
    id: 611,
    name: 'California 8-Hour Traffic School',
    price: '24.95',
    crossOutPrice: '39.95',
    checkoutHeader: 'California DMV-licensed traffic school: dismiss your ticket and keep your record clean.',
    stateCode: 'CA',
    family: 'defensive-driving',
    isDefault: true,
    attributes: { COURSE_INFORMATION: 'true', PAYMENT_BYPASS: 'false' },
    chapters: [
      'Introduction and Course Overview',
      'Traffic Laws and Regulations',
      'Defensive Driving Techniques',
      'Alcohol, Drugs and Driving',
      'Sharing the Road',
      'Final Review',
    ],
  },
  {
    id: 383,
    name: "30-Hour Online Driver's Ed",
    price: '80.00',
    stateCode: 'CA',
    family: 'drivers-ed',
    attributes: { COURSE_INFORMATION: 'true' },
    flexiFields: [{ name: 'PermitNumber', validationRequired: true }],
    chapters: ['Getting Your Permit', 'Rules of the Road', 'Signs, Signals and Markings', 'Safe Driving Practices'],
  },
  {
    id: 405,
    name: 'Texas Defensive Driving Course',
    price: '25.00',
    stateCode: 'TX',
    family: 'defensive-driving',
    dailyTimeLimitSeconds: 6 * 3600,
    attributes: { STUDENT_COMPLIANCE_DETAIL: 'true' },
    chapters: ['Texas Traffic Safety', 'Driver Attitudes', 'Hazard Recognition'],
  },
  {
    id: 776,
    name: 'Florida Basic Driver Improvement',
    price: '29.95',
    stateCode: 'FL',
    family: 'defensive-driving',
    chapters: ['Florida Driving Laws', 'Crash Avoidance', 'Driver Responsibility'],
  },
  {
    id: 777,
    name: 'Florida Advanced Driver Improvement',
    price: '39.95',
    stateCode: 'FL',
    family: 'advanced-driver-improvement',
    flexiFields: [{ name: 'SSN' }, { name: 'SSNLASTFOUR' }],
    chapters: ['Driver Attitude and Behaviour', 'Stress and Anger Management', 'Florida Points System'],
  },
  {
    id: 778,
    name: 'Florida Drug and Alcohol Course (TLSAE)',
    price: '29.95',
    stateCode: 'FL',
    family: 'tlsae',
    // Closed for registration: registration answers 'We could not register you to the course', the logo call isCourseExpired.
    isRegistrationClosed: true,
    chapters: ['Alcohol and Drugs', 'Florida Traffic Laws'],
  },
  {
    id: 612,
    name: 'Los Angeles County Court Traffic School',
    price: '29.00',
    checkoutHeader: 'Court-approved: complete the course 7 days before your court date.',
    stateCode: 'CA',
    family: 'court-diversion',
    isCourtReferral: true,
    countyLedgerId: 5101,
    flexiFields: [
      {
        name: 'COUNTY',
        mandatory: true,
        diversion: true,
        items: Object.keys(courtsByCounty).map((county) => ({ value: county, label: county })),
      },
      {
        name: 'COURT',
        mandatory: true,
        diversion: true,
        refFieldName: 'COUNTY',
        items: [
          ...Object.entries(courtsByCounty).flatMap(([county, courts]) =>
            courts.map((court) => ({ value: court, label: court, refFieldValue: county })),
          ),
          { value: otherCourtValue, label: 'Other', refFieldValue: null },
        ],
      },
      { name: 'CITATIONDATE', mandatory: true, diversion: true },
      { name: 'CITATIONDUEDATE', mandatory: true, diversion: true },
      // Profile only: the county of the citation, then its agency (required with Los Angeles only).
      { name: 'CITATIONCOUNTY', mandatory: true, profileOnly: true, items: citationCounties },
      { name: 'COUNTYAGENCY', profileOnly: true },
    ],
    chapters: ['Court Requirements', 'Traffic Laws and Regulations', 'Defensive Driving Techniques'],
  },
  {
    id: 620,
    name: 'Sacramento County Court Traffic School',
    price: '29.00',
    crossOutPrice: '49.00',
    checkoutHeader: 'Sacramento court referral: complete the course 7 days before your court date.',
    stateCode: 'CA',
    family: 'sacramento-court',
    isCourtReferral: true,
    countyLedgerId: 5102,
    chapters: ['Sacramento Court Requirements', 'Traffic Laws and Regulations', 'Defensive Driving Techniques'],
  },
  {
    id: 901,
    name: 'GSA Fleet Driver Safety Course',
    price: '0.00',
    crossOutPrice: '29.95',
    checkoutHeader: 'Paid by your agency.',
    stateCode: null,
    organisationId: gsaOrganisationId,
    isGsaCourse: true,
    flexiFields: [{ name: 'VEHICLE_TAG', mandatory: true }],
    chapters: ['Fleet Vehicle Policy', 'Defensive Driving for Fleet Drivers', 'Incident Reporting'],
  },
  {
    id: 911,
    name: 'Sponsored Defensive Driving Course',
    price: '0.00',
    crossOutPrice: '24.95',
    stateCode: 'CA',
    organisationId: 3001,
    chapters: ['Defensive Driving Basics', 'Hazard Awareness'],
  },
  {
    id: 912,
    name: 'Instant Access 8-Hour Traffic School',
    price: '19.95',
    stateCode: 'CA',
    organisationId: 3002,
    chapters: ['Traffic Laws and Regulations', 'Defensive Driving Techniques'],
  },
  {
    id: arizonaCourseId,
    name: 'Arizona Defensive Driving School',
    price: '29.00',
    stateCode: 'AZ',
    organisationId: 3003,
    chapters: ['Arizona Traffic Laws', 'Defensive Driving Techniques'],
  },
  {
    id: 914,
    name: 'Acme Fleet Safety Course',
    price: '15.00',
    stateCode: 'CA',
    organisationId: 3004,
    chapters: ['Company Vehicle Policy', 'Defensive Driving Techniques'],
  },
];

/** The cart cards' description of a course without its own summary. */
export const defaultCourseSummary =
  '100% online and self-paced: short chapters with a quiz after each, and your certificate within 30 minutes of passing.';

/** The Ohio course (state id 36) whose audio upgrade (02 §2 Cart) and parent verification (02 §4) the cart and dashboard show. */
export const ohioCourseId = 630;
export const ohioAudioCourseId = 631;
/** The two regular upsells (02 §2 Cart) offered after 611 (and 405, 630). */
export const insuranceDiscountCourseId = 640;
export const matureDriverCourseId = 641;

/** What the Ohio course and its audio edition share: the chapters, and parent verification for Ohio's teen drivers. */
const ohioDriverEducation = (): Pick<SeedCourse, 'attributes' | 'chapters'> => ({
  // Teen drivers' course: the parent identity verification applies to Ohio (PARENT_VERIFICATION_STATES).
  attributes: { PARENT_VERIFICATION_STATES: 'OH' },
  chapters: ['Ohio Traffic Laws', 'Sharing the Road', 'Hazard Perception'],
});

courses.push(
  {
    id: ohioCourseId,
    name: 'Ohio 24-Hour Online Driver Education',
    price: '24.95',
    crossOutPrice: '34.95',
    stateCode: 'OH',
    family: 'ohio-drivers-ed',
    ...ohioDriverEducation(),
  },
  {
    id: ohioAudioCourseId,
    name: 'Ohio 24-Hour Online Driver Education with Audio',
    price: '34.95',
    stateCode: 'OH',
    family: 'ohio-drivers-ed-audio',
    summary: 'The same course with every chapter read aloud: listen at home or on the go.',
    ...ohioDriverEducation(),
  },
  {
    id: insuranceDiscountCourseId,
    name: 'Insurance Discount Course',
    price: '19.95',
    crossOutPrice: '29.95',
    stateCode: 'CA',
    family: 'insurance-discount',
    summary: 'Many insurers lower your premium when you complete it. Self-paced and fully online.',
    chapters: ['Insurance and Your Record', 'Collision Prevention'],
  },
  {
    id: matureDriverCourseId,
    name: 'Mature Driver Refresher',
    price: '14.95',
    crossOutPrice: '24.95',
    stateCode: 'CA',
    family: 'mature-driver',
    summary: 'A refresher for experienced drivers: reduces point total by up to 4 points.',
    chapters: ['Changes with Age', 'Modern Vehicle Safety Features'],
  },
  {
    id: demoCourseId,
    name: 'Demo course (2-minute chapters)',
    price: '0.00',
    crossOutPrice: '9.95',
    stateCode: 'CA',
    // Sponsored (PAYMENT_BYPASS): registration goes straight to the zero-amount checkout, then to the course.
    organisationId: 3001,
    summary: 'A short demo of course taking: three chapters of 2 minutes each.',
    chapters: ['Demo: Starting the Course', 'Demo: Chapter Timer', 'Demo: Finishing Up'],
  },
  {
    id: identityDemoCourseId,
    name: 'Demo course with identity checks (2-minute chapters)',
    price: '0.00',
    crossOutPrice: '9.95',
    stateCode: 'IL',
    organisationId: 3001,
    summary: 'The demo course with a typing-pattern check and a webcam photo, as Illinois allows.',
    chapters: ['Demo: Starting the Course', 'Demo: Chapter Timer', 'Demo: Finishing Up'],
  },
);

export const stateOfCourse = (c: SeedCourse) => (c.stateCode === null ? null : stateIdOf(c.stateCode));
