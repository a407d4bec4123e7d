import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { schemaValidator } from './schemaValidator';

describe('schemaValidator', () => {
  const schema = z
    .object({
      name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.minLength(2, 'Two characters at least')),
      flexi: z.record(z.string(), z.string().check(z.minLength(1, 'This field is required'))),
      constructor: z.string().check(z.minLength(1, 'Needed too')),
    })
    .check(z.refine((values) => values.name !== 'Bad', { path: ['name'], message: 'Not that name' }));

  it('gives the first message of each dotted path', () => {
    const result = schemaValidator(schema)({ name: '', flexi: { f1: '', f2: 'ok' }, constructor: '' });
    expect(result.values).toBeUndefined();
    expect({ ...result.errors }).toEqual({
      name: { message: 'Name is required' },
      'flexi.f1': { message: 'This field is required' },
      constructor: { message: 'Needed too' },
    });
  });

  it('answers the parsed output when the values pass', () => {
    expect(schemaValidator(schema)({ name: '  Sam ', flexi: {}, constructor: 'x' })).toEqual({
      values: { name: 'Sam', flexi: {}, constructor: 'x' },
    });
  });
});
