import { useLingui } from '@lingui/react/macro';

import { stepLabels } from './stepLabels';
import type { StepperStep } from './stepper';

interface StepperProps {
  steps: StepperStep[];
}

/** The registration and checkout progress; the current step carries aria-current="step". */
export function Stepper({ steps }: StepperProps) {
  const { t, i18n } = useLingui();
  return (
    <nav className="chrome-stepper" aria-label={t`Progress`}>
      <ol>
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={`chrome-stepper__step chrome-stepper__step--${step.status}`}
            aria-current={step.status === 'current' ? 'step' : undefined}
          >
            <span className="chrome-stepper__marker" aria-hidden="true">
              {step.status === 'done' ? '✓' : index + 1}
            </span>
            <span className="chrome-stepper__label">{i18n._(stepLabels[step.id])}</span>
            {step.status === 'done' ? <span className="visually-hidden">{t`(completed)`}</span> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
