import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The web build marks each feature's index.ts free of side effects (vite.config.mts), so that an
 * import from another feature brings only the modules of the names it uses (issue 14). That holds
 * only while an index does nothing but re-export: a statement of its own would be dropped from the
 * build whenever no name of that index is used.
 */
const FEATURES = path.resolve(__dirname);
const RE_EXPORT = /^export (type )?(\{[^}]*\}|\* as \w+|\*) from '\.\/[\w./-]+';$/;

const entries = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(FEATURES, entry.name, 'index.ts')))
  .map((entry) => entry.name);

/** The statements of a file without its comments, one per `;` (re-exports may span lines). */
const statementsOf = (code: string): string[] =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter((statement) => statement.length > 0)
    .map((statement) => `${statement};`);

describe("a feature's index.ts (what other features may use)", () => {
  it('exists for the features other features use', () => {
    expect(entries).toEqual(expect.arrayContaining(['absences', 'dashboard', 'structure', 'users']));
  });

  it.each(entries)('%s only re-exports from its own modules', (feature) => {
    const statements = statementsOf(readFileSync(path.join(FEATURES, feature, 'index.ts'), 'utf8'));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((statement) => !RE_EXPORT.test(statement))).toEqual([]);
  });

  it('tells a statement of its own from a re-export', () => {
    expect(statementsOf("export { A } from './a';\nexport const load = () => import('./b');").filter((s) => !RE_EXPORT.test(s))).toEqual([
      "export const load = () => import('./b');",
    ]);
  });
});
