import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';

/** The quieter top of text-heavy pages (legal, resources, forms): h1, optional eyebrow and lead. */
export function PageHeader({ eyebrow, title, lead }: { eyebrow?: ReactNode; title: string; lead?: ReactNode }) {
  return (
    <header className="border-b border-line bg-surface py-14 sm:py-20">
      <Container>
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-brand">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl">{title}</h1>
        {lead && <div className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{lead}</div>}
      </Container>
    </header>
  );
}
