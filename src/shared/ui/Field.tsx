import { type ReactNode, useId } from 'react';

interface FieldProps {
  label: ReactNode;
  error?: string;
  id?: string;
  className?: string;
  /** The control, given the id to use and the aria attributes that tie it to its message. */
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  /** Content after the control inside the field (e.g. a show/hide toggle). */
  adornment?: ReactNode;
}

/** A label, a control and its validation message, tied together for assistive technology. */
export function Field({ label, error, id, className, children, adornment }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={controlId} className="field__label">
        {label}
      </label>
      <div className="field__control">
        {children({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        })}
        {adornment}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
