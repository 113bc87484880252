// Lints source texts as if they stood at the given paths (nothing is written): used by the test that
// shows each boundary rule fails on a violation. Reads [{ path, code }] on stdin, prints the rule ids hit.
import { ESLint } from 'eslint';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: root });
const results = [];
for (const { path: file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  results.push({ path: file, rules: [...new Set(result.messages.map((m) => m.ruleId ?? 'fatal'))] });
}
process.stdout.write(JSON.stringify(results));
