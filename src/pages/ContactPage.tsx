import { Link } from '@/components/ui/Link';
import { CalendarDays, Mail } from 'lucide-react';
import { Seo } from '@/components/Seo';
import { PageHeader } from '@/components/PageHeader';
import { Container } from '@/components/ui/Container';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { ContactForm } from '@/features/contact/ContactForm';
import { contactPage } from '@/content/pages/contact';
import { site } from '@/config/site';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = contactPage;

export default function ContactPage() {
  return (
    <>
      <Seo {...contactPage} />
      <PageHeader
        eyebrow="Contact"
        title="Let’s talk about reaching patients the right way"
        lead={
          <p>
            Tell us about your brand, your audience and your channels, and a member of our team will get back to you.
          </p>
        }
      />
      {/* minmax(0, …) columns: the email address must not widen its column past the page's margin. */}
      <Container className="grid grid-cols-1 gap-10 py-12 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:py-16">
        <section
          aria-labelledby="message-heading"
          className="rounded-2xl border border-line bg-white p-6 shadow-card sm:p-8"
        >
          <h2 id="message-heading" className="text-2xl font-bold tracking-tight text-ink">
            Send us a message
          </h2>
          <p className="mt-2 text-muted">Fields marked with an asterisk (*) are required.</p>
          <ContactForm />
        </section>
        <aside className="space-y-6">
          <section
            aria-labelledby="meeting-heading"
            className="on-dark rounded-2xl bg-brand-darker p-5 text-white sm:p-7"
          >
            <CalendarDays className="size-8 text-brand-mist" aria-hidden="true" />
            <h2 id="meeting-heading" className="mt-4 text-xl font-semibold tracking-tight">
              Prefer to talk it through?
            </h2>
            <p className="mt-2 leading-relaxed text-brand-mist">
              Pick a time that suits you for a call with our team. Bring your campaign brief; we will bring the data.
            </p>
            <ExternalLink href={site.bookingUrl} className="btn btn-md btn-inverse mt-5">
              Schedule a Meeting
            </ExternalLink>
          </section>
          {/* p-5 on a phone: the email address, one long word, then fits a 320 px screen on one line. */}
          <section aria-labelledby="email-heading" className="rounded-2xl border border-line bg-surface p-5 sm:p-7">
            <Mail className="size-7 text-brand" aria-hidden="true" />
            <h2 id="email-heading" className="mt-4 text-lg font-semibold text-ink">
              Email us
            </h2>
            <p className="mt-2 text-muted">
              <a href={`mailto:${site.contactEmail}`} className="font-medium text-brand underline underline-offset-4">
                {site.contactEmail}
              </a>
            </p>
            <p className="mt-3 text-sm leading-relaxed text-muted">
              For privacy-rights requests, use the{' '}
              <Link to="/privacy-choices" className="font-medium text-brand underline underline-offset-4">
                privacy request form
              </Link>
              .
            </p>
          </section>
        </aside>
      </Container>
    </>
  );
}
