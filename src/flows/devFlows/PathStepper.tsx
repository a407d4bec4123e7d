import type { CataloguePath } from '@machines/flowCatalogue';
import { Button } from '@shared/ui/Button';

/** The path being stepped through: where it is, the step's words, Previous and Next. */
export function PathStepper({
  path,
  step,
  onPrevious,
  onNext,
}: {
  path: CataloguePath;
  step: number;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const total = path.steps.length;
  return (
    <section className="flow-catalogue__stepper" aria-label="Stepping through a path">
      <h3>{path.name}</h3>
      <p aria-live="polite">
        {step === 0
          ? `The start (${total} step${total === 1 ? '' : 's'} to go).`
          : `Step ${step} of ${total}: ${path.steps[step - 1].words}.`}
      </p>
      <div className="page__actions">
        <Button variant="secondary" onClick={onPrevious} disabled={step === 0}>
          Previous step
        </Button>
        <Button onClick={onNext} disabled={step >= total}>
          Next step
        </Button>
      </div>
    </section>
  );
}
