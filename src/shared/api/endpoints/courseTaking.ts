import type { TimeUpdateRequest } from '@contracts/auth';
import * as apiPaths from '@contracts/paths';

import type { ApiClient } from '../client';

const courseTakingSchemas = () => import('@contracts/courseTaking');

/** Course taking (02 §7 dashboard, chapter launch, course content, time management). Every one takes the caller's AbortSignal. */
export const courseTakingEndpoints = (client: ApiClient) => ({
  courseOutline: (studentCourseId: number, language: string, signal: AbortSignal) =>
    client.callData(apiPaths.courseOutline, () => courseTakingSchemas().then((m) => m.courseOutlineResponseSchema), {
      query: { studentCourseId, language },
      signal,
    }),
  chapterLaunch: (body: { studentCourseId: number; chapterNumber?: number }, signal: AbortSignal) =>
    client.callData(apiPaths.chapterLaunch, () => courseTakingSchemas().then((m) => m.chapterLaunchResponseSchema), {
      method: 'POST',
      body,
      signal,
    }),
  chapterContent: (studentCourseChapterId: number, language: string, signal: AbortSignal) =>
    client.callData(apiPaths.chapterContent, () => courseTakingSchemas().then((m) => m.chapterPageResponseSchema), {
      query: { studentCourseChapterId, language },
      signal,
    }),
  /** `keepalive`: the update may outlive the page (leaving, closing the tab); the browser still delivers it. */
  timeManagement: (body: TimeUpdateRequest, signal: AbortSignal, keepalive = false) =>
    client.callData(apiPaths.timeManagement, () => courseTakingSchemas().then((m) => m.timeCreditResponseSchema), {
      method: 'PUT',
      body,
      signal,
      keepalive,
    }),
});

export type CourseTakingEndpoints = ReturnType<typeof courseTakingEndpoints>;
