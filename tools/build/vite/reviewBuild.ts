import type { Plugin } from 'vite';

/** The line of src/index.css that keeps the review marks' classes out of the production stylesheet. */
const MARKS_LEFT_OUT = "@source not './components/review';";

/**
 * The review build (`npm run build:review`, Vite's mode 'review'): the site with what awaits the company or
 * counsel marked (src/components/review/). Its stylesheet gets the marks' classes, and its server and its pages'
 * scripts read the date-dependent duties on the same day, the build's.
 */
export function reviewBuild(): Plugin {
  return {
    name: 'blueprint:review-build',
    // Before Tailwind reads the stylesheet.
    enforce: 'pre',
    config: () => ({
      define: { 'import.meta.env.VITE_REVIEW_DATE': JSON.stringify(new Date().toISOString().slice(0, 10)) },
    }),
    transform(code, id) {
      if (!id.endsWith('/src/index.css')) return;
      if (!code.includes(MARKS_LEFT_OUT)) throw new Error(`src/index.css no longer holds ${MARKS_LEFT_OUT}`);
      return code.replace(MARKS_LEFT_OUT, '');
    },
  };
}
