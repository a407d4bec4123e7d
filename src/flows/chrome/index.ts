export { AppChrome } from './AppChrome';
export { BrandingFlow } from './BrandingFlow';
export { type Branding, useBranding } from './useBranding';
export { useBrandingEvents } from './useBrandingEvents';
