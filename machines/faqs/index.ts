export { faqsMachine } from './faqs.machine';
export type * from './faqs.types';
