import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module';
import PizZip from 'pizzip';
import { DOCUMENT_ERRORS, DOCUMENT_PLACEHOLDERS, DOCUMENT_TEMPLATE_LIMITS, type TemplatePlaceholder, type TemplateProblem } from '@presently/contracts';

/*
 * A template is checked by its content: a zip holding word/document.xml, at most 5 MB, that
 * docxtemplater compiles, using only the placeholders the platform fills. docxtemplater reads the
 * text across Word's runs, so a placeholder Word split (`{emp` in one run, `loyee_name}` in the next)
 * is one tag here, and a position is counted in the document's text, not in its XML.
 */

export type TemplateCheck =
  | { ok: true; placeholders: TemplatePlaceholder[] }
  | { ok: false; errors: { file: string[] }; problems: TemplateProblem[] };

/** docxtemplater's options wherever a template is opened: loops over whole paragraphs, no console logging. */
export const TEMPLATE_OPTIONS = { paragraphLoop: true, linebreaks: true, errorLogging: false } as const;

const KNOWN_TOP = new Map(DOCUMENT_PLACEHOLDERS.map((p) => [p.name, p]));

interface StructuredTag {
  type?: string;
  value?: string;
  module?: string;
  offset?: number;
  subparsed?: StructuredTag[];
}

interface DocxtemplaterErrorProperties {
  id?: string;
  xtag?: string;
  /** A single position, or [opening, closing] for a pair that does not match. */
  offset?: number | number[];
  openingtag?: string;
  closingtag?: string;
  errors?: Array<{ properties?: DocxtemplaterErrorProperties }>;
}

/** The tag an error names: the tag itself, or for a pair that does not match the closing one (`{/nothing}` closing `{#days}`). */
const tagOf = (p: DocxtemplaterErrorProperties): string => p.xtag ?? p.closingtag ?? p.openingtag ?? '';
const positionOf = (offset: number | number[] | undefined): number => (Array.isArray(offset) ? (offset[offset.length - 1] ?? 0) : (offset ?? 0));

const refuse = (key: string, problems: TemplateProblem[] = []): TemplateCheck => ({ ok: false, errors: { file: [key] }, problems });

/** Opens the zip, or null when the bytes are not a zip with word/document.xml. */
export function openDocx(bytes: Buffer): PizZip | null {
  // A zip starts with a local file header: PK\x03\x04 (an empty zip, PK\x05\x06, holds no document).
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50) return null;
  try {
    const zip = new PizZip(bytes);
    return zip.file('word/document.xml') ? zip : null;
  } catch {
    return null;
  }
}

/** Walks the tags (loops hold theirs in `subparsed`), checking each name against the catalogue in its scope. */
function collect(tags: StructuredTag[], scope: readonly string[] | null, used: Map<string, boolean>, problems: TemplateProblem[]): void {
  for (const tag of tags) {
    if (tag.type !== 'placeholder' || typeof tag.value !== 'string') continue;
    const name = tag.value.trim();
    const known = scope === null ? KNOWN_TOP.has(name) : scope.includes(name) || KNOWN_TOP.has(name);
    if (!used.has(name)) used.set(name, known);
    if (!known) problems.push({ key: DOCUMENT_ERRORS.unknownPlaceholder, tag: name, position: tag.offset ?? 0 });
    if (tag.module === 'loop' && tag.subparsed) {
      const inner = KNOWN_TOP.get(name)?.inner ?? [];
      collect(tag.subparsed, inner, used, problems);
    }
  }
}

/** Checks a template's bytes; on success, the placeholders it uses (in order of first use) and whether each is known. */
export function checkTemplate(bytes: Buffer): TemplateCheck {
  if (bytes.length === 0) return refuse(DOCUMENT_ERRORS.fileRequired);
  if (bytes.length > DOCUMENT_TEMPLATE_LIMITS.maxBytes) return refuse(DOCUMENT_ERRORS.tooLarge);
  const zip = openDocx(bytes);
  if (!zip) return refuse(DOCUMENT_ERRORS.notDocx);

  const inspect = new InspectModule();
  try {
    new Docxtemplater(zip, { ...TEMPLATE_OPTIONS, modules: [inspect] });
  } catch (err) {
    const props = (err as { properties?: DocxtemplaterErrorProperties }).properties;
    if (!props) return refuse(DOCUMENT_ERRORS.notDocx);
    const list = props.errors?.map((e) => e.properties ?? {}) ?? [props];
    const problems = list.map((p) => ({ key: DOCUMENT_ERRORS.malformedTag, tag: tagOf(p), position: positionOf(p.offset) }));
    return refuse(DOCUMENT_ERRORS.malformedTag, problems);
  }

  const used = new Map<string, boolean>();
  const problems: TemplateProblem[] = [];
  collect(inspect.getAllStructuredTags() as StructuredTag[], null, used, problems);
  if (problems.length > 0) return refuse(DOCUMENT_ERRORS.unknownPlaceholder, problems);
  return { ok: true, placeholders: [...used].map(([name, known]) => ({ name, known })) };
}

/** The placeholders a stored (already checked) template uses; an unreadable one lists none. */
export function placeholdersOf(bytes: Buffer): TemplatePlaceholder[] {
  const checked = checkTemplate(bytes);
  return checked.ok ? checked.placeholders : [];
}
