import type { ReactNode } from 'react';
import { ButtonLink, type ButtonLinkProps } from './ButtonLink';
import { Container } from './Container';

export interface CtaBandProps {
  title: string;
  text?: ReactNode;
  action: { label: string; to: ButtonLinkProps['to'] };
}

/** The closing call to action of a page: a dark band with one button. */
export function CtaBand({ title, text, action }: CtaBandProps) {
  return (
    <section className="py-16 sm:py-20">
      <Container>
        <div className="on-dark relative overflow-hidden rounded-2xl bg-brand-darker px-6 py-14 text-center sm:px-12">
          <div className="pattern-grid absolute inset-0 opacity-20" aria-hidden="true" />
          <div className="relative mx-auto max-w-2xl">
            <h2 className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">{title}</h2>
            {text && <p className="mt-4 text-lg leading-relaxed text-brand-mist">{text}</p>}
            <div className="mt-8">
              <ButtonLink to={action.to} variant="inverse" size="lg">
                {action.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </section>
  );
}
