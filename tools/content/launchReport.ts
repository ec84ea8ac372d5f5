/**
 * The launch check's verdict: every fact awaiting confirmation with the pages that show it, and the
 * environment a launch build needs. Pure, so tests can run it on fixtures; tools/content/launch-check.ts feeds it
 * the real content, the built pages and the build's environment.
 */
import type { AwaitingFact } from '../../src/app/awaitingFacts.build.ts';
import { factPages } from './builtPages.ts';

export interface LaunchCheckInput {
  facts: AwaitingFact[];
  /** Route -> HTML of the built site. */
  pages: Map<string, string>;
  /** VITE_API_BASE_URL as the build reads it. */
  apiBaseUrl: string | undefined;
}

/** What is wrong with the forms API origin for a launch, or undefined when nothing is. */
export function apiBaseUrlProblem(apiBaseUrl: string | undefined): string | undefined {
  const value = apiBaseUrl?.trim() ?? '';
  if (!value)
    return 'VITE_API_BASE_URL is empty: the forms would post to /forms/submit on the static host, which has no forms endpoint, so every submission would fail. Set it to the forms API origin and build again.';
  if (!/^https:\/\/[^/\s]+/.test(value))
    return `VITE_API_BASE_URL is "${value}": it must be the https:// origin of the forms API.`;
  return undefined;
}

function where(fact: AwaitingFact, pages: Map<string, string>): string {
  const routes = factPages(fact, pages);
  if (routes.length === 0) return 'on no built page';
  if (pages.size > 1 && routes.length === pages.size) return `on every page (${routes.length})`;
  return `on ${routes.join(', ')}`;
}

export function launchCheck({ facts, pages, apiBaseUrl }: LaunchCheckInput) {
  const lines: string[] = [];
  const groups = [...new Set(facts.map((fact) => fact.group))];
  for (const group of groups) {
    lines.push('', group);
    for (const fact of facts.filter((candidate) => candidate.group === group)) {
      lines.push(
        `  ${fact.where} "${fact.shown}"${fact.detail ? `: ${fact.detail}` : ''}`,
        `    ${where(fact, pages)}`,
      );
    }
  }
  const apiProblem = apiBaseUrlProblem(apiBaseUrl);
  if (apiProblem) lines.push('', 'Environment', `  ${apiProblem}`);

  const problems = [
    ...(facts.length ? [`${facts.length} facts await confirmation`] : []),
    ...(apiProblem ? ['the forms API is not set'] : []),
  ];
  const verdict = problems.length
    ? `Not ready to launch: ${problems.join('; ')}. Confirm each fact where it lives (see src/config/facts.ts).`
    : 'Ready to launch: no fact awaits confirmation and the forms API is set.';
  return { output: [`Launch check`, ...lines, '', verdict].join('\n'), exitCode: problems.length ? 1 : 0 };
}

/** The build's one-line reminder. */
export function buildWarning(facts: AwaitingFact[]): string {
  return facts.length
    ? `warning: ${facts.length} facts await confirmation; \`npm run launch-check\` lists them (run it before going live).`
    : 'launch check: no fact awaits confirmation.';
}
