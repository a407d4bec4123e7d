import type { ChangePasswordRequest, SocialProvider } from '@contracts/auth';
import type { ConnectAccountRequest } from '@contracts/connectedAccounts';
import { emptyEnvelope } from '@contracts/envelope';
import type { ParentVerificationRequest, PersonalInformation } from '@contracts/index';
import type { NotificationPreferences } from '@contracts/notificationPreferences';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/**
 * Answer schemas load with the first call that needs them (dynamic imports), so /login's JavaScript does not carry them
 * (docs/decisions.md, Delivery). Import contract modules directly, never the barrel: a static import would pull them
 * back into the first chunk.
 */
const studentSchemas = () => import('@contracts/student');
const accountSchemas = () => import('@contracts/account');
const faqSchemas = () => import('@contracts/faqs');
const supportSchemas = () => import('@contracts/support');
const preferenceSchemas = () => import('@contracts/notificationPreferences');
const connectedAccountSchemas = () => import('@contracts/connectedAccounts');

/** The signed-in student: details, personal information, parent verification (02 §7); the courses are courses.ts. Every one takes the caller's AbortSignal. */
export const studentEndpoints = (client: ApiClient) => ({
  studentDetails: (studentId: number, signal: AbortSignal) =>
    client.callData(apiPaths.studentDetails, () => studentSchemas().then((m) => m.studentDetailsResponseSchema), {
      query: { studentId },
      signal,
    }),
  personalInformation: (studentId: number, signal: AbortSignal) =>
    client.callData(
      apiPaths.personalInformation,
      () => accountSchemas().then((m) => m.personalInformationResponseSchema),
      { query: { studentId }, signal },
    ),
  savePersonalInformation: (studentId: number, body: PersonalInformation, signal: AbortSignal) =>
    client.callData(
      apiPaths.personalInformation,
      () => accountSchemas().then((m) => m.personalInformationSaveResponseSchema),
      { method: 'PUT', query: { studentId }, body, signal },
    ),
  parentVerification: (body: ParentVerificationRequest, signal: AbortSignal) =>
    client.call(apiPaths.parentVerification, () => accountSchemas().then((m) => m.parentVerificationResponseSchema), {
      method: 'POST',
      query: { studentId: body.studentId },
      body,
      signal,
    }),
  /** The FAQs (customer-support) in the interface language. */
  faqs: (language: string, signal: AbortSignal) =>
    client.callData(apiPaths.faqs, () => faqSchemas().then((m) => m.faqListResponseSchema), {
      query: { language },
      signal,
    }),
  /** 02 §7 support ticket: the student's own, newest first. */
  supportTickets: (signal: AbortSignal) =>
    client.callData(apiPaths.supportTicket, () => supportSchemas().then((m) => m.supportTicketListResponseSchema), {
      signal,
    }),
  /** 02 §7 support ticket: one, as a multipart form (the text fields, then the optional screenshot). */
  sendSupportTicket: (form: FormData, signal: AbortSignal) =>
    client.callData(apiPaths.supportTicket, () => supportSchemas().then((m) => m.supportTicketResponseSchema), {
      method: 'POST',
      body: form,
      signal,
    }),
  /** 02 §7 password change: the signed-in student's own. */
  changePassword: (body: ChangePasswordRequest, signal: AbortSignal) =>
    client.call(apiPaths.changePassword, emptyEnvelope, { method: 'POST', body, signal }),
  /** 02 §2 settings: the student's notification choices and inactivity warning. */
  notificationPreferences: (signal: AbortSignal) =>
    client.callData(
      apiPaths.notificationPreferences,
      () => preferenceSchemas().then((m) => m.notificationPreferencesResponseSchema),
      { signal },
    ),
  saveNotificationPreferences: (body: NotificationPreferences, signal: AbortSignal) =>
    client.callData(
      apiPaths.notificationPreferences,
      () => preferenceSchemas().then((m) => m.notificationPreferencesResponseSchema),
      { method: 'PUT', body, signal },
    ),
  /** 02 §2 integration: every provider with the student's connected account of it. */
  connectedAccounts: (signal: AbortSignal) =>
    client.callData(
      apiPaths.connectedAccounts,
      () => connectedAccountSchemas().then((m) => m.connectedAccountListResponseSchema),
      { signal },
    ),
  connectAccount: (body: ConnectAccountRequest, signal: AbortSignal) =>
    client.callData(
      apiPaths.connectedAccounts,
      () => connectedAccountSchemas().then((m) => m.connectedAccountListResponseSchema),
      { method: 'POST', body, signal },
    ),
  disconnectAccount: (provider: SocialProvider, signal: AbortSignal) =>
    client.callData(
      `${apiPaths.connectedAccounts}/${provider}`,
      () => connectedAccountSchemas().then((m) => m.connectedAccountListResponseSchema),
      { method: 'DELETE', signal },
    ),
});

export type StudentEndpoints = ReturnType<typeof studentEndpoints>;
