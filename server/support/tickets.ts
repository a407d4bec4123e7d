import type { SupportTicket, SupportTopic } from '../../contracts/support';
import type { Db, Queryable } from '../db/types';
import { screenshotContentType } from './screenshots';

/*
 * Support tickets (02 §7 support ticket): stored per student with a number the student quotes to support. Nothing
 * here mails: ticketMails.ts mails support and the student once the ticket's transaction has committed.
 */

/**
 * The most tickets a list shows. At most 10 tickets an hour can be written (`attemptLimits.supportTicket`), and a
 * student with more than 50 is better served by support reading them than by a longer page.
 */
export const maxListedTickets = 50;

/** Digits of a ticket number's sequence: a million tickets before the numbers grow a digit. */
const ticketSequenceDigits = 6;

/** ST-<year>-<row id, 6 digits>, e.g. ST-2026-000042: the year the ticket was written (UTC), then its row's id. */
export const ticketNumberOf = (supportTicketId: number, createdAt: Date) =>
  `ST-${createdAt.getUTCFullYear()}-${String(supportTicketId).padStart(ticketSequenceDigits, '0')}`;

export interface NewTicket {
  studentId: number;
  topic: SupportTopic;
  message: string;
  /** The re-encoded PNG (`prepareScreenshot`), or null without one. */
  screenshot: Buffer | null;
  footprint: { ipAddress: string; userAgent: string };
  now: Date;
}

interface TicketRow {
  ticket_number: string;
  topic: SupportTopic;
  message: string;
  has_screenshot: boolean;
  status: SupportTicket['status'];
  created_at: Date | string;
}

const ticketColumns = 'ticket_number, topic, message, screenshot is not null as has_screenshot, status, created_at';

const ticketOf = (row: TicketRow): SupportTicket => ({
  ticketNumber: row.ticket_number,
  topic: row.topic,
  message: row.message,
  hasScreenshot: row.has_screenshot,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * Stores a ticket (call in a transaction). The row's id is drawn from the table's own identity sequence first, so the
 * row goes in whole with its number: `ticket_number` stays not null and unique without a placeholder to replace.
 */
export async function createTicket(tx: Queryable, ticket: NewTicket): Promise<SupportTicket> {
  const [{ id }] = await tx.query<{ id: number }>(
    `select nextval(pg_get_serial_sequence('support_tickets', 'support_ticket_id'))::int as id`,
  );
  const [row] = await tx.query<TicketRow>(
    `insert into support_tickets (support_ticket_id, ticket_number, student_id, topic, message, screenshot,
       screenshot_type, created_at, updated_at, ip_address, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10)
     returning ${ticketColumns}`,
    [
      id,
      ticketNumberOf(id, ticket.now),
      ticket.studentId,
      ticket.topic,
      ticket.message,
      ticket.screenshot,
      ticket.screenshot ? screenshotContentType : null,
      ticket.now,
      ticket.footprint.ipAddress,
      ticket.footprint.userAgent,
    ],
  );
  return ticketOf(row);
}

/** The student's own tickets, newest first (the id orders tickets written in the same instant). */
export async function listTickets(db: Queryable, studentId: number): Promise<SupportTicket[]> {
  const rows = await db.query<TicketRow>(
    `select ${ticketColumns} from support_tickets where student_id = $1
     order by created_at desc, support_ticket_id desc limit $2`,
    [studentId, maxListedTickets],
  );
  return rows.map(ticketOf);
}

/** Who wrote a ticket, as support's mail names them. */
export interface TicketStudent {
  name: string;
  email: string;
  /** The language of the mail that confirms the ticket (students.language). */
  language: string;
}

export async function ticketStudentOf(db: Queryable, studentId: number): Promise<TicketStudent> {
  const [row] = await db.query<{
    first_name: string;
    middle_name: string | null;
    last_name: string;
    email: string;
    language: string;
  }>('select first_name, middle_name, last_name, email, language from students where student_id = $1', [studentId]);
  const name = [row.first_name, row.middle_name, row.last_name].filter((part) => part?.trim()).join(' ');
  return { name, email: row.email, language: row.language };
}

/** Stores the student's ticket and reads who wrote it (for the mails after the commit), in one transaction. */
export const writeTicket = (db: Db, ticket: NewTicket) =>
  db.transaction(async (tx) => ({
    ticket: await createTicket(tx, ticket),
    student: await ticketStudentOf(tx, ticket.studentId),
  }));
