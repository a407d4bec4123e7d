import type { ChapterContent } from '../types';
import { chapter01 } from './chapter01';
import { chapter02 } from './chapter02';
import { chapter03 } from './chapter03';
import { chapter04 } from './chapter04';
import { chapter05 } from './chapter05';
import { chapter06 } from './chapter06';
import { chapter07 } from './chapter07';
import { chapter08 } from './chapter08';
import { chapter09 } from './chapter09';
import { chapter10 } from './chapter10';
import { chapter11 } from './chapter11';
import { chapter12 } from './chapter12';

/** Texas 6-hour Driving Safety Course (course 405): the 12 units in TDLR order. */
export const chapters: ChapterContent[] = [
  chapter01,
  chapter02,
  chapter03,
  chapter04,
  chapter05,
  chapter06,
  chapter07,
  chapter08,
  chapter09,
  chapter10,
  chapter11,
  chapter12,
];
