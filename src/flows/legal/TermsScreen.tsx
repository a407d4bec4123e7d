import { Trans } from '@lingui/react/macro';

import { LegalPage, type LegalSection } from './LegalPage';

/** Route /terms-and-conditions: linked from the express registration page; public, also for signed-in students. */
export default function TermsScreen() {
  const sections: LegalSection[] = [
    {
      id: 'account',
      heading: <Trans>Your account</Trans>,
      body: (
        <Trans>
          Give accurate information when you register and keep your password private. Each account is for one enrolled
          student, and you are responsible for the activity on your account.
        </Trans>
      ),
    },
    {
      id: 'course-rules',
      heading: <Trans>Course rules and seat time</Trans>,
      body: (
        <Trans>
          Complete the lessons, quizzes and tests yourself, without help from anyone else. Some courses require a
          minimum seat time and identity checks, and a certificate cannot be issued until these requirements are met.
        </Trans>
      ),
    },
    {
      id: 'payments',
      heading: <Trans>Payments and refunds</Trans>,
      body: (
        <Trans>
          Course fees are shown before you pay, and a parent or guardian may pay on a student's behalf. For questions
          about a charge or a refund, contact customer support; a refund may not be available after a completion
          certificate has been issued.
        </Trans>
      ),
    },
    {
      id: 'completion',
      heading: <Trans>Completion and reporting</Trans>,
      body: (
        <Trans>
          When you complete a course, we issue your certificate and, where required, send your completion record to the
          court, agency or partner organization involved. You are responsible for confirming that the course is accepted
          for your purpose and for meeting any deadline set by the court or agency.
        </Trans>
      ),
    },
    {
      id: 'acceptable-use',
      heading: <Trans>Acceptable use</Trans>,
      body: (
        <Trans>
          Do not share course content, copy test questions or try to bypass timers, identity checks or other course
          controls. We may suspend or close accounts that break these terms.
        </Trans>
      ),
    },
    {
      id: 'changes',
      heading: <Trans>Changes and contact</Trans>,
      body: (
        <Trans>
          We may update these terms from time to time; the date below shows the current version. If you have questions
          about these terms, contact customer support.
        </Trans>
      ),
    },
  ];
  return (
    <LegalPage
      title={<Trans>Terms and Conditions</Trans>}
      intro={
        <Trans>
          These terms govern your use of our online traffic school and driver-education courses. By creating an account
          or enrolling in a course, you agree to them.
        </Trans>
      }
      sections={sections}
    />
  );
}
