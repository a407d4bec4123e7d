import { defineCourseTakingPaths } from './courseTakingPaths';

// Studying a chapter, its breaks and read-aloud, on one course-taking server (courseTakingPaths.ts).
defineCourseTakingPaths(['breakTime', 'chapter', 'emailVerification', 'readAloud']);
