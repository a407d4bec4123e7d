import { Trans, useLingui } from '@lingui/react/macro';

import { intlLocale, isLocale } from '@shared/i18n/locales';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Button } from '@shared/ui/Button';
import { Loader } from '@shared/ui/Loader';
import { Modal } from '@shared/ui/Modal';
import { RetryPanel } from '@shared/ui/RetryPanel';

import { SavingProgressOverlay } from '../layout/SavingProgressOverlay';
import { ChapterBody } from './ChapterBody';
import { ChapterContext } from './ChapterContext';
import {
  useChapterDone,
  useChapterSeconds,
  useConfirmingExit,
  useDayOver,
  usePage,
  useSaveFailed,
  useSavingOverlay,
  useSection,
} from './chapterSelectors';
import { useChapterEvents } from './useChapterEvents';

/** When a used-up day comes back, in the student's language and time zone. */
function formatReset(locale: string, iso: string) {
  return new Intl.DateTimeFormat(isLocale(locale) ? intlLocale(locale) : undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** /home/chapter: the chapter machine's states as the page shows them. */
export function ChapterView() {
  const { t, i18n } = useLingui();
  const loading = ChapterContext.useSelector((s) => s.matches('loading'));
  const failure = ChapterContext.useSelector((s) => (s.matches('loadFailed') ? s.context.failure : undefined));
  const failureText = useFailureMessage(failure);
  const page = usePage();
  const section = useSection();
  const chapterSeconds = useChapterSeconds();
  const done = useChapterDone();
  const saveFailed = useSaveFailed();
  const overlay = useSavingOverlay();
  const confirming = useConfirmingExit();
  const dayOverAt = useDayOver();
  const events = useChapterEvents();

  if (loading) return <Loader label={t`Loading the chapter…`} />;
  if (failure) return <RetryPanel message={failureText} onRetry={events.retry} />;
  if (!page) return null;
  return (
    <>
      {dayOverAt !== undefined ? (
        <div className="page">
          <Alert tone="info">
            {dayOverAt ? (
              <Trans>
                You have used today's study time for this course. It opens again on{' '}
                {formatReset(i18n.locale, dayOverAt)}.
              </Trans>
            ) : (
              <Trans>You have used today's study time for this course.</Trans>
            )}
          </Alert>
          <Button variant="primary" onClick={events.exit}>
            <Trans>Back to dashboard</Trans>
          </Button>
        </div>
      ) : (
        <ChapterBody
          page={page}
          section={section}
          chapterSeconds={chapterSeconds}
          done={done}
          saveFailed={saveFailed}
          onSection={events.showSection}
          onPreviousSection={events.previousSection}
          onNextSection={events.nextSection}
          onNext={events.nextChapter}
          onExit={events.exit}
        />
      )}
      {confirming ? (
        <Modal title={t`Your Progress will be saved! Continue?`} onClose={events.cancelExit} closeLabel={t`Close`}>
          <div className="modal__actions">
            <Button variant="primary" onClick={events.confirmExit}>
              <Trans>Yes</Trans>
            </Button>
            <Button variant="secondary" onClick={events.cancelExit}>
              <Trans>No</Trans>
            </Button>
          </div>
        </Modal>
      ) : null}
      {overlay ? <SavingProgressOverlay /> : null}
    </>
  );
}
