import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Seo } from '@/components/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn('404: no page at', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-prose flex-col items-center px-4 py-24 text-center sm:py-32">
      <Seo title="Page Not Found" noindex />
      <h1 className="text-7xl font-bold tracking-tight text-brand sm:text-8xl">404</h1>
      <p className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</p>
      <p className="mt-3 text-muted">The page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </section>
  );
}
