import path from 'node:path';

import { CourseFileError } from '../server/courseFiles/courseFileError';
import { type CourseFolder, readCourseFolder } from '../server/courseFiles/courseFolder';
import { courseFolderPaths, readCourseLibrary } from '../server/courseFiles/courseLibrary';
import { courses, demoCourseId, identityDemoCourseId } from '../server/seed/catalog';
import { seededCourseRules } from '../server/seed/courseRules';
import { checkCourse, type CourseInput } from './coursesCheck/check';
import { coursesReport } from './coursesCheck/report';

/*
 * `npm run courses:check`, the content linter (docs/courses.md): reads every course folder under content/courses
 * and checks each course config's text, rule set and question bank against its state's requirements
 * (scripts/stateRequirements.ts). Prints which courses are demonstration content and what each lacks; exits 1 on an
 * error (a file that does not parse, a chapter count differing from the rules, a chapter without a figure, a chapter
 * bank under the minimum, a malformed question or figure). The logic is in scripts/coursesCheck/.
 */

const fileErrors: string[] = [];
const folders: CourseFolder[] = [];
for (const folder of courseFolderPaths()) {
  try {
    folders.push(readCourseFolder(folder));
  } catch (error) {
    if (!(error instanceof CourseFileError)) throw error;
    fileErrors.push(`✗ ${path.relative(process.cwd(), error.file)}: ${error.problem}`);
  }
}
if (fileErrors.length === 0) {
  try {
    readCourseLibrary();
  } catch (error) {
    if (!(error instanceof CourseFileError)) throw error;
    fileErrors.push(`✗ ${path.relative(process.cwd(), error.file)}: ${error.problem}`);
  }
}

const inputs: CourseInput[] = folders.flatMap((folder) =>
  folder.manifest.configCourseIds.map((configId) => {
    const course = courses.find((c) => c.id === configId);
    return {
      configId,
      name: course?.name ?? '(not in server/seed/catalog.ts)',
      stateCode: course?.stateCode ?? null,
      texts: folder.texts,
      rules: seededCourseRules[configId],
      bank: folder.questions.en,
      bankFile: path.relative(process.cwd(), path.join(folder.folder, 'questions.yaml')),
      demonstration:
        configId === demoCourseId || configId === identityDemoCourseId ? 'a demo course, by definition' : undefined,
    };
  }),
);

const report = coursesReport(inputs.map((input) => checkCourse(input)));
console.log([...fileErrors, ...report.lines].join('\n'));
process.exitCode = report.errors > 0 || fileErrors.length > 0 ? 1 : 0;
