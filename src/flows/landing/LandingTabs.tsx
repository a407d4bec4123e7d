import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';

import type { LandingTab } from '@machines/landing';

interface LandingTabsProps {
  active: LandingTab;
  onSelect: (tab: LandingTab) => void;
}

const order: LandingTab[] = ['courseDetails', 'whyChooseUs', 'faqs'];

/** Course Details, Why Choose Us? and FAQs (WAI-ARIA tabs: arrows, Home and End move between tabs). */
export function LandingTabs({ active, onSelect }: LandingTabsProps) {
  const { t } = useLingui();
  const refs = useRef<Partial<Record<LandingTab, HTMLButtonElement | null>>>({});
  const labels: Record<LandingTab, string> = {
    courseDetails: t`Course Details`,
    whyChooseUs: t`Why Choose Us?`,
    faqs: t`FAQs`,
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = order.indexOf(active);
    const next =
      event.key === 'ArrowRight'
        ? order[(index + 1) % order.length]
        : event.key === 'ArrowLeft'
          ? order[(index + order.length - 1) % order.length]
          : event.key === 'Home'
            ? order[0]
            : event.key === 'End'
              ? order[order.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <section className="landing-tabs">
      <div role="tablist" aria-label={t`Course information`} onKeyDown={onKeyDown}>
        {order.map((tab) => (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`landing-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`landing-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`landing-panel-${active}`} aria-labelledby={`landing-tab-${active}`} tabIndex={0}>
        {active === 'courseDetails' ? <CourseDetails /> : active === 'whyChooseUs' ? <WhyChooseUs /> : <Faqs />}
      </div>
    </section>
  );
}

function CourseDetails() {
  return (
    <>
      <h2>
        <Trans>What the course covers</Trans>
      </h2>
      <p>
        <Trans>
          Our online traffic school and defensive-driving course is built to meet court and state requirements. You
          study at your own pace, on any device, and your progress is saved after every chapter.
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>Traffic laws and the rules of the road, including right-of-way and speed limits</Trans>
        </li>
        <li>
          <Trans>Defensive driving techniques and hazard awareness</Trans>
        </li>
        <li>
          <Trans>The dangers of distracted, drowsy and impaired driving</Trans>
        </li>
        <li>
          <Trans>Sharing the road with pedestrians, cyclists, motorcycles and large trucks</Trans>
        </li>
        <li>
          <Trans>Short chapter quizzes and a final exam, with a completion certificate when you pass</Trans>
        </li>
      </ul>
    </>
  );
}

function WhyChooseUs() {
  return (
    <ul>
      <li>
        <Trans>Court and state approved: your completion is reported the way your court or agency requires.</Trans>
      </li>
      <li>
        <Trans>100% online: start, stop and continue whenever it suits you.</Trans>
      </li>
      <li>
        <Trans>Fast certificate: receive your e-certificate as soon as you complete the course.</Trans>
      </li>
      <li>
        <Trans>Real support: our team answers by phone and e-mail.</Trans>
      </li>
      <li>
        <Trans>Available in English, Spanish, Russian and Chinese.</Trans>
      </li>
    </ul>
  );
}

function Faqs() {
  return (
    <dl>
      <dt>
        <Trans>How long does the course take?</Trans>
      </dt>
      <dd>
        <Trans>
          Most courses take between 4 and 8 hours, depending on your state and court. You do not have to finish in one
          sitting.
        </Trans>
      </dd>
      <dt>
        <Trans>Is the course accepted by my court?</Trans>
      </dt>
      <dd>
        <Trans>
          Choose your state when you register and we offer the course approved for it. If your court gave you a case
          number, use the court lookup page.
        </Trans>
      </dd>
      <dt>
        <Trans>Can I take the course on my phone?</Trans>
      </dt>
      <dd>
        <Trans>
          Yes. The course works on phones, tablets and computers, and your progress follows you between devices.
        </Trans>
      </dd>
      <dt>
        <Trans>What happens if I fail the final exam?</Trans>
      </dt>
      <dd>
        <Trans>You can review the chapters and take the exam again, as your state's rules allow.</Trans>
      </dd>
      <dt>
        <Trans>When do I get my certificate?</Trans>
      </dt>
      <dd>
        <Trans>
          Your e-certificate is issued when you complete the course; where the court requires it, we report your
          completion for you.
        </Trans>
      </dd>
    </dl>
  );
}
