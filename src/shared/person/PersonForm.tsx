import type { FormEventHandler, ReactNode } from 'react';

import { Button } from '@shared/ui/Button';

interface PersonFormProps {
  /** The form's accessible name. */
  label: string;
  /** The fields, laid out in the grid of personForm.css. */
  children: ReactNode;
  /** The submit button's text. */
  submit: ReactNode;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** The frame of the personal information and parent verification forms: their field grid, then the submit button. */
export function PersonForm({ label, children, submit, busy, onSubmit }: PersonFormProps) {
  return (
    <form noValidate className="person-form" aria-label={label} onSubmit={onSubmit}>
      <div className="person-form__grid">{children}</div>
      <Button type="submit" busy={busy}>
        {submit}
      </Button>
    </form>
  );
}
