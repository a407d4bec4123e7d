import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';

import { shownCourse } from '@machines/otherInformation';
import { useFailureMessage } from '@shared/i18n/useFailureMessage';
import { Alert } from '@shared/ui/Alert';
import { Loader } from '@shared/ui/Loader';
import { RetryPanel } from '@shared/ui/RetryPanel';
import { SelectField } from '@shared/ui/SelectField';

import { OtherInformationForm } from './OtherInformationForm';
import { type OtherInformationRef, useOtherInformationEvents } from './useProfileEvents';

/** The "Other information" tab (02 §5): a course selector when there are several, then the course's fields. */
export function OtherInformationView({ actor }: { actor: OtherInformationRef }) {
  const { t } = useLingui();
  const loading = useSelector(actor, (s) => s.matches('loading') || s.matches('choosing'));
  const loadFailure = useSelector(actor, (s) => (s.matches('loadFailed') ? s.context.failure : undefined));
  const empty = useSelector(actor, (s) => s.matches('empty'));
  const shown = useSelector(actor, (s) => s.matches('open') || s.matches('saving'));
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const saved = useSelector(actor, (s) => s.matches({ open: { editing: 'saved' } }));
  const agenciesLoading = useSelector(actor, (s) => s.matches({ open: 'loadingAgencies' }));
  const courses = useSelector(actor, (s) => s.context.courses);
  const configCourseId = useSelector(actor, (s) => s.context.configCourseId);
  const agencies = useSelector(actor, (s) => s.context.agencies);
  const agencyFailure = useSelector(actor, (s) => s.context.agencyFailure);
  const saveFailure = useSelector(actor, (s) => (s.matches('open') ? s.context.failure : undefined));
  const loadFailureText = useFailureMessage(loadFailure);
  const saveFailureText = useFailureMessage(saveFailure);
  const agencyFailureText = useFailureMessage(agencyFailure);
  const events = useOtherInformationEvents(actor);
  const course = shownCourse(courses, configCourseId);

  if (loading) return <Loader label={t`Loading your other information…`} />;
  if (loadFailure) return <RetryPanel message={loadFailureText} onRetry={events.retry} />;
  if (empty)
    return (
      <p>
        <Trans>Your courses ask for no other information.</Trans>
      </p>
    );
  if (!shown || !course) return null;
  return (
    <>
      {courses.length > 1 ? (
        <SelectField
          label={t`Course`}
          placeholder={t`Select a course`}
          choices={courses.map((c) => ({ value: String(c.configCourseId), label: c.courseName }))}
          value={String(course.configCourseId)}
          onChange={(event) => event.target.value && events.selectCourse(Number(event.target.value))}
        />
      ) : (
        <p className="profile-course">{course.courseName}</p>
      )}
      {saved ? (
        <Alert tone="success">
          <Trans>Your other information was saved.</Trans>
        </Alert>
      ) : null}
      {saveFailure ? <Alert tone="error">{saveFailureText}</Alert> : null}
      <OtherInformationForm
        key={course.configCourseId}
        course={course}
        agencies={agencies}
        agenciesLoading={agenciesLoading}
        agencyFailureText={agencyFailure ? agencyFailureText : undefined}
        busy={busy}
        onCountyChange={events.changeCounty}
        onSubmit={events.submit}
      />
    </>
  );
}
