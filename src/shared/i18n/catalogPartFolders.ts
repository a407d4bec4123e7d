/**
 * Which source folders' words live in which catalog part (lingui.config.ts). A route that renders code from a part's
 * folders must load that part first (src/app/router.tsx); tests/unit/catalogParts.test.ts checks that no other code
 * imports these folders.
 */
export const catalogParts = {
  /**
   * Public pages beside registration: signing in, forgotten and reset passwords, and the certificate check
   * (/verify-certificate, a few words: a part of its own would cost every page's first file its loaders).
   */
  account: ['src/flows/login', 'src/flows/forgotPassword', 'src/flows/resetPassword', 'src/flows/verifyCertificate'],
  /** Taking a course: chapter launch, the chapter and its read aloud, the break, quizzes, the course's outline pages. */
  course: [
    'src/flows/home/chapter',
    'src/flows/home/chapterLaunch',
    'src/flows/home/identityCheck',
    'src/flows/home/breakTime',
    'src/flows/home/quiz',
    'src/flows/home/courseOutline/CourseDashboardFlow.tsx',
    'src/flows/home/courseOutline/CourseDashboardView.tsx',
    'src/flows/home/courseOutline/SyllabusFlow.tsx',
    'src/flows/home/courseOutline/SyllabusView.tsx',
    'src/flows/home/courseOutline/ChapterTable.tsx',
    'src/flows/home/courseOutline/TableOfContents.tsx',
    'src/flows/home/courseOutline/chapterState.ts',
    'src/flows/home/layout/SavingProgressOverlay.tsx',
    'src/flows/home/dashboard/DashboardTableOfContents.tsx',
    'src/flows/home/certificateDownload/CertificatePanel.tsx',
    'src/flows/home/certificateDownload/CertificateDownloadButton.tsx',
  ],
  /** The student's home: menu, dashboard, course list, settings (and the course cards' progress). */
  home: ['src/flows/home'],
  /** The registration form's validation messages: loaded with its rules when the student starts filling it in. */
  registrationValidation: ['src/flows/registration/registrationFormSchema.ts'],
  /** The registration page (but its validation, above: a file listed in a part before is that part's). */
  registration: ['src/flows/registration'],
  /** What a registration's submit runs (SMS opt-in, outcomes, completion): loaded with that code. */
  registrationSubmit: ['src/flows/registrationSubmit'],
  /** The e-mail verification dialog (its loader, LazyEmailVerificationDialog.tsx, stays with the pages that open it). */
  emailVerification: [
    'src/flows/emailVerification/EmailVerificationFlow.tsx',
    'src/flows/emailVerification/EmailVerificationView.tsx',
    'src/flows/emailVerification/VerificationCodeForm.tsx',
  ],
  /** The start pages, express registration and court lookup (they embed registration: see `partNeeds`). */
  public: ['src/flows/expressRegistration', 'src/flows/landing', 'src/flows/courtLookup'],
  /** How failures are worded (failureWording.ts loads it with its code when a page first shows a failure). */
  failures: ['src/shared/i18n/failureMessages.ts'],
  /** The privacy policy and the terms: long texts that were 43 % of the words /register loaded (docs/decisions.md). */
  legal: ['src/flows/legal'],
  /** Cart, payment, thank-you and receipt, orders, personal information, parent verification and the profile. */
  checkout: [
    'src/flows/cart',
    'src/flows/payment',
    'src/flows/thankYou',
    'src/flows/orders',
    'src/flows/personalInformation',
    'src/flows/parentVerification',
    // The profile (a /home page): the personal information's fields and the courses' other information.
    'src/flows/profile',
    // Shared by these flows (their words are checkout's): the person rules and the state field, the receipt.
    'src/shared/person',
    'src/shared/receipt',
  ],
} as const;

export type CatalogPart = keyof typeof catalogParts;

/** Parts whose code renders another part's code, and so load that part with theirs. */
export const partNeeds: Partial<Record<CatalogPart, readonly CatalogPart[]>> = {
  // Course pages render inside the /home layout and show its progress and timers.
  course: ['home'],
  public: ['registration', 'registrationSubmit'],
  registrationValidation: ['registration'],
};
