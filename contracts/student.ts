import * as z from 'zod/mini';
import { idParam } from './primitives';
import { envelope } from './envelope';
import { studentSchema } from './auth';

export const studentIdQuerySchema = z.object({ studentId: idParam() });

export const studentDetailsResponseSchema = envelope(studentSchema);
export type StudentDetailsResponse = z.infer<typeof studentDetailsResponseSchema>;
