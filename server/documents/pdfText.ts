import { inflateSync } from 'node:zlib';

/**
 * Reads back what renderPdf writes: each page's text lines, the document info and the embedded font names. Used by
 * the tests to check the words are really in the file (pdfkit writes glyph ids, not characters: the characters come
 * from each font's ToUnicode map). It knows pdfkit's output only (plain xref, direct /Length, Identity-H fonts), not
 * arbitrary PDFs. Characters that share a glyph read back as the glyph's first one: a no-break space as a space.
 */

export interface PdfContent {
  /** Per page, its lines top to bottom; the fragments of one baseline joined left to right. */
  pages: string[][];
  /** Title, Author, Subject, Creator, ... as strings. */
  info: Record<string, string>;
  /** /FontName of every embedded font, e.g. 'AAAAAA+NotoSans-Bold'. */
  fontNames: string[];
}

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(bytes: Buffer): Map<number, PdfObject> {
  const text = bytes.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\n/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const start = header.lastIndex;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream\n', start);
    if (streamAt !== -1 && streamAt < end) {
      const dict = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const raw = bytes.subarray(streamAt + 7, streamAt + 7 + length);
      objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
      header.lastIndex = streamAt + 7 + length;
    } else {
      objects.set(Number(match[1]), { dict: text.slice(start, end) });
      header.lastIndex = end;
    }
  }
  return objects;
}

const refOf = (dict: string, key: string) => {
  const match = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return match ? Number(match[1]) : undefined;
};

/** UTF-16BE hex (a ligature's ToUnicode entry is several units, written with spaces: <0066 0069>). */
const utf16be = (hex: string) =>
  String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** A PDF literal string `(…)`: escapes undone, UTF-16 when it starts with the byte order mark. */
function literalString(source: string): string {
  const body = source.trim().replace(/^\(|\)$/g, '');
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = body.replace(/\\([0-7]{1,3}|.)/gs, (_, escaped: string) =>
    /^[0-7]+$/.test(escaped) ? String.fromCharCode(Number.parseInt(escaped, 8)) : (escapes[escaped] ?? escaped),
  );
  if (!bytes.startsWith('\xfe\xff')) return bytes;
  return utf16be(Buffer.from(bytes.slice(2), 'latin1').toString('hex'));
}

/** A font's glyph code → characters, from its ToUnicode CMap (bfchar and bfrange, both forms). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, chars] of block.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) {
      map.set(Number.parseInt(code, 16), utf16be(chars));
    }
  }
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, low, high, target] of block.matchAll(
      /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi,
    )) {
      const first = Number.parseInt(low, 16);
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9a-f\s]+)>/gi)].forEach(([, chars], i) => map.set(first + i, utf16be(chars)));
      } else {
        const start = Number.parseInt(target.slice(1, -1), 16);
        for (let code = first; code <= Number.parseInt(high, 16); code++)
          map.set(code, String.fromCharCode(start + code - first));
      }
    }
  }
  return map;
}

function pageLines(objects: Map<number, PdfObject>, page: PdfObject): string[] {
  const resources = objects.get(refOf(page.dict, 'Resources') ?? -1)?.dict ?? page.dict;
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name, id] of /\/Font <<([^>]*)>>/.exec(resources)?.[1].matchAll(/\/(\S+) (\d+) 0 R/g) ?? []) {
    const cmap = objects.get(refOf(objects.get(Number(id))?.dict ?? '', 'ToUnicode') ?? -1)?.stream;
    fonts.set(name, cmap ? toUnicode(cmap.toString('latin1')) : new Map());
  }
  const content = objects.get(refOf(page.dict, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';
  const fragments: { x: number; y: number; text: string }[] = [];
  let font = new Map<number, string>();
  let x = 0;
  let y = 0;
  const ops = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\/(\S+) [\d.]+ Tf|\[([^\]]*)\] TJ/g;
  for (const [, tx, ty, fontName, array] of content.matchAll(ops)) {
    if (tx !== undefined) [x, y] = [Number(tx), Number(ty)];
    else if (fontName !== undefined) font = fonts.get(fontName) ?? new Map();
    else {
      const codes = [...array.matchAll(/<([0-9a-f]*)>/gi)].flatMap(([, hex]) => hex.match(/.{4}/g) ?? []);
      fragments.push({ x, y, text: codes.map((code) => font.get(Number.parseInt(code, 16)) ?? '\ufffd').join('') });
    }
  }
  const lines = new Map<number, typeof fragments>();
  for (const fragment of fragments) {
    const key = Math.round(fragment.y * 10) / 10;
    lines.set(key, [...(lines.get(key) ?? []), fragment]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, parts]) =>
      parts
        .sort((a, b) => a.x - b.x)
        .map((part) => part.text)
        .join(''),
    );
}

export function readPdf(bytes: Uint8Array): PdfContent {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const objects = objectsOf(buffer);
  const trailer = buffer.toString('latin1', buffer.lastIndexOf('trailer'));
  const info: Record<string, string> = {};
  for (const [, key, id] of objects.get(refOf(trailer, 'Info') ?? -1)?.dict.matchAll(/\/(\w+) (\d+) 0 R/g) ?? []) {
    info[key] = literalString(objects.get(Number(id))?.dict ?? '');
  }
  const catalog = objects.get(refOf(trailer, 'Root') ?? -1)?.dict ?? '';
  const kids = /\/Kids \[([^\]]*)\]/.exec(objects.get(refOf(catalog, 'Pages') ?? -1)?.dict ?? '')?.[1] ?? '';
  const pages = [...kids.matchAll(/(\d+) 0 R/g)].flatMap(([, id]) => {
    const page = objects.get(Number(id));
    return page ? [pageLines(objects, page)] : [];
  });
  const fontNames = [...objects.values()].flatMap(({ dict }) =>
    [...dict.matchAll(/\/FontName \/(\S+)/g)].map((m) => m[1]),
  );
  return { pages, info, fontNames };
}
