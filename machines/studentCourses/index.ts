export { studentCoursesMachine } from './studentCourses.machine';
export type * from './studentCourses.types';
