/**
 * The topics an article may carry (for feeds and JSON-LD), in the order the listing shows them as chips; a chip
 * matches title and summary text, not this field.
 */
export const TOPICS = [
  'HIPAA',
  'Privacy',
  'Audiences',
  'California',
  'AI',
  'Compliance',
  'Inference',
  'Podcasts',
] as const;
export type Topic = (typeof TOPICS)[number];
