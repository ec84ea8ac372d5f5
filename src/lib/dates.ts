const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * '2025-10-22' -> 'October 22, 2025'. By hand rather than with Intl.DateTimeFormat: the first formatter
 * a page creates loads the browser's locale data, a 35 ms task on a fast laptop that ran on every page
 * showing a date, just to print an English month name. By hand it is also the same on the server
 * and in every browser, whatever their locale or time zone.
 */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date (YYYY-MM-DD): ${isoDate}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
