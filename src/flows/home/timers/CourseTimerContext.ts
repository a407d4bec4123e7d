import { createContext, useContext } from 'react';

import { type CourseTimer, createCourseTimer } from './courseTimer';

/** The /home layout's timer, which the chapter page publishes to and the sidebar and header read. */
export const CourseTimerContext = createContext<CourseTimer>(createCourseTimer());

export const useCourseTimer = () => useContext(CourseTimerContext);
