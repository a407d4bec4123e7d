import { stateIdOf } from './states';

export const ownOrganisationId = 1001;
export const partnerOrganisationId = 2001;
export const defaultConfigCourseId = 611;
export const logoBasePath = '/improv-student-registration-journey/assets/logos';

export const organisations = [
  {
    id: ownOrganisationId,
    name: 'Improv Traffic School',
    logoPath: `${logoBasePath}/improv.svg`,
    studentDomain: null as string | null,
    redirectUrl: null as string | null,
    isPartner: false,
    disclaimer: null as string | null,
    isComm100Required: false,
    domains: ['localhost', '127.0.0.1'],
    attributes: { EMAIL_VERIFICATION: 'true' } as Record<string, string>,
  },
  {
    id: partnerOrganisationId,
    name: 'Partner Driving Academy',
    logoPath: `${logoBasePath}/partner.svg`,
    studentDomain: 'partner.localhost',
    redirectUrl: null,
    isPartner: true,
    disclaimer:
      '<p>This course is offered by <strong>Partner Driving Academy</strong> in cooperation with Improv Traffic School. Your registration details are shared with Partner Driving Academy.</p>',
    isComm100Required: true,
    domains: ['partner.localhost'],
    attributes: { SOCIAL_LOGIN: 'true', EMAIL_VERIFICATION: 'true' },
  },
];

export const reasons = [
  { id: 1, name: 'SPIDER Drivers Education' },
  { id: 2, name: 'Court Ordered' },
];

export interface SeedCourse {
  id: number;
  name: string;
  price: string;
  stateCode: string;
  isDefault?: boolean;
  dailyTimeLimitSeconds?: number;
  attributes?: Record<string, string>;
  chapters: string[];
}

export const courses: SeedCourse[] = [
  {
    id: 611,
    name: 'California 8-Hour Traffic School',
    price: '24.95',
    stateCode: 'CA',
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
    attributes: { COURSE_INFORMATION: 'true' },
    chapters: ['Getting Your Permit', 'Rules of the Road', 'Signs, Signals and Markings', 'Safe Driving Practices'],
  },
  {
    id: 405,
    name: 'Texas Defensive Driving Course',
    price: '25.00',
    stateCode: 'TX',
    dailyTimeLimitSeconds: 6 * 3600,
    attributes: { STUDENT_COMPLIANCE_DETAIL: 'true' },
    chapters: ['Texas Traffic Safety', 'Driver Attitudes', 'Hazard Recognition'],
  },
  {
    id: 776,
    name: 'Florida Basic Driver Improvement',
    price: '29.95',
    stateCode: 'FL',
    chapters: ['Florida Driving Laws', 'Crash Avoidance', 'Driver Responsibility'],
  },
  {
    id: 777,
    name: 'Florida Advanced Driver Improvement',
    price: '39.95',
    stateCode: 'FL',
    chapters: ['Driver Attitude and Behaviour', 'Stress and Anger Management', 'Florida Points System'],
  },
];

export const stateOfCourse = (c: SeedCourse) => stateIdOf(c.stateCode);
