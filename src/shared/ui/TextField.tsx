import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  /** Content after the input inside the field (e.g. a show/hide toggle). */
  adornment?: ReactNode;
}

/** A labelled input with its validation message tied to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, adornment, id, className, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        {adornment}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
