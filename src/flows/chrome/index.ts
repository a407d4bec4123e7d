export { AppChrome } from './AppChrome';
export { BrandingProvider } from './BrandingProvider';
export { useBranding, type Branding } from './useBranding';
export { useBrandingEvents } from './useBrandingEvents';
