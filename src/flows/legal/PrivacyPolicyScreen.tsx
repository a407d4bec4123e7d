import { Trans } from '@lingui/react/macro';

import { LegalPage, type LegalSection } from './LegalPage';

/** Route /privacy-policy: linked from the registration form; public, also for signed-in students. */
export default function PrivacyPolicyScreen() {
  const sections: LegalSection[] = [
    {
      id: 'collect',
      heading: <Trans>Information we collect</Trans>,
      body: (
        <Trans>
          We collect the account details you give us, such as your name, e-mail address, phone number and, when a course
          requires them, your date of birth and driver's license details. We also record your course progress, seat time
          and test results, and keep records of your payments, but we never store full card numbers.
        </Trans>
      ),
    },
    {
      id: 'use',
      heading: <Trans>How we use your information</Trans>,
      body: (
        <Trans>
          We use your information to deliver your course, track the progress and time your course requires, issue your
          completion certificate and answer your support requests. If you opt in, we send you course updates by e-mail
          or text message (SMS), and you can opt out at any time.
        </Trans>
      ),
    },
    {
      id: 'identity',
      heading: <Trans>Identity verification</Trans>,
      body: (
        <Trans>
          Some courses require us to confirm that the enrolled student is the person taking the course. For these
          courses we may ask identity questions or check the details you provide, and a parent or guardian may help
          verify a student's identity.
        </Trans>
      ),
    },
    {
      id: 'sharing',
      heading: <Trans>Sharing with courts and partners</Trans>,
      body: (
        <Trans>
          When you complete a course, we may send your completion record to the court, agency or partner organization
          that referred you or requires it. We do not sell your personal information, and we share it with service
          providers only as needed to run the platform.
        </Trans>
      ),
    },
    {
      id: 'parents',
      heading: <Trans>Parents and guardians</Trans>,
      body: (
        <Trans>
          A parent or guardian may pay for a course or verify a student's identity, and we use the information they give
          us only for those purposes. Parents and guardians can contact customer support with questions about a
          student's information.
        </Trans>
      ),
    },
    {
      id: 'security',
      heading: <Trans>Security, retention and your choices</Trans>,
      body: (
        <Trans>
          We protect your information with reasonable safeguards and keep it only as long as needed for your course, our
          records and applicable legal requirements. You may ask customer support to access, correct or delete your
          information.
        </Trans>
      ),
    },
  ];
  return (
    <LegalPage
      title={<Trans>Privacy Policy</Trans>}
      intro={
        <Trans>
          This policy explains what information our online traffic school and driver-education platform collects, why we
          collect it and how we protect it. It applies to students, parents and guardians who use our courses.
        </Trans>
      }
      sections={sections}
    />
  );
}
