export { RegistrationSubmitOverlays } from './RegistrationSubmitOverlays';
export { useRegistrationSubmit, type RegistrationSubmit } from './useRegistrationSubmit';
