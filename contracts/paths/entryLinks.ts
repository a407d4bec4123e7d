import { journey } from './prefixes';

/** API paths of entry links and wallets (spec 01 §7, 02 §7); all of them through contracts/paths.ts. */
export const walletToken = `${journey}/wallet/token`;
export const walletProfile = `${journey}/wallet/profile`;
export const statesWithCategory = `${journey}/state/states-with-category`;
export const parentToken = `${journey}/student/parent-token`;
