import { useEffect, useState, type ComponentProps } from 'react';
import { importOnce } from '@/lib/importOnce';

/** What a toast says. */
export interface Notice {
  title: string;
  description?: string;
}

type Sonner = typeof import('sonner');

/**
 * The forms' toasts are sonner's, about 9 KB gzip that a form page's first load does without: nothing can
 * be sent before hydration, so the library is fetched once the page is idle after it (see Toasts), and a
 * notice asked for before it has arrived waits for it. Each toast has an id of its own, known at once, so
 * that a dismissal reaches the toast it was meant for (with one fixed id, a quick failure's new toast
 * received the dismissal of the last one, which sonner applies a frame or two later, and vanished).
 */
const sonner = importOnce(() => import('sonner'));
let lastId = 0;

/** Shows a toast of `kind`; returns its id, for dismissToast. Nothing is shown if sonner cannot be loaded. */
export function showToast(kind: 'success' | 'error', { title, description }: Notice): number {
  const id = ++lastId;
  sonner().then(
    ({ toast }) => toast[kind](title, { id, description }),
    () => undefined,
  );
  return id;
}

export function dismissToast(id: number) {
  sonner().then(
    ({ toast }) => toast.dismiss(id),
    () => undefined,
  );
}

/** sonner's Toaster, rendered once the library has arrived, which it asks for when the page is first idle. */
export function Toasts(props: ComponentProps<Sonner['Toaster']>) {
  const [Toaster, setToaster] = useState<Sonner['Toaster']>();
  useEffect(() => {
    const load = () =>
      sonner().then(
        ({ Toaster }) => setToaster(() => Toaster),
        () => undefined,
      );
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 3000 });
    else setTimeout(load, 500);
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
