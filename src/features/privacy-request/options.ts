/**
 * The choices on the privacy request form (request types, and the 50 states, District of Columbia and 'Outside US'). Plain data with no browser or alias imports:
 * the local forms endpoint (tools/build/vite/formsEndpoint.ts) validates against the same lists.
 */

export const REQUEST_TYPE_OPTIONS = [
  { value: 'access', label: 'Access (know what data you have about me)' },
  { value: 'deletion', label: 'Deletion (delete my data)' },
  { value: 'correction', label: 'Correction' },
  { value: 'portability', label: 'Get a copy of my data (data portability)' },
  { value: 'opt-out', label: 'Opt out of sale, sharing, or targeted advertising' },
  { value: 'appeal', label: 'Appeal a prior decision' },
] as const;

export type RequestType = (typeof REQUEST_TYPE_OPTIONS)[number]['value'];

export const REQUEST_TYPE_VALUES = REQUEST_TYPE_OPTIONS.map((option) => option.value) as [
  RequestType,
  ...RequestType[],
];

export function requestTypeLabel(value: string): string {
  return REQUEST_TYPE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export const REQUEST_MAKER_OPTIONS = [
  { value: 'self', label: 'I am the consumer', hint: 'The request is about my own personal information.' },
  { value: 'agent', label: 'I am an authorized agent', hint: 'I am making the request on behalf of a consumer.' },
] as const;

export type RequestMaker = (typeof REQUEST_MAKER_OPTIONS)[number]['value'];

export const US_STATES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

export const DISTRICT_OF_COLUMBIA = 'District of Columbia';
export const OUTSIDE_US = 'Outside US';

/** The state select, in display order: the 50 states and DC alphabetically, then 'Outside US'. */
export const STATE_OPTIONS: readonly string[] = [...[...US_STATES, DISTRICT_OF_COLUMBIA].sort(), OUTSIDE_US];
