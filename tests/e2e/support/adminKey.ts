/** The operators' key of the main test server (support's unlock of an identity lock, identityChecks.spec.ts). */
export const e2eAdminKey = 'e2e-operator-key';
