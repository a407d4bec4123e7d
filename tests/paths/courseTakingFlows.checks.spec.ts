import { defineCourseTakingPaths } from './courseTakingPaths';

// Launching a chapter, quizzes and the identity checks, on one course-taking server (courseTakingPaths.ts).
defineCourseTakingPaths([
  'chapterLaunch',
  'identityCheck',
  'quiz',
  'securityQuestionCheck',
  'typingPatternCheck',
  'webcamPhoto',
]);
