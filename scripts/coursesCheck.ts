import { courses, demoCourseId, identityDemoCourseId } from '../server/seed/catalog';
import { seededCourseTexts } from '../server/seed/content';
import { seededCourseRules } from '../server/seed/courseRules';
import { bankFileOf, bankOf } from './coursesCheck/banks';
import { checkCourse, type CourseInput } from './coursesCheck/check';
import { coursesReport } from './coursesCheck/report';

/*
 * `npm run courses:check`: every seeded course config's text, rule set and question bank against its state's
 * requirements (scripts/stateRequirements.ts). Prints which courses are demonstration content and what each lacks;
 * exits 1 on an error (a chapter count differing from the rules, a chapter without a figure, a chapter bank under the
 * minimum, a malformed question or figure). The logic is in scripts/coursesCheck/.
 */

const inputs: CourseInput[] = await Promise.all(
  Object.entries(seededCourseTexts).map(async ([id, texts]) => {
    const configId = Number(id);
    const course = courses.find((c) => c.id === configId);
    return {
      configId,
      name: course?.name ?? '(not in server/seed/catalog.ts)',
      stateCode: course?.stateCode ?? null,
      texts,
      rules: seededCourseRules[configId],
      bank: await bankOf(configId),
      bankFile: bankFileOf(configId),
      demonstration:
        configId === demoCourseId || configId === identityDemoCourseId ? 'a demo course, by definition' : undefined,
    };
  }),
);

const report = coursesReport(inputs.map((input) => checkCourse(input)));
console.log(report.lines.join('\n'));
process.exitCode = report.errors > 0 ? 1 : 0;
