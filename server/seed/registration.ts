import { defaultConfigCourseId, gsaOrganisationId, ownOrganisationId } from './catalog';

/** A seeded registration set-up, reached in the app at `url`. README and tests reference this one list. */
export interface RegistrationVariant {
  key: string;
  organisationId: number;
  configCourseId: number;
  /** `/register?organisationId=…&configCourseId=…` */
  url: string;
  demonstrates: string;
}

const registerUrl = (organisationId: number, configCourseId: number) =>
  `/register?organisationId=${organisationId}&configCourseId=${configCourseId}`;

const variant = (
  key: string,
  organisationId: number,
  configCourseId: number,
  demonstrates: string,
): RegistrationVariant => ({
  key,
  organisationId,
  configCourseId,
  url: registerUrl(organisationId, configCourseId),
  demonstrates,
});

/** The tag the seeded GSA driver (gsa@example.com) registered for course 901: registering it again is refused. */
export const seededGsaVehicleTag = 'G10-10001';

export const registrationVariants = {
  standard: variant(
    'standard',
    ownOrganisationId,
    defaultConfigCourseId,
    'default course 611: e-mail code after registration, then the cart summary',
  ),
  paymentBypass: variant(
    'paymentBypass',
    3001,
    911,
    "organisation attribute PAYMENT_BYPASS 'true', course price 0: checkout with gateway BYPASSPAYMENT right after registration",
  ),
  emailVerificationOff: variant(
    'emailVerificationOff',
    3002,
    912,
    "organisation attribute EMAIL_VERIFICATION 'false': no code, isEmailVerficationSkipped true, student verified",
  ),
  azFlow: variant('azFlow', 3003, 913, "organisation attribute AZ_FLOW 'true' (Arizona course; host-independent)"),
  countyCourt: variant(
    'countyCourt',
    ownOrganisationId,
    612,
    'court referral with diversion fields COUNTY, COURT (per county, plus Other), CITATIONDATE, CITATIONDUEDATE; countyLedgerId 5101',
  ),
  gsa: variant(
    'gsa',
    gsaOrganisationId,
    901,
    `GSA fleet course: mandatory vehicle tag (G + 2 digits + 4-5 digits, e.g. G10-12345; ${seededGsaVehicleTag} is taken); PAYMENT_BYPASS with isGSACourse`,
  ),
  removeFields: variant(
    'removeFields',
    3004,
    914,
    "organisation attribute REMOVE_FIELDS 'true' (no stepper) and an e-mail domain restriction (acme.example, *.acme-fleet.example)",
  ),
  driversEd: variant(
    'driversEd',
    ownOrganisationId,
    383,
    'PermitNumber text field with a confirm input (isValidationRequired)',
  ),
  closed: variant(
    'closed',
    ownOrganisationId,
    778,
    "course closed for registration: 'We could not register you to the course'; the logo call answers isCourseExpired true",
  ),
} as const satisfies Record<string, RegistrationVariant>;

/** Course remapping on state selection (same organisation and course family, the config serving that state). */
export const seededRemaps = [
  { configCourseId: 611, stateId: 44, courseConfigId: 405, note: 'California 8-Hour → Texas Defensive Driving' },
  {
    configCourseId: 611,
    stateId: 10,
    courseConfigId: 776,
    note: 'California 8-Hour → Florida Basic Driver Improvement',
  },
  { configCourseId: 405, stateId: 5, courseConfigId: 611, note: 'Texas → California' },
  { configCourseId: 611, stateId: 5, courseConfigId: 611, note: 'a config already serving the state answers itself' },
  {
    configCourseId: 611,
    stateId: 36,
    courseConfigId: null,
    note: 'no defensive-driving course for Ohio: 404 (ignored by the app)',
  },
] as const;
