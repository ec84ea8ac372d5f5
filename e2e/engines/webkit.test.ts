// The site in WebKitGTK, the engine Safari is built on (Debian's webkit2gtk-driver: WebKitWebDriver + MiniBrowser).
import { openWebKit } from './drivers.ts';
import { engineSuite } from './journeys.ts';

await engineSuite('WebKitGTK', openWebKit);
