import { useReducer, useRef, useState } from 'react';

import { createFormControl } from './formControl';
import type { UseFormOptions, UseFormReturn } from './types';

/**
 * A form over a zod/mini schema with the subset of React Hook Form's API the app uses (register,
 * handleSubmit, formState, setValue, getValues, watch, reset, resetField) plus `field` (register
 * with the field's message) and `controlled` for an input whose value React sets. The methods keep
 * their identity across renders.
 */
export function useForm<T extends object>(options: UseFormOptions<T>): UseFormReturn<T> {
  const [, render] = useReducer((count: number) => count + 1, 0);
  const latest = useRef(options);
  latest.current = options;
  const [form] = useState(() => createFormControl(() => latest.current, render));
  return { ...form.methods, formState: form.formState() };
}
