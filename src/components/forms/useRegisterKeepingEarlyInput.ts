import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the visitor changed a control from what the HTML gave it. */
function edited(control: Control): boolean {
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return control.value !== control.defaultValue;
}

/**
 * A control's field value as the DOM holds it. The forms' checkboxes come in groups whose value is the
 * list of ticked values; a radio group's value is the chosen radio's.
 */
function domValue(control: Control): unknown {
  if (!isCheckable(control)) return control.value;
  const group = [...(control.form?.elements ?? [])].filter(
    (element): element is HTMLInputElement => element instanceof HTMLInputElement && element.name === control.name,
  );
  if (control.type === 'checkbox') return group.filter((box) => box.checked).map((box) => box.value);
  return group.find((radio) => radio.checked)?.value;
}

/** What the visitor set in a control: a checkbox's or radio's tick, any other control's value. */
type EarlyInput = { control: Control; input: boolean | string };

function restore({ control, input }: EarlyInput) {
  if (isCheckable(control)) control.checked = input as boolean;
  else control.value = input as string;
}

/**
 * `register`, for a form that is prerendered and hydrated: what the visitor typed, ticked or chose before
 * the app took over stays in the fields and becomes the form's values, so it is what gets sent.
 *
 * React leaves such input in the DOM as it hydrates, but react-hook-form writes its own values into the
 * fields as it registers them: each radio's registration unchecks the radio the visitor chose unless it
 * is the group's first, and a default overwrites any field its own edit detection misses. So while the
 * hydrated form commits, what the visitor had set is put back after every registration of its field;
 * once mounted, those fields are set as the form's values, which also updates watchers (the agent block).
 */
export function useRegisterKeepingEarlyInput<Values extends FieldValues>({
  register,
  setValue,
}: Pick<UseFormReturn<Values>, 'register' | 'setValue'>) {
  // The controls changed before hydration, by field name; null once the form has mounted.
  const early = useRef<Map<Path<Values>, EarlyInput[]> | null>(new Map());

  useEffect(() => {
    const changed = early.current;
    early.current = null;
    changed?.forEach(([{ control }], name) =>
      setValue(name, domValue(control) as PathValue<Values, Path<Values>>, { shouldDirty: true }),
    );
  }, [setValue]);

  return useCallback(
    (name: Path<Values>): UseFormRegisterReturn<Path<Values>> => {
      const registration = register(name);
      return {
        ...registration,
        ref: (control: Control | null) => {
          const changed = early.current;
          if (!control || !changed) return registration.ref(control);
          if (edited(control)) {
            const input = isCheckable(control) ? control.checked : control.value;
            changed.set(name, [...(changed.get(name) ?? []), { control, input }]);
          }
          registration.ref(control);
          changed.get(name)?.forEach(restore);
        },
      };
    },
    [register],
  );
}
