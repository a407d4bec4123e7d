/**
 * The password field of the express registration payload (01 §3 "a default password"). It is public (every browser
 * has it), so the server never makes it a password: an express sign-up has none until the student chooses one
 * through the mailed link, and signing in with this text is always refused.
 */
export const expressPlaceholderPassword = 'Express#2024';
