// @ts-check
/**
 * The search engine (src/features/resources/search/, its README.md says what it promises) is a library:
 * it knows documents, queries and its index's files, and nothing of the site around it. It imports no UI
 * library, holds no JSX, and takes from src/ only src/lib's small helpers; the listing adapts its plain
 * results (hits, match ranges, excerpts) into React elements. eslint.config.js enforces this with these
 * lists; tests/lint/rules.test.ts proves each rule fails.
 */

export const SEARCH_LIBRARY = 'src/features/resources/search';

const MESSAGE = `${SEARCH_LIBRARY}/ is a library: it imports nothing of the site but src/lib; the listing adapts its results.`;

/** For import-x/no-restricted-paths. */
export const searchZones = [
  {
    target: `./${SEARCH_LIBRARY}`,
    from: './src/features',
    except: ['./resources/search'],
    message: MESSAGE,
  },
  {
    target: `./${SEARCH_LIBRARY}`,
    from: ['./src/config', './src/content', './src/components', './src/pages', './src/app'],
    message: MESSAGE,
  },
];

/** For no-restricted-imports: React and the UI packages built on it. */
export const UI_PACKAGES = {
  group: ['react', 'react/**', 'react-*', 'react-*/**', '@radix-ui/**', '@tanstack/**', 'lucide-react', 'sonner'],
  message: `${SEARCH_LIBRARY}/ is a library with no UI: the listing turns its results into React elements.`,
};

/** For no-restricted-syntax: a .tsx file imports React's JSX runtime without an import statement. */
export const NO_JSX = {
  selector: 'JSXElement, JSXFragment',
  message: `${SEARCH_LIBRARY}/ renders nothing: the listing turns its results into React elements.`,
};
