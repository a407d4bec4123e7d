/**
 * Carries translations between catalogs of the same language: every empty msgstr of a target catalog is filled from
 * any other catalog of that language that has the same message. Used when a folder moves to another catalog part
 * (lingui.config.ts), so nothing already translated is lost. Usage: tsx scripts/i18nCarry.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { formatter } from '@lingui/format-po';

const po = formatter({ lineNumbers: true });
const root = join(import.meta.dirname, '..', 'locales');
type Catalog = Record<string, { message?: string; translation?: string; obsolete?: boolean } & Record<string, unknown>>;

for (const locale of readdirSync(root)) {
  if (locale === 'en') continue;
  const dir = join(root, locale);
  const files = readdirSync(dir).filter((f) => f.endsWith('.po'));
  const catalogs = new Map<string, Catalog>();
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8');
    catalogs.set(file, (await po.parse(text, { locale, sourceLocale: 'en', filename: file })) as Catalog);
  }
  const known = new Map<string, string>();
  for (const catalog of catalogs.values()) {
    for (const [id, entry] of Object.entries(catalog)) if (entry.translation) known.set(id, entry.translation);
  }
  for (const [file, catalog] of catalogs) {
    let filled = 0;
    for (const [id, entry] of Object.entries(catalog)) {
      if (!entry.translation && known.has(id)) {
        entry.translation = known.get(id);
        filled++;
      }
    }
    if (filled === 0) continue;
    const existing = readFileSync(join(dir, file), 'utf8');
    writeFileSync(
      join(dir, file),
      await po.serialize(catalog as never, { locale, sourceLocale: 'en', existing, filename: file }),
    );
    console.log(`${locale}/${file}: ${filled} translations carried`);
  }
}
