export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export const isCheckable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** Whether the visitor changed a control from what the HTML gave it. */
export function edited(control: Control): boolean {
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    // With no option marked `selected` in the HTML, a single select shows its first.
    const marked = [...control.options].findIndex((option) => option.defaultSelected);
    return control.selectedIndex !== Math.max(marked, 0);
  }
  return control.value !== control.defaultValue;
}

/** What identifies a control across two renderings of its form: its id, or a checkbox's or radio's group and value. */
const identity = (control: Control) => (isCheckable(control) ? `${control.name}=${control.value}` : control.id);

/**
 * The control `control` replaces among `remembered` (./rememberedControls.ts), when that one is gone from
 * the page and the visitor had changed it; handed over once (it leaves `remembered`). A control that
 * replaces nothing (hydration adopted the remembered one itself) leaves it too: should the form be
 * rendered again later (after a confirmation), it starts empty.
 */
export function replacedControl(control: Control, remembered: Element[]): Control | undefined {
  const key = identity(control);
  const index = remembered.findIndex(
    (candidate) => (candidate === control || !candidate.isConnected) && identity(candidate as Control) === key,
  );
  if (!key || index === -1) return undefined;
  const [old] = remembered.splice(index, 1) as Control[];
  return old !== control && edited(old) ? old : undefined;
}
