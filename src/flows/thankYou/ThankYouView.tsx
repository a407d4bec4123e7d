import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';

import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Receipt } from '@shared/receipt/Receipt';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';
import { supportContact } from '@flows/chrome/supportContact';

import { CourseLoading } from './CourseLoading';
import { ReceiptActions } from './ReceiptActions';
import { ReceiptNoticeAlert } from './ReceiptNoticeAlert';
import { SurveyFlow } from './survey/SurveyFlow';
import { ThankYouContext } from './ThankYouContext';
import { useThankYouEvents } from './useThankYouEvents';

import './thankYou.css';

/** /home/view-billing-details: the thank-you page after a payment, or one order's receipt from the history. */
export function ThankYouView() {
  const { t } = useLingui();
  const afterPayment = ThankYouContext.useSelector((s) => s.context.afterPayment);
  const loading = ThankYouContext.useSelector((s) => s.matches('loadingPurchase') || s.matches('loadingStudent'));
  const triviaIndex = ThankYouContext.useSelector((s) => s.context.triviaIndex);
  const failure = ThankYouContext.useSelector((s) => (s.matches('failed') ? s.context.failure : undefined));
  const notFound = ThankYouContext.useSelector((s) => s.matches('notFound'));
  const record = ThankYouContext.useSelector((s) => (loading || s.matches('failed') ? undefined : s.context.record));
  const downloading = ThankYouContext.useSelector((s) => s.matches('downloading'));
  const emailing = ThankYouContext.useSelector((s) => s.matches('emailing'));
  const notice = ThankYouContext.useSelector((s) => s.context.receiptNotice);
  const surveying = ThankYouContext.useSelector((s) => s.matches('surveying'));
  const parentDone = ThankYouContext.useSelector(
    (s) => s.matches('parentPaymentDone') || (s.matches('continued') && s.context.parentEmailFlow),
  );
  const leaving = ThankYouContext.useSelector((s) => s.matches('parentPaymentDone') || s.matches('continued'));
  const student = ThankYouContext.useSelector((s) => s.context.student);
  const failureText = useFailureMessage(failure);
  const events = useThankYouEvents();

  if (loading)
    return (
      <main className="page">
        {afterPayment ? <CourseLoading triviaIndex={triviaIndex} /> : <Loader label={t`Loading your receipt…`} />}
      </main>
    );

  return (
    <main className="page thank-you">
      <h1>{afterPayment ? <Trans>Thank you for your payment</Trans> : <Trans>Order receipt</Trans>}</h1>
      {failure ? <RetryPanel message={failureText} onRetry={events.retry} /> : null}
      {notFound ? (
        <Alert tone="error">
          <Trans>We could not find this payment.</Trans>
        </Alert>
      ) : null}
      {parentDone ? (
        <Alert tone="success">
          <Trans>Payment is done successfully</Trans>
        </Alert>
      ) : null}
      {record ? (
        <>
          <Receipt record={record} />
          <ReceiptActions
            downloading={downloading}
            emailing={emailing}
            onPrint={events.print}
            onDownload={events.download}
            onEmail={events.email}
          />
          <ReceiptNoticeAlert notice={notice} />
        </>
      ) : null}
      {afterPayment ? (
        <div className="thank-you__continue">
          {record ? (
            <Button onClick={events.continueOn} busy={leaving}>
              <Trans>Continue</Trans>
            </Button>
          ) : null}
          <p>
            {/* The support page is a later issue: the help link reaches support by e-mail, with the phone beside it. */}
            <a href={`mailto:${supportContact.email}`}>
              <Trans>Need help? Contact support</Trans>
            </a>{' '}
            <a href={`tel:${supportContact.phone}`}>{supportContact.phone}</a>
          </p>
        </div>
      ) : (
        <p>
          <Link to="/home/myorders">
            <Trans>Back to my orders</Trans>
          </Link>
        </p>
      )}
      {surveying && record && student ? (
        <SurveyFlow
          input={{ studentPaymentTrxId: record.targetId, name: student.name, emailId: student.emailId }}
          onFinished={events.finishSurvey}
        />
      ) : null}
    </main>
  );
}
