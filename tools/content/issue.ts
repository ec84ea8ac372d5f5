/** One problem the content check found in an article: what every check of tools/content/ reports. */
export interface ContentIssue {
  /** The file to open, from the project's root. */
  file: string;
  /** The field in it: 'summary', 'topics[1]', 'paragraph#3.content[2]' (the body's third block). */
  field: string;
  /** What is wrong, then how to fix it. */
  message: string;
}

export const ARTICLES_DIR = 'src/content/articles';
/** An article's two files, by its folder, as an issue names them. */
export const metaFile = (folder: string) => `${ARTICLES_DIR}/${folder}/meta.ts`;
export const bodyFile = (folder: string) => `${ARTICLES_DIR}/${folder}/body.ts`;
