// The site in Firefox ESR (Debian's firefox-esr), driven over WebDriver BiDi by Puppeteer.
import { openFirefox } from './drivers.ts';
import { engineSuite } from './journeys.ts';

await engineSuite('Firefox ESR', openFirefox);
