// A fixed locale and time zone so the prerendered HTML and the browser print the same date.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** '2025-10-22' -> 'October 22, 2025'. */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
