import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';

import { Field } from '@shared/ui/Field';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  placeholder: string;
  choices: Array<{ value: string; label: string }>;
}

/** A labelled select with its validation message tied to it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, placeholder, choices, id, ...select },
  ref,
) {
  return (
    <Field label={label} error={error} id={id}>
      {(control) => (
        <select ref={ref} {...control} {...select}>
          <option value="">{placeholder}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
});
