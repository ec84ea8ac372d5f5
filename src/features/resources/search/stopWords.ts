/**
 * The small words of a question ("how does HIPAA apply to marketing", "can I use health data for ads"):
 * an article need not contain them to be found, since many readers type them and no article is about
 * them. Left out on purpose: "us" (the United States in these articles), "may" (the month), and "no",
 * "not", "without", whose meaning a reader may well be asking about.
 */
const STOP_WORDS = new Set(
  (
    'a an the and or but if then than so as of to in on at by for from with about into onto over under ' +
    'is are was were be been being am do does did doing done have has had having ' +
    'can could should would will shall might must ' +
    'i im me my mine we our ours you your yours he him his she her hers it its they them their theirs ' +
    'this that these those there here what which who whom whose how why when where'
  ).split(' '),
);

export function isStopWord(folded: string): boolean {
  return STOP_WORDS.has(folded);
}
