// @vitest-environment node
import { resolveConfig } from 'vite';
import { expect, it } from 'vitest';
import { DEV_SERVER_DENY, VITE_DEFAULT_DENY } from '../tools/vite/devServerDeny';

it('the dev server’s deny list keeps every file Vite itself denies, and adds the forms’ local store', async () => {
  // Vite's own list, as a project without a config file gets it.
  const defaults = (await resolveConfig({ configFile: false, logLevel: 'silent' }, 'serve')).server.fs.deny;
  expect([...VITE_DEFAULT_DENY].sort()).toEqual([...defaults].sort());
  expect(DEV_SERVER_DENY).toEqual(expect.arrayContaining([...defaults, '**/.data/**']));
  // And the site's own config uses it.
  const site = await resolveConfig({ logLevel: 'silent' }, 'serve');
  expect(site.server.fs.deny).toEqual(DEV_SERVER_DENY);
});
