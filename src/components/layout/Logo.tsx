import { Link } from '@/components/ui/Link';
import { site } from '@/config/site';

/** The brand mark: four tiles, two of them faded — people in random groups, never singled out. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <g fill="#fff">
        <rect x="7" y="7" width="8" height="8" rx="2" />
        <rect x="17" y="7" width="8" height="8" rx="2" opacity=".55" />
        <rect x="7" y="17" width="8" height="8" rx="2" opacity=".55" />
        <rect x="17" y="17" width="8" height="8" rx="2" />
      </g>
    </svg>
  );
}

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2.5 rounded-md text-brand" aria-label={`${site.brand} home`}>
      <LogoMark />
      <span className="text-xl font-bold tracking-tight text-ink">{site.brand}</span>
    </Link>
  );
}
