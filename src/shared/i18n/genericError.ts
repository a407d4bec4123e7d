import { msg } from '@lingui/core/macro';

/** 01 §8: the default text of the generic server error (in every page's catalog: it is also the fallback wording). */
export const genericError = msg`Oops. Something went wrong. Please try again later.`;
