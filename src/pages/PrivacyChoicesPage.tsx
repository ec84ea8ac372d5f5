import { Link } from '@/components/ui/Link';
import { Seo } from '@/components/Seo';
import { PageHeader } from '@/components/PageHeader';
import { Container } from '@/components/ui/Container';
import { GPC_TEXT } from '@/features/privacy-request/gpcText';
import { PrivacyRequestForm } from '@/features/privacy-request/PrivacyRequestForm';
import { PrivacyChoicesIcon } from '@/components/ui/PrivacyChoicesIcon';
import { NEVER_TIED_TO } from '@/content/legal/audienceServices';
import { privacyChoicesPage } from '@/content/pages/privacyChoices';
import { site } from '@/config/site';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = privacyChoicesPage;

const linkClass = 'font-medium text-brand underline underline-offset-4 hover:text-brand-dark';

export default function PrivacyChoicesPage() {
  return (
    <>
      <Seo {...privacyChoicesPage} />
      <PageHeader
        eyebrow={
          <span className="inline-flex items-center gap-2">
            Your Privacy Choices
            <PrivacyChoicesIcon className="shrink-0" />
          </span>
        }
        title="Submit a privacy request"
        lead={
          <p>
            Use this form to exercise the privacy rights your state gives you, for yourself or as an authorized agent.
          </p>
        }
      />
      <Container className="py-12 lg:py-16">
        <div className="mx-auto max-w-3xl">
          <div className="space-y-4 leading-relaxed text-ink-soft">
            <p>
              {site.brand} builds healthcare audiences from random groups and measures prevalence at group level. The
              audience data we hold is tied only to{' '}
              <strong className="font-semibold text-ink">pseudonymous identifiers</strong>, never to {NEVER_TIED_TO},
              and we hold <strong className="font-semibold text-ink">no data about anyone under 18</strong>. We use the
              details you give below only to verify your request and to answer you. {site.requestMatching}
            </p>
            <p>
              If your browser sends a Global Privacy Control (GPC) signal, we {GPC_TEXT.honored} {GPC_TEXT.audienceData}
            </p>
            <p>
              If you live in California, you can also ask every registered data broker at once to delete your personal
              information through the California Privacy Protection Agency’s Delete Request and Opt-out Platform (DROP).{' '}
              {site.dropRequests}
            </p>
            <p>
              If you are an authorized agent, we may ask for proof that the consumer gave you signed permission to act
              for them, and we may ask the consumer to verify their identity with us directly.
            </p>
            <p>
              You can also make a request by email at{' '}
              <a href={`mailto:${site.privacyEmail}`} className={linkClass}>
                {site.privacyEmail}
              </a>{' '}
              or by calling us toll-free at{' '}
              <a href={`tel:${site.privacyPhone.tel}`} className={linkClass}>
                {site.privacyPhone.display}
              </a>
              . Our{' '}
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>{' '}
              explains your rights in full.
            </p>
          </div>
          <PrivacyRequestForm />
        </div>
      </Container>
    </>
  );
}
