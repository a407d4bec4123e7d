import type { FlexiFieldSaveItem, ProfileDetails } from '@contracts/index';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

/** Answer schemas load with the first call that needs them (see student.ts). */
const profileSchemas = () => import('@contracts/profile');

/**
 * The profile page (02 §2 profile, §7 Flexi fields and County agency): the signed-in student's own details
 * and "Other information". Every one takes the caller's AbortSignal.
 */
export const profileEndpoints = (client: ApiClient) => ({
  /** The details with the personal information's rules; answers them as saved. */
  saveDetails: (body: ProfileDetails, signal: AbortSignal) =>
    client.callData(apiPaths.profileDetails, () => profileSchemas().then((m) => m.profileDetailsResponseSchema), {
      method: 'PUT',
      body,
      signal,
    }),
  /** 02 §7 Flexi fields list: the purchased courses that ask "Other information", with the stored answers. */
  otherInformation: (signal: AbortSignal) =>
    client.callData(apiPaths.studentFlexiFields, () => profileSchemas().then((m) => m.otherInformationResponseSchema), {
      signal,
    }),
  /** 02 §7 Flexi fields save: one course's answers; answers the course as saved. */
  saveOtherInformation: (items: FlexiFieldSaveItem[], signal: AbortSignal) =>
    client.callData(
      apiPaths.saveStudentFlexiFields,
      () => profileSchemas().then((m) => m.flexiFieldSaveResponseSchema),
      { method: 'POST', body: items, signal },
    ),
  /** 02 §7 County agency: the county's agencies (field 161's choices). */
  countyAgencies: (countyCode: string, signal: AbortSignal) =>
    client.callData(apiPaths.countyAgency, () => profileSchemas().then((m) => m.countyAgencyResponseSchema), {
      query: { countyCode },
      signal,
    }),
});

export type ProfileEndpoints = ReturnType<typeof profileEndpoints>;
