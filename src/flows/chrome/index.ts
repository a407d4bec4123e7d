export { AppChrome } from './AppChrome';
export { BrandingFlow } from './BrandingFlow';
export { useBranding, type Branding } from './useBranding';
export { useBrandingEvents } from './useBrandingEvents';
