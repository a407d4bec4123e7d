export { createApiClient, type ApiClient, type Credentials } from './client';
export { ApiError, asFailure, isApiError, toFailure, type ApiFailure, type ApiFailureKind } from './errors';
export { createSessionSignals, type SessionSignal, type SessionSignals } from './sessionSignals';
