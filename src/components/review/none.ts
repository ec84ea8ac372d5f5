/*
 * What every build but the review build reads for each module of this folder (vite.config.ts): nothing. The review
 * build's marks (`npm run build:review`, Vite's mode 'review') are used only behind a module's own
 * `const REVIEW = import.meta.env.MODE === 'review'` (a constant imported from another module would not be folded),
 * which those builds read as false and drop; so neither the marks nor a module they import reaches dist/ or moves
 * anything between its chunks.
 */
export {};
