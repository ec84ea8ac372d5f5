/**
 * What `npm test` runs only in the integration tests' copy (tests/integration/extend-site.test.ts), as it does
 * the type-check: the copy is this checkout plus a page, a form field each and 60 articles. Paths within e2e/.
 */
export const FORMS_BROWSER_TESTS = ['contact-form.spec.ts', 'privacy-request-form.spec.ts'];
