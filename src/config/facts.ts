/**
 * A fact about the company carries its status where it lives: confirmed, with the source that gives it
 * ('docs/requirements.md' for what the client fixed, or a public URL such as the company's own article),
 * or awaiting the company's confirmation, in which case the value is a stand-in that must not pass for a
 * fact (a 555-01xx number, an example.com URL).
 * Pages render both alike, so the demo looks finished; `npm run launch-check` lists what still awaits.
 */
export type FactStatus = { readonly status: 'confirmed'; readonly source: string } | { readonly status: 'awaiting' };

export type Fact<T> = FactStatus & { readonly value: T };

export function confirmed<T>(value: T, source: string): Fact<T> {
  return { value, status: 'confirmed', source };
}

export function awaiting<T>(value: T): Fact<T> {
  return { value, status: 'awaiting' };
}

export function isFact(candidate: unknown): candidate is Fact<unknown> {
  if (typeof candidate !== 'object' || candidate === null || !('value' in candidate)) return false;
  const { status } = candidate as { status?: unknown };
  return status === 'confirmed' || status === 'awaiting';
}

/** Every fact inside a value (objects and arrays, depth-first), with its path: 'privacyPhone', '[1].name'. */
export function factsIn(value: unknown, path = ''): { path: string; fact: Fact<unknown> }[] {
  if (isFact(value)) return [{ path, fact: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => factsIn(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, field]) => factsIn(field, path ? `${path}.${key}` : key));
  return [];
}

/** The strings a fact's value shows: a string itself, or an object's string fields (a phone's display and tel). */
export function factStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(factStrings);
  return [];
}

/** A fact's value type; anything else unchanged (distributes over optional fields' `| undefined`). */
type ValueOf<F> = F extends Fact<infer V> ? V : F;

/** A record with each fact replaced by its value: what the pages render. */
export type Values<T> = { readonly [K in keyof T]: ValueOf<T[K]> };

export function valuesOf<T extends object>(record: T): Values<T> {
  return Object.fromEntries(
    Object.entries(record).map(([key, field]) => [key, isFact(field) ? field.value : field]),
  ) as Values<T>;
}
