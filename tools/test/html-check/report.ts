import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One message of the Nu HTML Checker's JSON output (`--format json`). */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

export interface PageResult {
  /** The page's file, relative to the folder checked. */
  page: string;
  /** Errors fail the page. A file the checker could not read at all counts as an error too. */
  errors: NuMessage[];
  /** Warnings are reported, never failed. */
  warnings: NuMessage[];
}

/**
 * The checker's CSS validator predates CSS that every browser the site supports reads (`@property`,
 * `margin-trim`, custom properties in `transition-property`), and the only CSS in a page is the build's own
 * stylesheet, inlined (tools/build/html/inlineStylesheet.ts) and written by Tailwind: its messages are
 * about that validator, not the page, so they are left out.
 */
const isAboutCss = (message: NuMessage) => message.message.startsWith('CSS: ');
const isError = (message: NuMessage) =>
  (message.type === 'error' || message.type === 'non-document-error') && !isAboutCss(message);
const isWarning = (message: NuMessage) => message.type === 'info' && message.subType === 'warning';

/**
 * The checker's messages sorted by page: every file checked gets a result, also those with no message
 * at all, so a page the checker skipped cannot pass unseen. A message that names no page belongs to no
 * page and fails the run as a page of its own.
 */
export function pageResults(root: string, files: string[], messages: NuMessage[]): PageResult[] {
  const pageOf = (file: string) => relative(root, file);
  const results = new Map<string, PageResult>(
    files.map((file) => [pageOf(file), { page: pageOf(file), errors: [], warnings: [] }]),
  );
  for (const message of messages) {
    const page = message.url?.startsWith('file:') ? pageOf(fileURLToPath(message.url)) : '(no page)';
    const result = results.get(page) ?? { page, errors: [], warnings: [] };
    results.set(page, result);
    if (isError(message)) result.errors.push(message);
    else if (isWarning(message)) result.warnings.push(message);
  }
  return [...results.values()].sort((a, b) => a.page.localeCompare(b.page));
}

/** A message as one line: where, then what (`page:line:column: message`). */
export function describeMessage(page: string, message: NuMessage): string {
  const where = message.lastLine ? `${page}:${message.lastLine}:${message.firstColumn ?? 0}` : page;
  return `${where}: ${message.message}`;
}
