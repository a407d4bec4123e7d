import { Trans, useLingui } from '@lingui/react/macro';

import { intlLocale, isLocale } from '@shared/i18n/locales';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { SupportTicketsContext } from './SupportTicketsContext';
import { statusLabels, topicLabels } from './supportTopics';
import { TicketForm } from './TicketForm';
import { useSupportTicketsEvents } from './useSupportTicketsEvents';

const dateOf = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, { dateStyle: 'medium' }).format(
    new Date(iso),
  );

/** /home/support: write to support, and the student's tickets with their status (02 §2 support). */
export function SupportView() {
  const { t, i18n } = useLingui();
  const loading = SupportTicketsContext.useSelector((s) => s.matches('loading'));
  const loadFailed = SupportTicketsContext.useSelector((s) => s.matches('loadFailed'));
  const writing = SupportTicketsContext.useSelector((s) => s.matches('writing') || s.matches('sending'));
  const busy = SupportTicketsContext.useSelector((s) => s.matches('sending'));
  const sent = SupportTicketsContext.useSelector((s) => (s.matches('sent') ? s.context.sent : undefined));
  const tickets = SupportTicketsContext.useSelector((s) => s.context.tickets);
  const failure = SupportTicketsContext.useSelector((s) =>
    s.matches('loadFailed') || s.matches('writing') ? s.context.failure : undefined,
  );
  const failureText = useFailureMessage(failure);
  const events = useSupportTicketsEvents();
  const ticketNumber = sent?.ticketNumber;
  return (
    <main className="page">
      <h1>
        <Trans>Support</Trans>
      </h1>
      {loading ? <Loader label={t`Loading your tickets…`} /> : null}
      {loadFailed ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {writing ? (
        <section className="page__section" aria-labelledby="support-write">
          <h2 id="support-write">
            <Trans>Write to us</Trans>
          </h2>
          {failure ? <Alert tone="error">{failureText}</Alert> : null}
          <TicketForm busy={busy} onSubmit={events.submit} />
        </section>
      ) : null}
      {sent ? (
        <section className="page__section">
          <Alert tone="success">
            <Trans>
              Your message was sent to support. Your ticket number is {ticketNumber}; we also sent it to you by e-mail.
            </Trans>
          </Alert>
          <Button variant="secondary" onClick={events.another}>
            <Trans>Write another message</Trans>
          </Button>
        </section>
      ) : null}
      {!loading && !loadFailed ? (
        <section className="page__section" aria-labelledby="support-tickets">
          <h2 id="support-tickets">
            <Trans>Your tickets</Trans>
          </h2>
          {tickets.length === 0 ? (
            <p>
              <Trans>You have not written to support yet.</Trans>
            </p>
          ) : (
            <table className="support-tickets">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Ticket</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Topic</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Sent</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {tickets.map((ticket) => (
                  <tr key={ticket.ticketNumber}>
                    <td>{ticket.ticketNumber}</td>
                    <td>{i18n._(topicLabels[ticket.topic])}</td>
                    <td>{dateOf(i18n.locale, ticket.createdAt)}</td>
                    <td>{i18n._(statusLabels[ticket.status])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
    </main>
  );
}
