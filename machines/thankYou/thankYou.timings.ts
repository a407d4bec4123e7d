/** The thank-you page's timer (02 §9), named after its rule. */
export const thankYouTimings = {
  /** 02 §2 Thank-you page, §9: the parent-e-mail flow leaves for the start page 2 s after 'Payment is done successfully'. */
  parentFlowDoneRedirect: 2000,
} as const;
