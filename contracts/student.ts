import * as z from 'zod/mini';

import { studentSchema } from './auth';
import { envelope } from './envelope';
import { idParam } from './primitives';

export const studentIdQuerySchema = z.object({ studentId: idParam() });

export const studentDetailsResponseSchema = envelope(studentSchema);
export type StudentDetailsResponse = z.infer<typeof studentDetailsResponseSchema>;
