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
import { chapter13 } from './chapter13';
import { chapter14 } from './chapter14';
import { chapter15 } from './chapter15';
import { chapter16 } from './chapter16';
import { chapter17 } from './chapter17';
import { chapter18 } from './chapter18';
import { chapter19 } from './chapter19';
import { chapter20 } from './chapter20';
import { chapter21 } from './chapter21';
import { chapter22 } from './chapter22';
import { chapter23 } from './chapter23';
import { chapter24 } from './chapter24';

/** Ohio teen online driver education (630; 631 reads it aloud): 24 one-hour chapters. */
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
  chapter13,
  chapter14,
  chapter15,
  chapter16,
  chapter17,
  chapter18,
  chapter19,
  chapter20,
  chapter21,
  chapter22,
  chapter23,
  chapter24,
];
