import { useEffect } from 'react';

import { ExpressPhoneOfferContext } from './ExpressRegistrationContext';
import { PhoneOfferModal } from './PhoneOfferModal';
import { usePhoneOfferEvents } from './useExpressEvents';

/** 01 §2 Phone modal: the tab becoming hidden tells the phone offer; the modal shows while offered. */
export function PhoneOfferView({ twilioRequired }: { twilioRequired: boolean }) {
  const offered = ExpressPhoneOfferContext.useSelector((s) => s.matches('offered'));
  const mobileNumber = ExpressPhoneOfferContext.useSelector((s) => s.context.mobileNumber);
  const optSms = ExpressPhoneOfferContext.useSelector((s) => s.context.optSms);
  const { tabHidden, submitPhone, dismiss } = usePhoneOfferEvents();
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'hidden') tabHidden();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [tabHidden]);
  if (!offered) return null;
  return (
    <PhoneOfferModal
      initial={{ mobileNumber: mobileNumber.replace(/^\+/, ''), optSms }}
      twilioRequired={twilioRequired}
      onSubmit={submitPhone}
      onClose={dismiss}
    />
  );
}
