/** The accounts the seed creates; README, tests and e2e tests reference this one list. */
export const seedPassword = 'Passw0rd!';

export interface SeededAccount {
  email: string;
  password: string;
  /** What the account demonstrates. */
  role: string;
  /** 'student' rows live in students; 'legacy' only in legacy_accounts. */
  kind: 'student' | 'legacy';
}

export const seededAccounts = {
  student: {
    email: 'student@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'verified, Active, paid, one course (611) in progress',
  },
  pending: {
    email: 'pending@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'PaymentPending, e-mail not verified',
  },
  expired: {
    email: 'expired@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'verified, password expired',
  },
  ineligible: {
    email: 'ineligible@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'verified, Active, not eligible',
  },
  legacy: {
    email: 'legacy@example.com',
    password: seedPassword,
    kind: 'legacy',
    role: 'known only to the previous platform',
  },
  recovery: {
    email: 'recovery@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'verified, Active, no course; for trying password recovery without touching the others',
  },
  account: {
    email: 'account@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'verified, Active, no course; for trying the account pages (change password) without touching the others',
  },
  settings: {
    email: 'settings@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'verified, Active, no course, mobile number on file; for trying Settings (notification choices, inactivity warning)',
  },
  integration: {
    email: 'integration@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'verified, Active, no course, no mobile number; for trying connected sign-in accounts (Settings → Integration)',
  },
  profile: {
    email: 'profile@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'paid for the Los Angeles county court course 612, details and court answers on file, citation county Orange; for trying the profile',
  },
  gsa: {
    email: 'gsa@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'GSA fleet driver (organisation 1481), course 901 PaymentPending with vehicle tag G10-10001',
  },
  learner: {
    email: 'learner@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'verified, paid for 611 (California 8-hour), not started',
  },
  midway: {
    email: 'midway@example.com',
    password: seedPassword,
    kind: 'student',
    role: '611 with three chapters done and the fourth half done; Ohio 630 with 5 minutes of today left',
  },
  finalist: {
    email: 'finalist@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'demo course 990 with every chapter and quiz done: the final exam is open',
  },
  graduate: {
    email: 'graduate@example.com',
    password: seedPassword,
    kind: 'student',
    role: '611 completed, certificate issued (verification code GRAD-2026-ABCD-0001), printed copy by mail queued',
  },
  newcomer: {
    email: 'newcomer@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'verified, paid for 611, not started, security answers not saved: the first chapter asks for them',
  },
  typist: {
    email: 'typist@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'paid for 992 (the demo course with a typing pattern and webcam photos), not started',
  },
  checker: {
    email: 'checker@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'Texas 405 with units 1 and 2 done and security answers saved: a security question is due at unit 3',
  },
  twoFactor: {
    email: 'twofactor@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'paid for 611 and started, two-factor sign-in off: for turning it on from the account pages',
  },
  otp: {
    email: 'otp@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'paid for 611 and started, two-factor sign-in on with the fixed secret and recovery codes of server/seed/twoFactor.ts',
  },
  // Arizona eligibility (server/seed/eligibility.ts).
  azApproved: {
    email: 'azapproved@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'Arizona course 913 paid, documents approved and eligibility approved: the course starts',
  },
  azFiled: {
    email: 'azfiled@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'Arizona course 913 paid, documents filed, eligibility not answered yet: for trying /home/eligibility',
  },
  // Arizona documents (server/seed/arizona.ts).
  azStudent: {
    email: 'azstudent@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'Arizona course 913 (organisation 3003, AZ_FLOW) paid, documents not filed: for trying /home/file-documents',
  },
  // Refunds (server/seed/refunds.ts).
  refund: {
    email: 'refund@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'paid yesterday by sandbox card for course 611 (not started), the insurance discount upsell and the certificate by mail: for trying /home/refund',
  },
  refundReview: {
    email: 'refundreview@example.com',
    password: seedPassword,
    kind: 'student',
    role: 'paid 40 days ago for course 611 (its 30 days have passed): for asking support for a refund, decided through the admin endpoint',
  },
} as const satisfies Record<string, SeededAccount>;

export type SeededAccountName = keyof typeof seededAccounts;

/** One line for the startup log. */
export const seededAccountsHint = () =>
  `seeded accounts (password ${seedPassword}): ` +
  Object.values(seededAccounts)
    .map((a) => a.email)
    .join(', ');
