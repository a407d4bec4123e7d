/** Values at the end of a path: not walked into by `Path`, one message each in `FieldErrors`. */
type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | readonly unknown[];

/** The dotted names of a form's values: 'emailId', 'flexi' and 'flexi.<key>' for a record. */
export type Path<T> = {
  [K in keyof T & string]: T[K] extends Leaf ? K : K | `${K}.${Path<T[K]>}`;
}[keyof T & string];

/** The type of the value at a dotted path. */
export type PathValue<T, P> = P extends keyof T
  ? T[P]
  : P extends `${infer K}.${infer R}`
    ? K extends keyof T
      ? PathValue<T[K], R>
      : never
    : never;

export interface FieldError {
  message: string;
}

/** Messages nested like the values: `errors.emailId?.message`, `errors.flexi?.[key]?.message`. */
export type FieldErrors<T> = { [K in keyof T]?: T[K] extends Leaf ? FieldError : FieldErrors<T[K]> };

/** One message per dotted path ('flexi.f12'). */
export type FlatErrors = Record<string, FieldError>;

/** The outcome of a whole-form check: the values to submit (a schema's parsed output), or the messages. */
export type Validation<T> = { values: T; errors?: undefined } | { values?: undefined; errors: FlatErrors };

/**
 * A whole-form check. It may answer later (a promise) while its rules are still loading: a submit then waits for
 * it; a change before the rules arrive is checked at the next submit.
 */
export type Validate<T> = (values: T) => Validation<T> | Promise<Validation<T>>;

export interface UseFormOptions<T> {
  /** 'onSubmit' (the default): validate on submit, then each changed field as it changes. 'onChange': every change. */
  mode?: 'onSubmit' | 'onChange';
  /** Read on the first render only, like React Hook Form; `reset(values)` replaces them. */
  defaultValues: T;
  /** A zod (or zod/mini) schema; the latest one given is used on every validation. */
  schema?: FormSchema<T>;
  /** Instead of a schema: the latest function given is used on every validation. */
  validate?: Validate<T>;
}

/** The part of a zod/mini schema the forms use. */
export interface FormSchema<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export interface RegisterOptions {
  /** Runs after the value is stored and before it is validated (e.g. to reformat it with setValue). */
  onChange?: (event: { target: { value: string } }) => void;
}

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The props `register` gives an uncontrolled input, select or textarea. */
export interface FieldProps {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: { target: EventTarget }) => void;
  onBlur: (event: { target: EventTarget }) => void;
}

/** The props `controlled` gives an input whose value React sets: `onChange` takes the new value. */
export interface ControlledFieldProps<V> extends Omit<FieldProps, 'onChange'> {
  value: V;
  onChange: (value: V) => void;
}

export interface FormState<T> {
  errors: FieldErrors<T>;
  /** A submit has been tried: fields are now validated as they change. */
  isSubmitted: boolean;
  /** Whether the current values pass (kept up to date on every change once read). */
  isValid: boolean;
}

export interface SetValueOptions {
  shouldValidate?: boolean;
}

export interface FormMethods<T> {
  register: (name: Path<T>, options?: RegisterOptions) => FieldProps;
  /** `register` and the field's message as `error`: everything a TextField, PasswordField or SelectField takes from the form. */
  field: (name: Path<T>, options?: RegisterOptions) => FieldProps & { error?: string };
  controlled: <N extends Path<T>>(name: N) => ControlledFieldProps<PathValue<T, N>>;
  /** A submit handler: validates every field, shows the messages and focuses the first invalid field, or calls `onValid` with the parsed values. */
  handleSubmit: (onValid: (values: T) => void) => (event?: { preventDefault(): void }) => void;
  setValue: <N extends Path<T>>(name: N, value: PathValue<T, N>, options?: SetValueOptions) => void;
  getValues: {
    (): T;
    <N extends Path<T>>(name: N): PathValue<T, N>;
  };
  /** The value now; the form re-renders when it changes. */
  watch: <N extends Path<T>>(name: N) => PathValue<T, N>;
  /** Back to the default values (or new ones), no messages, not submitted. */
  reset: (values?: T) => void;
  /** One field back to its default value, without its message. */
  resetField: (name: Path<T>) => void;
}

export interface UseFormReturn<T> extends FormMethods<T> {
  formState: FormState<T>;
}
