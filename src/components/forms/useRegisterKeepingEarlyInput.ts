import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { takeRememberedControls } from './rememberedControls';
import { edited, isCheckable, replacedControl, type Control } from './replacedControls';

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

const inputOf = (control: Control) => (isCheckable(control) ? control.checked : control.value);

function restore({ control, input }: EarlyInput) {
  if (isCheckable(control)) control.checked = input as boolean;
  else control.value = input as string;
}

/**
 * `register`, for a form that is prerendered and hydrated: what the visitor typed, ticked or chose before
 * the app took over stays in the fields and becomes the form's values, so it is what gets sent. The same
 * holds when React had to build the form anew (./replacedControls.ts): each new control takes over the
 * input of the one it replaces.
 *
 * React leaves such input in the DOM as it hydrates, but react-hook-form writes its own values into the
 * fields as it registers them: each radio's registration unchecks the radio the visitor chose unless it
 * is the group's first, and a default overwrites any field its own edit detection misses. So while the
 * hydrated form commits, what the visitor had set is put back after every registration of its field;
 * once mounted, those fields are set as the form's values, which also updates watchers (the agent block).
 * A field that appears later (the agent block, once the agent choice is back) and replaces one the
 * visitor had filled is set as it registers.
 */
export function useRegisterKeepingEarlyInput<Values extends FieldValues>({
  register,
  setValue,
}: Pick<UseFormReturn<Values>, 'register' | 'setValue'>) {
  // The controls changed before the form mounted, by field name; null once it has mounted.
  const early = useRef<Map<Path<Values>, EarlyInput[]> | null>(new Map());
  // The controls remembered when React last had to build the page anew, this form's from now on.
  const remembered = useRef<Element[] | null>(null);

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
          if (!control) return registration.ref(control);
          const changed = early.current;
          // In the control it replaces, or in this very one (prerendered, and adopted by hydration).
          remembered.current ??= takeRememberedControls();
          const replaced = replacedControl(control, remembered.current);
          const source = changed && edited(control) ? control : replaced;
          // Read before registering: react-hook-form writes its own value into the control.
          const kept = source ? { control, input: inputOf(source) } : undefined;
          registration.ref(control);
          if (changed) {
            if (kept) changed.set(name, [...(changed.get(name) ?? []), kept]);
            changed.get(name)?.forEach(restore);
          } else if (kept) {
            restore(kept);
            setValue(name, domValue(control) as PathValue<Values, Path<Values>>, { shouldDirty: true });
          }
        },
      };
    },
    [register, setValue],
  );
}
