// @ts-check
/**
 * The project's layers, lowest first. A layer may import the layers below it and itself, never one above:
 * shared code stays reusable and testable without the pages that use it, and a change to a page cannot
 * break the build tools. README.md (Architecture, "Layers") explains them; eslint.config.js enforces this list
 * with import-x/no-restricted-paths, and tests/lint/rules.test.ts proves each zone fails.
 */
import { readdirSync } from 'node:fs';

/** src/, lowest first. The files at src/'s root (main.tsx, boot.ts, entry-server.tsx, App.tsx) are the app. */
export const SRC_LAYERS = ['config', 'content', 'lib', 'components', 'features', 'pages', 'app'];

/** For import-x/no-restricted-paths: a zone per layer of src/ and per feature, then those outside src/. */
export const layerZones = [];

SRC_LAYERS.forEach((layer, index) => {
  const above = SRC_LAYERS.slice(index + 1);
  if (above.length === 0) return;
  layerZones.push({
    target: `./src/${layer}`,
    from: above.map((name) => `./src/${name}`),
    message: `src/${layer} may import only ${SRC_LAYERS.slice(0, index + 1).join(', ')} (the layers at or below it).`,
  });
});

// No page imports another page's module, and no feature another feature: what two of them share belongs a
// layer down.
for (const feature of readdirSync(new URL('../../src/features', import.meta.url))) {
  layerZones.push({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature may not import another feature: move what they share to components or lib.',
  });
}

// Outside src/: the site's code is below the build tools, which are below the tests.
layerZones.push(
  {
    target: './src',
    from: ['./tools', './e2e', './tests'],
    message: 'The site imports nothing from the build tools or the tests.',
  },
  { target: './tools', from: ['./e2e', './tests'], message: 'Build tools import nothing from the tests.' },
  { target: './e2e', from: './tests', message: 'Browser tests do not import the unit tests.' },
);
