import type { ExpressRegistrationRequest } from '@contracts/express';
import { expressPlaceholderPassword } from '@contracts/expressPlaceholder';
import type { PaymentMethod, PhoneOfferContext } from '@machines/expressRegistration';

/** What the page knows before the e-mail is typed: the course and the link's ids. */
export interface ExpressEntry {
  configCourseId: number;
  organisationId?: number;
  countyLedgerId?: number;
  /** Affiliate ids of the link (a_aid, PAPAffiliateId). */
  a_aid?: string;
  PAPAffiliateId?: string;
}

/** 01 §3 Express registration payload. */
export function expressRequest(
  entry: ExpressEntry,
  emailId: string,
  paymentMethod: PaymentMethod,
  phone: PhoneOfferContext,
): ExpressRegistrationRequest {
  const { configCourseId, organisationId, countyLedgerId, a_aid, PAPAffiliateId } = entry;
  return {
    firstName: '',
    lastName: '',
    emailId: emailId.trim(),
    isStudentOptMail: true,
    isStudentOptSms: phone.optSms,
    mobileNumber: phone.mobileNumber,
    parentEmail: '',
    // 01 §3 keeps the field; the server stores no password and mails the student a link to choose one.
    password: expressPlaceholderPassword,
    state: { stateId: 99 },
    configCourseId,
    paymentMethod,
    flexifieldList: [],
    ...(organisationId === undefined ? {} : { organisationId }),
    ...(countyLedgerId === undefined ? {} : { countyLedgerId }),
    ...(a_aid === undefined ? {} : { a_aid }),
    ...(PAPAffiliateId === undefined ? {} : { PAPAffiliateId }),
  };
}

const positiveInt = (value: string | null): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** 01 §9: the default config course outside the landing page. */
export const defaultConfigCourseId = 611;

/**
 * The link of /registerfast: configCourseId (default 611), organisationId, affiliate ids; the
 * county ledger comes from the court flow (stored) only.
 */
export function readExpressEntry(
  search: string,
  stored: { organisationId?: number; countyLedgerId?: number; registerVia?: string },
): ExpressEntry {
  const query = new URLSearchParams(search);
  const entry: ExpressEntry = { configCourseId: positiveInt(query.get('configCourseId')) ?? defaultConfigCourseId };
  const organisationId = positiveInt(query.get('organisationId')) ?? stored.organisationId;
  if (organisationId !== undefined) entry.organisationId = organisationId;
  if (stored.countyLedgerId !== undefined && stored.registerVia !== undefined)
    entry.countyLedgerId = stored.countyLedgerId;
  const aid = query.get('a_aid')?.trim();
  const pap = query.get('PAPAffiliateId')?.trim();
  if (aid) entry.a_aid = aid.slice(0, 100);
  if (pap) entry.PAPAffiliateId = pap.slice(0, 100);
  return entry;
}
