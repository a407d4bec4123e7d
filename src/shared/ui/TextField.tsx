import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

import { Field } from './Field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  /** Content after the input inside the field (e.g. a show/hide toggle). */
  adornment?: ReactNode;
}

/** A labelled input with its validation message tied to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, adornment, id, className, ...input },
  ref,
) {
  return (
    <Field label={label} error={error} id={id} className={className} adornment={adornment}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </Field>
  );
});
