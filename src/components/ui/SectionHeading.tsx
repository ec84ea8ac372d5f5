import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  className?: string;
}

/** The h2 that opens a page section, with an optional eyebrow label and intro paragraph. */
export function SectionHeading({ eyebrow, title, intro, id, align = 'left', className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </h2>
      {intro && <div className="mt-4 text-lg leading-relaxed text-muted">{intro}</div>}
    </div>
  );
}
