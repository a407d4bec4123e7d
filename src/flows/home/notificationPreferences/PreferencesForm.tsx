import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';

import { notificationPreferencesSchema } from '@contracts/notificationPreferences';
import * as routes from '@contracts/pages';
import type { NotificationPreferences, SavedNotificationPreferences } from '@machines/notificationPreferences';
import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';

interface PreferencesFormProps {
  saved: SavedNotificationPreferences;
  busy: boolean;
  onSave: (choices: NotificationPreferences) => void;
  /** A box changed (the page stops saying the choices were saved). */
  onChange: () => void;
}

/**
 * 02 §2 settings: e-mail updates, SMS alerts and the inactivity warning, saved together. SMS alerts need a mobile
 * number on the profile: without one the box cannot be ticked (it can still be unticked) and the page says where to
 * add one.
 */
export function PreferencesForm({ saved, busy, onSave, onChange }: PreferencesFormProps) {
  // The PUT body's schema: three booleans, nothing to word (the mobile number rule is the disabled box's).
  const { register, handleSubmit, watch } = useForm<NotificationPreferences>({
    schema: notificationPreferencesSchema,
    defaultValues: {
      emailUpdates: saved.emailUpdates,
      smsAlerts: saved.smsAlerts,
      inactivityWarning: saved.inactivityWarning,
    },
  });
  const smsHintId = useId();
  const warningHintId = useId();
  const box = (name: keyof NotificationPreferences) => register(name, { onChange });
  const smsBlocked = !saved.mobileNumberOnFile && !watch('smsAlerts');

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} className="preferences">
      <fieldset className="preferences__group">
        <legend>
          <Trans>Messages we send you</Trans>
        </legend>
        <label className="preferences__choice">
          <input type="checkbox" {...box('emailUpdates')} />
          <span>
            <Trans>E-mail updates: course reminders and news</Trans>
          </span>
        </label>
        <label className="preferences__choice">
          <input
            type="checkbox"
            disabled={smsBlocked}
            aria-describedby={saved.mobileNumberOnFile ? undefined : smsHintId}
            {...box('smsAlerts')}
          />
          <span>
            <Trans>SMS alerts: course reminders by text message</Trans>
          </span>
        </label>
        {saved.mobileNumberOnFile ? null : (
          <p id={smsHintId} className="preferences__hint">
            <Trans>
              SMS alerts need a mobile number. <Link to={routes.profile}>Add a mobile number to your profile</Link>.
            </Trans>
          </p>
        )}
        <p className="preferences__hint">
          <Trans>
            Account e-mails are always sent, whatever you choose here: receipts, password notices, verification codes
            and certificates.
          </Trans>
        </p>
      </fieldset>
      <fieldset className="preferences__group">
        <legend>
          <Trans>While you study</Trans>
        </legend>
        <label className="preferences__choice">
          <input type="checkbox" aria-describedby={warningHintId} {...box('inactivityWarning')} />
          <span>
            <Trans>Inactivity warning: ask “Are you still there?” after 5 minutes without activity</Trans>
          </span>
        </label>
        <p id={warningHintId} className="preferences__hint">
          <Trans>
            With the warning on, you are signed out if you do not answer within 90 seconds, which protects your account
            on a shared device. With it off, you stay signed in while you are away; study time still pauses after 5
            minutes without activity. The choice applies as soon as it is saved.
          </Trans>
        </p>
      </fieldset>
      <Button type="submit" busy={busy}>
        <Trans>Save preferences</Trans>
      </Button>
    </form>
  );
}
