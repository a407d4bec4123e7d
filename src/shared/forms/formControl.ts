import { focusTarget, readField, withElement, writeField } from './fieldElements';
import { cloneValues, getPath, setPath, unsetPath } from './paths';
import { schemaValidator } from './schemaValidator';
import type {
  FieldElement,
  FieldError,
  FieldProps,
  FlatErrors,
  FormMethods,
  FormSchema,
  FormState,
  RegisterOptions,
  SetValueOptions,
  UseFormOptions,
  Validation,
} from './types';

interface Field {
  /** The input, select or textarea; the radios of a group. Kept after it leaves the page, as is the value. */
  elements: FieldElement[];
  options?: RegisterOptions;
  handlers: Omit<FieldProps, 'name'>;
}

type Errors = Record<string, unknown>;

const nest = (flat: FlatErrors): Errors => {
  const nested = {};
  for (const [path, error] of Object.entries(flat)) setPath(nested, path, error);
  return nested;
};

/**
 * One form's state outside React, with React Hook Form's defaults: values kept as the inputs hold
 * them (uncontrolled: an input shows its value when it attaches, typing stores it), messages set
 * on submit and then per field as it changes (every change in 'onChange' mode). `render`
 * re-renders the form's component; `options` answers the latest options.
 */
export function createFormControl<T extends object>(options: () => UseFormOptions<T>, render: () => void) {
  let defaults = cloneValues(options().defaultValues);
  let values = cloneValues(defaults) as T;
  let errors: Errors = {};
  let isSubmitted = false;
  /** Undefined until worked out; kept up to date on every change once read. */
  let isValid: boolean | undefined;
  let validRead = false;
  /** In the order first registered: the order fields are focused in. */
  const fields = new Map<string, Field>();
  const watched = new Set<string>();

  const check = () => {
    const { validate, schema } = options();
    return (validate ?? schemaValidator(schema as FormSchema<T>))(values);
  };
  /** The check's answer now, or undefined while its rules are still loading (the next submit waits for them). */
  const run = () => {
    const result = check();
    return result instanceof Promise ? undefined : result;
  };
  const isWatched = (name: string) => watched.has(name) || [...watched].some((w) => name.startsWith(`${w}.`));

  /** Validates the whole form and shows (or clears) this field's message only; answers whether it changed. */
  const validateField = (name: string) => {
    const result = run();
    if (!result) return false;
    isValid = !result.errors;
    const error = result.errors?.[name];
    if ((getPath(errors, name) as FieldError | undefined)?.message === error?.message) return false;
    errors = { ...errors };
    if (error) setPath(errors, name, error);
    else unsetPath(errors, name);
    return true;
  };

  const change = (name: string, value: unknown, event?: { target: { value: string } }) => {
    setPath(values, name, value);
    if (event) fields.get(name)?.options?.onChange?.(event);
    const validBefore = isValid;
    let changed = isWatched(name);
    if (options().mode === 'onChange' || isSubmitted) {
      // As React Hook Form: when onChange replaced the value (a reformatting setValue), the message waits for the next change.
      if (getPath(values, name) === value) changed = validateField(name) || changed;
    } else if (validRead) isValid = validity();
    if (changed || isValid !== validBefore) render();
  };

  const validity = () => {
    const result = run();
    return result ? !result.errors : isValid;
  };

  const focusFirstError = () => {
    for (const [name, field] of fields) {
      const target = getPath(errors, name) ? focusTarget(field.elements) : undefined;
      if (target) return target.focus();
    }
  };

  const register = (name: string, registerOptions?: RegisterOptions): FieldProps => {
    let field = fields.get(name);
    if (!field) {
      const own = (): Field => fields.get(name) as Field;
      const read = (event: { target: EventTarget }) =>
        readField(
          own().elements.includes(event.target as FieldElement) ? own().elements : [event.target as FieldElement],
        );
      field = {
        elements: [],
        handlers: {
          ref: (element) => {
            // A leaving input keeps its value in the form (React Hook Form's shouldUnregister: false).
            if (!element || own().elements.includes(element)) return;
            own().elements = withElement(own().elements, element);
            const value = getPath(values, name);
            if (value === undefined) setPath(values, name, readField(own().elements));
            else writeField(own().elements, value);
          },
          onChange: (event) => change(name, read(event), event as unknown as { target: { value: string } }),
          onBlur: (event) => setPath(values, name, read(event)),
        },
      };
      fields.set(name, field);
    }
    field.options = registerOptions;
    return { name, ...field.handlers };
  };

  const setValue = (name: string, value: unknown, setOptions: SetValueOptions = {}) => {
    const changed = getPath(values, name) !== value;
    setPath(values, name, cloneValues(value));
    fields.forEach((field, fieldName) => {
      if (fieldName === name || fieldName.startsWith(`${name}.`))
        writeField(field.elements, getPath(values, fieldName));
    });
    if (setOptions.shouldValidate) {
      validateField(name);
      render();
    } else if (changed && isWatched(name)) render();
  };

  const methods = {
    register,
    field: (name: string, registerOptions?: RegisterOptions) => ({
      ...register(name, registerOptions),
      error: (getPath(errors, name) as FieldError | undefined)?.message,
    }),
    controlled: (name: string) => {
      watched.add(name);
      return { ...register(name), value: getPath(values, name), onChange: (value: unknown) => change(name, value) };
    },
    handleSubmit: (onValid: (values: T) => void) => (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      const finish = (result: Validation<T>) => {
        isSubmitted = true;
        isValid = !result.errors;
        errors = result.errors ? nest(result.errors) : {};
        render();
        if (result.errors) {
          focusFirstError();
          setTimeout(focusFirstError);
        } else onValid(result.values);
      };
      const result = check();
      if (result instanceof Promise) void result.then(finish);
      else finish(result);
    },
    setValue,
    getValues: (name?: string) => (name === undefined ? { ...values } : getPath(values, name)),
    watch: (name: string) => {
      watched.add(name);
      return getPath(values, name);
    },
    reset: (next?: T) => {
      if (next) defaults = cloneValues(next);
      values = cloneValues(defaults);
      errors = {};
      isSubmitted = false;
      isValid = undefined;
      fields.forEach((field, name) => writeField(field.elements, getPath(values, name)));
      render();
    },
    resetField: (name: string) => {
      if (!fields.has(name)) return;
      setValue(name, getPath(defaults, name));
      errors = { ...errors };
      unsetPath(errors, name);
      if (validRead) isValid = validity();
      render();
    },
  } as unknown as FormMethods<T>;

  const formState = (): FormState<T> => ({
    errors: errors as FormState<T>['errors'],
    isSubmitted,
    get isValid() {
      validRead = true;
      isValid ??= validity();
      // Rules still loading: not known to be valid yet.
      return isValid ?? false;
    },
  });

  return { methods, formState };
}
