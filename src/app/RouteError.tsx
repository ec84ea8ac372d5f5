import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Link } from '@/components/ui/Link';
import { Seo } from '@/components/Seo';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Router fallback for unexpected failures, shown inside the site's layout: 'Unexpected Application Error!' with the error's status or message. */
export function RouteError() {
  const error = useRouteError();
  return (
    <section className="mx-auto max-w-prose px-4 py-24 text-center sm:px-6">
      <Seo title="Unexpected Application Error" noindex />
      <h1 className="text-display-sm text-ink">Unexpected Application Error!</h1>
      <p className="mt-4 font-mono text-muted">{describe(error)}</p>
      <p className="mt-8">
        <Link to="/" className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark">
          Return to the home page
        </Link>
      </p>
    </section>
  );
}
