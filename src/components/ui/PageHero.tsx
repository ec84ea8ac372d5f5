import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Container } from './Container';

export interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** 'full' fills the first screen (Privacy by Design). */
  size?: 'default' | 'full';
  /** Optional artwork shown beside the text on wide screens. */
  aside?: ReactNode;
}

/** The top of a page: the page's only h1, on the brand's dark band with a soft grid. */
export function PageHero({ eyebrow, title, lead, actions, size = 'default', aside }: PageHeroProps) {
  return (
    <section
      className={cn(
        'on-dark relative isolate overflow-hidden bg-brand-darker text-white',
        size === 'full' ? 'flex min-h-[calc(100svh-4rem)] items-center py-20' : 'py-20 sm:py-28',
      )}
    >
      <div className="pattern-grid absolute inset-0 -z-10 opacity-25" aria-hidden="true" />
      <div className="hero-glow absolute inset-0 -z-10" aria-hidden="true" />
      <Container className={cn(aside && 'grid items-center gap-12 lg:grid-cols-[1.15fr_1fr]')}>
        <div className={cn(!aside && 'max-w-3xl', size === 'full' && !aside && 'mx-auto text-center')}>
          {eyebrow && (
            <p className="inline-flex items-center rounded-full border border-white/25 bg-white/10 px-3 py-1 text-sm font-medium text-brand-mist">
              {eyebrow}
            </p>
          )}
          <h1 className="mt-5 text-display-sm text-balance sm:text-display lg:text-display-lg">{title}</h1>
          {lead && <div className="mt-6 text-lg leading-relaxed text-brand-mist sm:text-xl">{lead}</div>}
          {actions && (
            <div className={cn('mt-9 flex flex-wrap gap-3', size === 'full' && !aside && 'justify-center')}>
              {actions}
            </div>
          )}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </Container>
    </section>
  );
}
