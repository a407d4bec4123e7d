export { type ApiClient, createApiClient, type Credentials } from './client';
export type { ApiFailure, ApiFailureKind } from './errors';
export { dataOf, invalidAnswer, isFailure, networkFailure, noStoredStudent } from './failures';
export { createSessionSignals, type SessionSignal, type SessionSignals } from './sessionSignals';
