import { Loader2 } from 'lucide-react';

/**
 * Beside a control that needs the app's script and is disabled until the page has hydrated: 'Loading… one
 * moment' while the script is on its way; 'Needs JavaScript' with JavaScript off, or once the script is late
 * (the `until-script-late` and `once-script-late` rules in index.css), all in CSS, as no script may run yet.
 * The control names it with aria-describedby.
 */
export function ScriptWaitNote({ id }: { id: string }) {
  return (
    <p id={id} className="text-sm font-medium text-muted">
      <span className="inline-flex items-center gap-2 noscript:hidden until-script-late">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        <span>Loading… one moment</span>
      </span>
      <span className="once-script-late noscript:static noscript:visible">Needs JavaScript</span>
    </p>
  );
}
