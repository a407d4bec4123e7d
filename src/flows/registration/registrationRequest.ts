import type { FlexiField } from '@contracts/courseConfig';
import type { RegistrationRequest } from '@contracts/registration';
import type { TrackingFieldName } from '@contracts/registrationLimits';
import { flexiKey, flexiNames, needsConfirm, otherCourtName, otherCourtValue } from '@shared/flexi/flexiFieldRules';

/** 01 §3: a confirm answer is sent as the base field's name with this suffix. */
const confirmSuffix = 'CONFIRM';
import type { RegistrationFormValues } from './registrationForm';

export interface RegistrationRequestContext {
  configCourseId: number;
  organisationId?: number;
  /** The state of the link (or chosen earlier) when no list is shown. */
  stateId?: number;
  /** A state list is shown: the form's choice is the state. */
  stateList: boolean;
  parentEmail: boolean;
  /** County/court flow only. */
  countyLedgerId?: number;
  /** The stored government-fleet tag. */
  vehicleTag?: string;
  tracking: Partial<Record<TrackingFieldName, string>>;
  flexiFields: FlexiField[];
}

/** 01 §3 Registration payload from a valid form: names and e-mail trimmed, empty optional fields left out. */
export function buildRegistrationRequest(
  values: RegistrationFormValues,
  context: RegistrationRequestContext,
): RegistrationRequest {
  const stateId = context.stateList ? Number(values.stateId) : context.stateId;
  const flexifieldList: NonNullable<RegistrationRequest['flexifieldList']> = [];
  let vehicleTag = context.vehicleTag;
  for (const field of context.flexiFields) {
    const value = (values.flexi[flexiKey(field)] ?? '').trim();
    if (value === '') continue;
    flexifieldList.push({ flexiFieldId: field.flexiFieldId, flexiFieldName: field.flexiFieldName, value });
    if (needsConfirm(field))
      flexifieldList.push({
        flexiFieldId: field.flexiFieldId,
        flexiFieldName: `${field.flexiFieldName}${confirmSuffix}`,
        value: (values.flexiConfirm[flexiKey(field)] ?? '').trim(),
      });
    if (field.flexiFieldName === flexiNames.vehicleTag) vehicleTag = value;
    if (field.flexiFieldName === flexiNames.court && value === otherCourtValue)
      flexifieldList.push({
        flexiFieldId: field.flexiFieldId,
        flexiFieldName: otherCourtName,
        value: values.otherCourt.trim(),
      });
  }
  const parentEmail = context.parentEmail ? values.parentEmail.trim() : '';
  const request: RegistrationRequest = {
    student: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      emailId: values.emailId.trim(),
      password: values.password,
      isStudentOptSms: values.isStudentOptSms,
      isStudentOptMail: values.isStudentOptMail,
      state: stateId !== undefined && Number.isInteger(stateId) && stateId > 0 ? { stateId } : null,
      ...(parentEmail ? { parentEmail } : {}),
      ...(values.mobileNumber ? { mobileNumber: values.mobileNumber } : {}),
      ...context.tracking,
    },
    configCourseId: context.configCourseId,
    flexifieldList,
  };
  if (context.organisationId !== undefined) request.organisationId = context.organisationId;
  if (context.countyLedgerId !== undefined) request.countyLedgerId = context.countyLedgerId;
  if (vehicleTag) request.vehicleTag = vehicleTag;
  return request;
}
