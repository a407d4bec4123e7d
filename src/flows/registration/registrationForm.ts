import type { FlexiField } from '@contracts/courseConfig';
import { flexiKey, flexiNames } from '@shared/flexi/flexiFieldRules';

export interface RegistrationFormValues {
  firstName: string;
  lastName: string;
  emailId: string;
  parentEmail: string;
  mobileNumber: string;
  password: string;
  isStudentOptSms: boolean;
  isStudentOptMail: boolean;
  /** The chosen state's id as the select holds it ('' for none). */
  stateId: string;
  /** Flexi field answers by `flexiKey`. */
  flexi: Record<string, string>;
  /** The confirm inputs of fields that need validation, by `flexiKey`. */
  flexiConfirm: Record<string, string>;
  /** The typed court when COURT is 'Other'. */
  otherCourt: string;
}

export interface RegistrationFormOptions {
  /** A state list is shown: a state must be chosen. */
  stateRequired: boolean;
  /** Reason 'SPIDER Drivers Education': the parent e-mail field is shown. */
  parentEmail: boolean;
  /** Allowed e-mail domains or endings (attribute EMAIL_DOMAIN_RESTRICTION); empty: any. */
  allowedEmailDomains: string[];
  flexiFields: FlexiField[];
}

export const emptyRegistrationForm = (
  flexiFields: FlexiField[],
  vehicleTag: string | undefined,
): RegistrationFormValues => ({
  firstName: '',
  lastName: '',
  emailId: '',
  parentEmail: '',
  mobileNumber: '',
  password: '',
  isStudentOptSms: false,
  isStudentOptMail: true,
  stateId: '',
  flexi: Object.fromEntries(
    flexiFields.map((field) => [
      flexiKey(field),
      field.flexiFieldName === flexiNames.vehicleTag && vehicleTag ? vehicleTag : (field.value ?? ''),
    ]),
  ),
  flexiConfirm: {},
  otherCourt: '',
});

/** The comma list of an EMAIL_DOMAIN_RESTRICTION attribute: 'acme.example,.acme-fleet.example'. */
export const parseAllowedDomains = (attribute: string | undefined): string[] =>
  (attribute ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
