/**
 * A form declared as one table of fields, in screen order: each entry's name, label, kind of control,
 * validation rule and presentation. A form's values, defaults, focus order, payload and summary are
 * derived from it, so a new field is one entry. Plain data with no browser or '@/'-aliased imports: the
 * forms' schemas are built from these tables and the Vite config loads them in Node.
 */
import type * as z from 'zod/mini';

export type FieldKind = 'text' | 'email' | 'tel' | 'select' | 'textarea' | 'checkboxes' | 'radio';

export interface FieldOption {
  readonly value: string;
  readonly label: string;
  /** A second line under the option's label. */
  readonly hint?: string;
}

export interface FieldSpec {
  readonly label: string;
  readonly kind: FieldKind;
  /** Marks the field required (asterisk, `required`); always with a rule that refuses ''. */
  readonly required?: boolean;
  /** Whether a value is accepted, with the message when not. */
  readonly rule: z.ZodMiniType;
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric';
  /** Spans both columns of its section's grid. */
  readonly wide?: boolean;
  /** A select's first, empty option; a textarea's placeholder. */
  readonly placeholder?: string;
  /** A line under a choice group's legend. */
  readonly hint?: string;
  readonly options?: readonly FieldOption[] | readonly string[];
  /** A textarea's height in lines. */
  readonly rows?: number;
  /** The form's group of fields it belongs to, when the form has several. */
  readonly section?: string;
  /** Its row in the confirmation; fields with the same row are shown together (first and last name). */
  readonly summary?: string;
}

export type FieldTable = Readonly<Record<string, FieldSpec>>;

/** The zod shape of a table: each rule under its field's name, in screen order. */
export type ShapeOf<Table extends FieldTable> = { -readonly [Name in keyof Table]: Table[Name]['rule'] };

export function shapeOf<Table extends FieldTable>(table: Table): ShapeOf<Table> {
  return Object.fromEntries(Object.entries(table).map(([name, field]) => [name, field.rule])) as ShapeOf<Table>;
}

/** The field names in screen order (the order focus looks for the first error in). */
export const fieldNames = <Table extends FieldTable>(table: Table) => Object.keys(table) as (keyof Table & string)[];

/** A field's options as value and label (a plain string is both). */
export const optionsOf = (field: FieldSpec): FieldOption[] =>
  (field.options ?? []).map((option) => (typeof option === 'string' ? { value: option, label: option } : option));

/** A blank form: no box ticked, no radio chosen (the visitor must pick one), every other control empty. */
export function emptyValues(table: FieldTable): Record<string, unknown> {
  const empty = (field: FieldSpec) => (field.kind === 'checkboxes' ? [] : field.kind === 'radio' ? undefined : '');
  return Object.fromEntries(Object.entries(table).map(([name, field]) => [name, empty(field)]));
}

/** A value as it is sent: a list copied, text exactly as typed, an untouched optional field as ''. */
export const sentValue = (value: unknown): unknown => (Array.isArray(value) ? [...value] : (value ?? ''));

/** `table`'s fields under `names`, in the table's order, from `values` as they are sent. */
export function sentFields(table: FieldTable, values: Record<string, unknown>, names = Object.keys(table)) {
  return Object.fromEntries(names.map((name) => [name, sentValue(values[name])]));
}
