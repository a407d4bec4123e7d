export { fileDocumentsMachine } from './fileDocuments.machine';
export type * from './fileDocuments.types';
