export { supportTicketsMachine } from './supportTickets.machine';
export type * from './supportTickets.types';
