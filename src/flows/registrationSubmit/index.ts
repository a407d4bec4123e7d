export { RegistrationSubmitOverlays } from './RegistrationSubmitOverlays';
export { type RegistrationSubmit, useRegistrationSubmit } from './useRegistrationSubmit';
