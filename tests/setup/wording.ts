// Pages word failures with tables loaded on first use (src/shared/i18n/failureWording.ts); tests start with them
// loaded, so a view shows its message in the same render. The loading itself: src/shared/i18n/useFailureMessage.test.tsx.
const { failureWording } = await import('@shared/i18n/failureWording');
await failureWording.load();

export {};
