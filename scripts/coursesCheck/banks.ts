import {
  arizonaCourseId,
  demoCourseId,
  identityDemoCourseId,
  ohioAudioCourseId,
  ohioCourseId,
} from '../../server/seed/catalog';
import type { BankQuestion } from '../../server/seed/content/types';

/*
 * Each seeded course config's question bank, read from its content folder's files (server/seed/content/<folder>/
 * questions.ts; Ohio's in two halves). A file's exported question arrays are the bank, whatever their names. A
 * missing file gives no bank (null), which the check reports as an error rather than stopping.
 */

type Loader = () => Promise<Record<string, unknown>>;

interface BankSource {
  file: string;
  loaders: Loader[];
}

const folder = 'server/seed/content';
const california: BankSource = {
  file: `${folder}/california611/questions.ts`,
  loaders: [() => import('../../server/seed/content/california611/questions')],
};
/** The demo course's bank (the identity-check demo teaches the same text). */
const demo: BankSource = {
  file: `${folder}/demo990/questions.ts`,
  loaders: [() => import('../../server/seed/content/demo990/questions')],
};
const ohio: BankSource = {
  file: `${folder}/ohio630/questions01to12.ts + questions13to24.ts`,
  loaders: [
    () => import('../../server/seed/content/ohio630/questions01to12'),
    () => import('../../server/seed/content/ohio630/questions13to24'),
  ],
};

/** The bank of each config in seededCourseTexts (configs sharing a text share its bank). */
export const bankSources: Record<number, BankSource> = {
  611: california,
  612: california,
  620: california,
  911: california,
  912: california,
  405: {
    file: `${folder}/texas405/questions.ts`,
    loaders: [() => import('../../server/seed/content/texas405/questions')],
  },
  776: {
    file: `${folder}/florida776/questions.ts`,
    loaders: [() => import('../../server/seed/content/florida776/questions')],
  },
  [arizonaCourseId]: {
    file: `${folder}/arizona913/questions.ts`,
    loaders: [() => import('../../server/seed/content/arizona913/questions')],
  },
  [ohioCourseId]: ohio,
  [ohioAudioCourseId]: ohio,
  [demoCourseId]: demo,
  [identityDemoCourseId]: demo,
};

const isQuestion = (value: unknown): value is BankQuestion =>
  typeof value === 'object' && value !== null && 'prompt' in value && 'options' in value && 'answer' in value;

const questionsOf = (module: Record<string, unknown>): BankQuestion[] =>
  Object.values(module).flatMap((value) => (Array.isArray(value) && value.every(isQuestion) ? value : []));

const missing = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  ['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes(String(error.code));

const loaded = new Map<BankSource, Promise<BankQuestion[] | null>>();

async function load(source: BankSource): Promise<BankQuestion[] | null> {
  try {
    const modules = await Promise.all(source.loaders.map((loader) => loader()));
    return modules.flatMap(questionsOf);
  } catch (error) {
    if (missing(error)) return null;
    throw error;
  }
}

/** The config's bank (the same array for configs sharing a source); null when a file is missing. */
export function bankOf(configId: number): Promise<BankQuestion[] | null> {
  const source = bankSources[configId];
  if (!source) return Promise.resolve(null);
  if (!loaded.has(source)) loaded.set(source, load(source));
  return loaded.get(source)!;
}

export const bankFileOf = (configId: number) => bankSources[configId]?.file ?? 'no bank file known for this course';
