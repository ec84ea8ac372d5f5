import { resolve } from 'node:path';
import { ESLint, type Linter } from 'eslint';

const root = resolve(import.meta.dirname, '../..');
// One ESLint for every lint test: loading the project's configuration and plugins is most of a test's time.
let eslint: ESLint | undefined;
export const projectEslint = (): ESLint => (eslint ??= new ESLint({ cwd: root }));

/** What `npm run lint` says of a module at `file` (relative to the checkout) holding `code`. */
export async function lintMessages(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await projectEslint().lintText(code, { filePath: resolve(root, file) });
  return result.messages;
}

/** A module that imports `specifier` and uses it. */
export const importing = (specifier: string) =>
  `import * as imported from '${specifier}';\nexport const used = imported;\n`;
