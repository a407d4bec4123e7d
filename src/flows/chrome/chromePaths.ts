/** Page groups of 01 §2 by (normalised) path, shared by the layout and the stepper. */
export const chromePaths = {
  registration: /^\/(register|registerfast|[^/]+\/register)$/,
  cartAndReview: /^\/home\/(.*cart-summary.*|review-cart-and-checkout)$/,
  upsell: /^\/home\/(upsell.*|az-upsell|special-offers)$/,
  marketing: /^\/(course-enrollment|courses-landing|sacramento-court)?$/,
  courseTaking: /^\/home\/(chapter-launch|chapter|chapter-quiz|final-quiz|breakTime)$/,
  billingDetails: /^\/home\/view-billing-details$/,
  fileDocuments: /^\/home\/file-documents$/,
  eligibility: /^\/home\/(eligibility|az-registration-status)$/,
} as const;
