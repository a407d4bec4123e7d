import type { Db } from '../db/types';
import { flexiValueContext, sealedFlexiNames } from '../registration/flexiValues';
import { factorSecretContext } from '../twoFactor/factorSecrets';
import type { DataKeys } from './dataKeys';
import { openStored, seal } from './sealing';

/*
 * The data step that follows the migrations (main.ts at start-up, and `npm run data:reseal`): every sensitive value
 * stored in clear (before migration 0025) or sealed with a key other than DATA_KEY_ID's is sealed with the current
 * key. It is how clear rows were encrypted once, and how a key is retired (docs/deploy.md). Safe beside running
 * servers and other instances doing the same: a row is rewritten only if it still holds what was read, and each row
 * is visited once per run (in key order), so two instances with different current keys cannot chase each other.
 */

interface SealedColumn {
  table: string;
  value: string;
  keyId: string;
  /** The row's primary key, in order (the run pages through it). */
  identity: string[];
  /** Which rows hold such a value (constant SQL). */
  filter?: string;
  context: (row: Record<string, unknown>) => string;
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

const sealedColumns: SealedColumn[] = [
  {
    table: 'student_flexi_values',
    value: 'value',
    keyId: 'value_key_id',
    identity: ['student_id', 'config_course_id', 'name'],
    filter: `name in (${sealedFlexiNames.map(quoted).join(', ')})`,
    context: (r) => flexiValueContext(Number(r.student_id), Number(r.config_course_id), String(r.name)),
  },
  ...['secret', 'pending_secret'].map((column) => ({
    table: 'two_factor_settings',
    value: column,
    keyId: `${column}_key_id`,
    identity: ['student_id'],
    context: (r: Record<string, unknown>) => factorSecretContext(Number(r.student_id)),
  })),
];

/** Rows per read. */
const batchSize = 500;

export interface SealCounts {
  /** Values that were in clear. */
  sealed: number;
  /** Values sealed with another key, now with the current one. */
  resealed: number;
}

async function sealColumn(db: Db, keys: DataKeys, c: SealedColumn, counts: SealCounts) {
  const ids = c.identity.join(', ');
  const cursorAt = (first: number) => c.identity.map((_, i) => `$${first + i}`).join(', ');
  let cursor: unknown[] | undefined;
  for (;;) {
    const rows = await db.query<Record<string, unknown> & { stored: string; key_id: string | null }>(
      `select ${ids}, ${c.value} as stored, ${c.keyId} as key_id from ${c.table}
       where ${c.value} is not null and ${c.keyId} is distinct from $1 ${c.filter ? `and ${c.filter}` : ''}
         ${cursor ? `and (${ids}) > (${cursorAt(3)})` : ''}
       order by ${ids} limit $2`,
      [keys.currentId, batchSize, ...(cursor ?? [])],
    );
    for (const row of rows) {
      const context = c.context(row);
      const now = seal(keys, openStored(keys, row.stored, row.key_id, context), context);
      const where = c.identity.map((column, i) => `${column} = $${i + 5}`).join(' and ');
      const updated = await db.query(
        `update ${c.table} set ${c.value} = $1, ${c.keyId} = $2
         where ${c.value} = $3 and ${c.keyId} is not distinct from $4 and ${where} returning 1`,
        [now.sealed, now.keyId, row.stored, row.key_id, ...c.identity.map((column) => row[column])],
      );
      if (updated.length > 0) counts[row.key_id === null ? 'sealed' : 'resealed'] += 1;
    }
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    cursor = c.identity.map((column) => last[column]);
  }
}

/**
 * Seals what is in clear and moves what an older key sealed to the current one. Throws (the start is refused) when a
 * stored value names a key DATA_KEYS no longer has: put it back, or that value cannot be read.
 */
export async function sealStoredValues(db: Db, keys: DataKeys): Promise<SealCounts> {
  const counts: SealCounts = { sealed: 0, resealed: 0 };
  for (const column of sealedColumns) await sealColumn(db, keys, column, counts);
  return counts;
}
