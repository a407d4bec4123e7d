import type { Faq, FaqGroup, FaqList } from '@contracts/faqs';

import type { Failure } from '../shared/failure';

export type { Faq, FaqGroup, FaqList };

export interface FaqsContext {
  list?: FaqList;
  failure?: Failure;
}

export type FaqsEvent = { type: 'retry.request' };
