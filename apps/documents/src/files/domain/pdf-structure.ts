/*
 * A PDF recognised by its structure, not its name: the header, then the end of the file as a reader
 * finds it (ISO 32000-1 §7.5.5): `%%EOF` near the end, `startxref` with the offset of the last
 * cross-reference section, a cross-reference table with its trailer or a cross-reference stream, and
 * a catalogue (/Root). A truncated download, a renamed file with a %PDF- prefix, or a text mentioning
 * PDF keywords fails one of these. Not a full parser: objects and streams are not decoded.
 */

const HEADER = /^%PDF-[12]\.\d/;
/** Readers look for %%EOF within the last 1024 bytes; writers may append a little after it. */
const TAIL_BYTES = 1024;
/** `startxref` and the offset; it is looked for only before the last %%EOF. */
const STARTXREF = /startxref\s+(\d{1,10})\s/g;
const OBJECT_HEADER = /^\s*\d{1,10}\s+\d{1,5}\s+obj\b/;
const FIRST_OBJECT = /\d{1,10}\s+\d{1,5}\s+obj\b/;

const text = (bytes: Uint8Array, from = 0, to = bytes.length): string => Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('latin1');

export const startsLikePdf = (bytes: Uint8Array): boolean => bytes.length >= 8 && HEADER.test(text(bytes, 0, 8));

/** A trailer or stream dictionary is small; the bound keeps a crafted file from making the check quadratic. */
const MAX_DICTIONARY = 65_536;
/** Candidate sections tried when the offset is wrong, for the same reason. */
const MAX_CANDIDATES = 64;

/** The dictionary opened at `from` (`<< … >>`, nested ones included), or null when it never closes. */
function dictionaryAt(doc: string, from: number): string | null {
  const open = doc.indexOf('<<', from);
  if (open < 0 || open - from > 64) return null;
  let depth = 0;
  const end = Math.min(doc.length - 1, open + MAX_DICTIONARY);
  for (let i = open; i < end; i++) {
    if (doc[i] === '<' && doc[i + 1] === '<') {
      depth++;
      i++;
    } else if (doc[i] === '>' && doc[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return doc.slice(open, i + 1);
    }
  }
  return null;
}

const hasRoot = (dictionary: string | null): boolean => dictionary !== null && /\/Root\s+\d+\s+\d+\s+R/.test(dictionary);
const isXrefStream = (dictionary: string | null): boolean => dictionary !== null && /\/Type\s*\/XRef\b/.test(dictionary) && hasRoot(dictionary);

/** A classic table at `at` (`xref`, a subsection header `0 6`) followed by its trailer with the catalogue. */
function classicSectionAt(doc: string, at: number): boolean {
  if (!/^xref\s+\d+\s+\d+/.test(doc.slice(at, at + 64))) return false;
  const trailer = doc.indexOf('trailer', at);
  return trailer >= 0 && hasRoot(dictionaryAt(doc, trailer));
}

/** What the last `startxref` points at: a classic section, or an object that is a cross-reference stream. */
function sectionAt(doc: string, offset: number): boolean {
  if (offset >= doc.length) return false;
  const at = offset + (/^\s*/.exec(doc.slice(offset, offset + 64))?.[0].length ?? 0);
  if (doc.startsWith('xref', at)) return classicSectionAt(doc, at);
  return OBJECT_HEADER.test(doc.slice(at, at + 64)) && isXrefStream(dictionaryAt(doc, at));
}

/**
 * Writers that get the offset slightly wrong are common enough that readers repair them; so do we,
 * as long as the document still has a cross-reference section with its catalogue somewhere.
 */
function anySection(doc: string): boolean {
  let tried = 0;
  for (const m of doc.matchAll(/(?:^|[\r\n])xref\s+\d+\s+\d+/g)) {
    if (++tried > MAX_CANDIDATES) return false;
    if (classicSectionAt(doc, m.index + m[0].indexOf('xref'))) return true;
  }
  for (const m of doc.matchAll(/\/Type\s*\/XRef\b/g)) {
    if (++tried > MAX_CANDIDATES) return false;
    const dictionaryStart = doc.lastIndexOf('<<', m.index);
    if (dictionaryStart >= 0 && isXrefStream(dictionaryAt(doc, dictionaryStart))) return true;
  }
  return false;
}

/** True when the bytes are a PDF a reader can open: header, objects, cross-reference section, trailer and %%EOF. */
export function isWellFormedPdf(bytes: Uint8Array): boolean {
  if (!startsLikePdf(bytes)) return false;
  const doc = text(bytes);
  const tailStart = Math.max(0, doc.length - TAIL_BYTES);
  const eof = doc.lastIndexOf('%%EOF');
  if (eof < tailStart) return false;
  const object = FIRST_OBJECT.exec(doc);
  if (!object || doc.indexOf('endobj', object.index) < 0) return false;

  // The last startxref before the last %%EOF: incremental updates append a new one each.
  const window = doc.slice(Math.max(0, eof - TAIL_BYTES), eof);
  let offset: number | null = null;
  for (const m of window.matchAll(STARTXREF)) offset = Number(m[1]);
  if (offset === null) return false;
  return sectionAt(doc, offset) || anySection(doc);
}
