/**
 * The article facts the client gives (docs/requirements.md), checked against the content by the content
 * check. A fact whose source is docs/requirements.md must say what that page says: an article date or an
 * episode's runtime that cites it and reads otherwise was changed by mistake. A fact the company confirms
 * later cites its own source and is left alone, so confirming one never fails the check.
 */
import type { ArticleMeta, Block } from '../../src/content/articles/types.ts';
import { bodyFile, metaFile, type ContentIssue } from './issue.ts';

const REQUIREMENTS = 'docs/requirements.md';

/** The article dates the client gives, by folder. */
export const CLIENT_DATES: Readonly<Record<string, string>> = {
  'target-pregnancy-prediction-health-advertising': '2025-07-25',
  'red-clover-healthcare-advertising-podcast': '2025-09-10',
  'privacy-first-marketing-strategies': '2025-09-19',
  'navigating-new-rules-healthcare-advertising': '2025-09-25',
  'compliance-not-privacy': '2025-10-01',
  'health-privacy-laws-all-over-the-map': '2025-10-08',
  'california-ai-regulations-healthcare-advertising': '2025-10-15',
  'privacy-is-the-new-performance': '2025-10-22',
};

/** The episode runtimes the client gives, by folder. */
export const CLIENT_RUNTIMES: Readonly<Record<string, string>> = {
  'navigating-new-rules-healthcare-advertising': '40:50',
};

const citesRequirements = (fact: { status: string; source?: string } | undefined) =>
  fact?.status === 'confirmed' && fact.source === REQUIREMENTS;

/** The problems of one article against the client's facts: its folder, parsed metadata, and blocks with their names. */
export function requirementIssues(
  folder: string,
  meta: ArticleMeta,
  blocks: readonly [Block, string][],
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const date = CLIENT_DATES[folder];
  if (citesRequirements(meta.dateStatus) && meta.date !== date)
    issues.push({
      file: metaFile(folder),
      field: 'date',
      message: date
        ? `${REQUIREMENTS} gives this article the date '${date}': write that, or cite the source of the new date in dateStatus.`
        : `${REQUIREMENTS} gives no date for this article: cite where '${meta.date}' comes from in dateStatus, or make it { status: 'awaiting' }.`,
    });
  for (const [block, name] of blocks) {
    if (block.type !== 'podcast' || !citesRequirements(block.runtime)) continue;
    const runtime = CLIENT_RUNTIMES[folder];
    if (block.runtime.value !== runtime)
      issues.push({
        file: bodyFile(folder),
        field: `${name}.runtime`,
        message: runtime
          ? `${REQUIREMENTS} gives this episode the runtime '${runtime}': write that, or cite the new runtime's source.`
          : `${REQUIREMENTS} gives no runtime for this episode: cite where '${block.runtime.value}' comes from.`,
      });
  }
  return issues;
}
