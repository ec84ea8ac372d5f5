import { Seo } from '@/components/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { CtaBand } from '@/components/ui/CtaBand';
import { FeatureGrid } from '@/components/ui/FeatureCard';
import { PageHero } from '@/components/ui/PageHero';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { dtcFeatures, dtcPage, dtcSteps } from '@/content/pages/dtc';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = dtcPage;

export default function DtcAudiencesPage() {
  return (
    <>
      <Seo {...dtcPage} />
      <PageHero
        eyebrow="DTC Audiences"
        title="Built for lawyers. Loved by marketers."
        lead={
          <p>
            Direct-to-consumer healthcare audiences your compliance team can follow in one sentence and your media team
            can put straight to work.
          </p>
        }
        actions={
          <ButtonLink to="/contact" variant="inverse" size="lg">
            Contact Us
          </ButtonLink>
        }
      />

      <section aria-labelledby="why-dtc-heading" className="py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="why-dtc-heading"
            eyebrow="The difference"
            title="Why Our DTC Audiences"
            intro={<p>Everything a health audience needs to perform, and no prediction about any patient.</p>}
          />
          <div className="mt-12">
            <FeatureGrid features={dtcFeatures} />
          </div>
        </Container>
      </section>

      <section aria-labelledby="how-heading" className="bg-surface py-16 sm:py-24">
        <Container>
          <SectionHeading id="how-heading" eyebrow="Three steps" title="How It Works" />
          <ol className="mt-12 grid gap-6 lg:grid-cols-3">
            {dtcSteps.map((step) => (
              <li key={step.number} className="relative rounded-2xl border border-line bg-white p-7">
                <span className="text-4xl font-bold tracking-tight text-brand" aria-hidden="true">
                  {step.number}
                </span>
                <h3 className="mt-4 text-xl font-semibold tracking-tight text-ink">
                  <span className="sr-only">Step {step.number}: </span>
                  {step.title}
                </h3>
                <p className="mt-3 leading-relaxed text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <CtaBand
        title="Ready to target without crossing a line?"
        text="See what a DTC audience looks like for your condition, your geography and your channels."
        action={{ label: 'Contact Us', to: '/contact' }}
      />
    </>
  );
}
