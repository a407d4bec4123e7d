import { forwardRef, type SelectHTMLAttributes } from 'react';

import type { UsState } from '@contracts/states';
import { SelectField } from '@shared/ui/SelectField';

interface StateSelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  placeholder: string;
  error?: string;
  /** In display order. */
  states: UsState[];
  /** What an option's value is: the state id (personal information) or its code (parent verification). */
  valueOf: (state: UsState) => string;
}

/** The state select of the personal information and parent forms. */
export const StateSelectField = forwardRef<HTMLSelectElement, StateSelectFieldProps>(function StateSelectField(
  { states, valueOf, ...select },
  ref,
) {
  return (
    <SelectField
      ref={ref}
      choices={states.map((state) => ({ value: valueOf(state), label: state.stateName }))}
      {...select}
    />
  );
});
