import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';

import { useForm } from '@shared/forms/useForm';
import { Button } from '@shared/ui/Button';
import { Modal } from '@shared/ui/Modal';
import { TextField } from '@shared/ui/TextField';

import { type ExpressPhoneForm, expressPhoneSchema } from './expressForm';

interface PhoneOfferModalProps {
  /** The number and consent kept from an earlier submit. */
  initial: ExpressPhoneForm;
  /** The organisation requires Twilio (isTwilioRequired): consent needs a number. */
  twilioRequired: boolean;
  onSubmit: (mobileNumber: string, optSms: boolean) => void;
  onClose: () => void;
}

/** 01 §2 Phone modal, §5 Express phone: 'Get My Discount' is disabled while the number is invalid. */
export function PhoneOfferModal({ initial, twilioRequired, onSubmit, onClose }: PhoneOfferModalProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => expressPhoneSchema(i18n, twilioRequired), [i18n, twilioRequired]);
  const { register, field, handleSubmit, formState } = useForm<ExpressPhoneForm>({
    schema,
    mode: 'onChange',
    defaultValues: initial,
  });
  return (
    <Modal
      title={<Trans>Save $5 - Unlock $5 Off Your Course! Enter Your Mobile Number For A Code.</Trans>}
      onClose={onClose}
      closeLabel={t`Close`}
    >
      <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.mobileNumber, values.optSms))}>
        <TextField label={t`Mobile Number`} type="tel" autoComplete="tel" maxLength={20} {...field('mobileNumber')} />
        <label className="express__check">
          <input type="checkbox" {...register('optSms')} />
          <Trans>I agree to receive text messages about my course and offers.</Trans>
        </label>
        <Button type="submit" disabled={!formState.isValid}>
          <Trans>Get My Discount</Trans>
        </Button>
      </form>
    </Modal>
  );
}
