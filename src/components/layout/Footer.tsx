import { Link } from '@/components/ui/Link';
import { footerNav, mainNav, type NavItem } from '@/config/nav';
import { site } from '@/config/site';
import { PrivacyChoicesIcon } from '@/components/ui/PrivacyChoicesIcon';
import { asSentence } from '@/lib/sentence';
import { LogoMark } from './Logo';
import * as review from '@/components/review/standIns';

const PRIVACY_CHOICES_PATH = '/privacy-choices';

const REVIEW = import.meta.env.MODE === 'review';

// Home is the logo's job and Contact sits in the legal column the client asks for.
const companyLinks = mainNav.filter((item) => item.path !== '/' && !footerNav.some((f) => f.path === item.path));

export function Footer() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <div className="flex items-center gap-2.5 text-brand">
            <LogoMark className="size-7" />
            <span className="text-lg font-bold tracking-tight text-ink">{site.brand}</span>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-muted">
            Privacy-safe healthcare audiences built from random groups and group-level prevalence. Only pseudonymous
            identifiers. No individual health predictions.
          </p>
        </div>
        <FooterLinks label="Site" heading="Company" items={companyLinks} />
        <FooterLinks label="Legal" heading="Legal" items={footerNav} />
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-content px-4 py-6 text-sm text-muted sm:px-6 lg:px-8">
          © {site.copyrightYear} {REVIEW ? <LegalName /> : asSentence(site.legalName)} All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function LegalName() {
  return <review.StandIn value={site.legalName}>{asSentence(site.legalName)}</review.StandIn>;
}

function FooterLinks({ label, heading, items }: { label: string; heading: string; items: NavItem[] }) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold text-ink">{heading}</h2>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="inline-flex items-center gap-2 text-sm text-muted hover:text-brand">
              {item.name}
              {/* California requires its opt-out icon next to the opt-out link's title. */}
              {item.path === PRIVACY_CHOICES_PATH && <PrivacyChoicesIcon className="shrink-0" />}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
