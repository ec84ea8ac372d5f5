/** One problem the content check found in an article: what every check of tools/content/ reports. */
export interface ContentIssue {
  /** The file to open, from the project's root. */
  file: string;
  /** The field in it: 'summary', 'topics[1]', 'paragraph#3.content[2]' (the body's third block). */
  field: string;
  /** What is wrong, then how to fix it. */
  message: string;
}
