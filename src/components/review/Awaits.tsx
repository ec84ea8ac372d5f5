import type { ReactNode } from 'react';
import type { Fact } from '@/config/facts';

/*
 * The review build's marks (`npm run build:review`, Vite's mode 'review'): the passage or stand-in they wrap
 * awaits the company or counsel, and their note says what must be decided. Every other build reads this folder
 * as nothing (./none.ts), and src/index.css keeps its classes out of their stylesheet.
 */

interface MarkProps {
  /** Names what awaits, the same on every mark of it: a page's marks count what awaits there. */
  id: string;
  /** What must be decided. */
  note: ReactNode;
  children?: ReactNode;
}

/** A word, address or figure inside a line: highlighted, with its note after it. */
export function Awaits({ id, note, children }: MarkProps) {
  return (
    <mark
      data-review={id}
      className="rounded-sm bg-amber-100 px-0.5 text-ink outline-2 outline-amber-700 outline-dashed box-decoration-clone"
    >
      {children}
      <span className="ml-1 inline-block rounded-sm bg-amber-800 px-1.5 py-px align-[0.1em] text-xs leading-snug font-semibold tracking-normal text-white normal-case">
        {note}
      </span>
    </mark>
  );
}

/** A passage of one or more blocks: framed, its note above it. */
export function AwaitsBlock({ id, label, note, children }: MarkProps & { label: string }) {
  return (
    <div data-review={id} className="my-6 rounded-lg border-2 border-dashed border-amber-700 bg-amber-50 px-4 py-3">
      <p className="text-sm leading-relaxed text-amber-950">
        <span className="mr-1.5 inline-block rounded-sm bg-amber-800 px-1.5 text-xs font-semibold text-white uppercase tracking-wide">
          {label}
        </span>
        {note}
      </p>
      {children}
    </div>
  );
}

/** Marks `children` while `fact` awaits confirmation. */
export function FactMark({ fact, ...mark }: MarkProps & { fact: Fact<unknown> }) {
  return fact.status === 'awaiting' ? <Awaits {...mark} /> : mark.children;
}
