import type { FlatErrors, FormSchema, Validation } from './types';

/**
 * A form check from a zod/mini schema: its parsed output, or the first issue's message per dotted
 * path (as the zod resolver of React Hook Form gave them with its default options).
 */
export const schemaValidator =
  <T>(schema: FormSchema<T>) =>
  (values: T): Validation<T> => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data };
    // No prototype: a field named like an Object member ('constructor') still gets its message.
    const errors: FlatErrors = Object.create(null);
    for (const { path, message } of result.error.issues) errors[path.map(String).join('.')] ??= { message };
    return { errors };
  };
