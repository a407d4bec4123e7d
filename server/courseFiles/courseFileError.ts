import type * as z from 'zod/mini';

/** A problem in a course file, named by the file and what to change (the linter prints these; docs/courses.md). */
export class CourseFileError extends Error {
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`${file}: ${problem}`);
    this.name = 'CourseFileError';
  }

  static fromZod(file: string, error: z.core.$ZodError) {
    const problems = error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    return new CourseFileError(file, problems.join('; '));
  }
}
