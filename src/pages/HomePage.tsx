import { CheckCircle2, XCircle } from 'lucide-react';
import { Link } from '@/components/ui/Link';
import { Seo } from '@/components/Seo';
import { GroupsIllustration } from '@/components/GroupsIllustration';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { CtaBand } from '@/components/ui/CtaBand';
import { FeatureGrid } from '@/components/ui/FeatureCard';
import { PageHero } from '@/components/ui/PageHero';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { comparison, homeClaims, homePage, whyFeatures } from '@/content/pages/home';
import { site } from '@/config/site';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = homePage;

export default function HomePage() {
  return (
    <>
      <Seo {...homePage} path="/" />
      <PageHero
        eyebrow="Privacy-safe healthcare audience data"
        title="Increase patient conversion without compromising privacy"
        lead={<p>{site.tagline}</p>}
        actions={
          <>
            <ButtonLink to="/contact" variant="inverse" size="lg">
              Get Started
            </ButtonLink>
            <a href="#why-section" className="btn btn-lg btn-outline-on-dark">
              Why {site.brand}
            </a>
          </>
        }
        aside={<GroupsIllustration />}
      />

      <section aria-label="What we stand for" className="border-b border-line bg-surface">
        <Container>
          <ul className="grid grid-cols-1 gap-x-8 gap-y-3 py-6 sm:grid-cols-2 lg:grid-cols-4">
            {homeClaims.map((claim) => (
              <li key={claim} className="flex items-center gap-2.5 text-[0.95rem] font-medium text-ink">
                <CheckCircle2 className="size-5 shrink-0 text-brand" aria-hidden="true" />
                {claim}
              </li>
            ))}
          </ul>
          {/* Washington asks a business handling consumer health data to link its policy prominently from the home page. */}
          <p className="border-t border-line py-4 text-[0.95rem] text-ink-soft">
            What health data our audiences may use and share, and your rights over it: read our{' '}
            <Link
              to="/consumer-health-data-privacy-policy"
              className="font-medium text-brand underline underline-offset-4 hover:text-brand-dark"
            >
              Consumer Health Data Privacy Policy
            </Link>
            .
          </p>
        </Container>
      </section>

      <CtaBand
        title="Ready to transform your healthcare marketing?"
        text="Tell us the condition, the audience and the channels you plan to use. We will show you what a privacy-safe segment looks like for your brand."
        action={{ label: 'Contact Us', to: '/contact' }}
      />

      <section id="why-section" aria-labelledby="why-heading" className="pb-16 pt-8 sm:pb-24 sm:pt-12">
        <Container>
          <SectionHeading
            id="why-heading"
            eyebrow="The difference"
            title={`Why ${site.brand}`}
            intro={
              <>
                <p>
                  Health advertising used to mean guessing who was sick. Regulators now treat that guess as sensitive
                  health data. {site.brand} builds health audiences from the prevalence of groups instead, with no
                  health prediction about any individual.
                </p>
                {/* The company states only random groups, prevalence per group and no individual prediction; a
                    reader will ask how random groups can differ in prevalence: awaiting the company. */}
                <p className="mt-4">
                  We place people into random groups and measure how common a condition is in each group.{' '}
                  {site.groupsMethod}
                </p>
              </>
            }
          />
          <div className="mt-12">
            <FeatureGrid features={whyFeatures} />
          </div>

          <div className="mt-16 grid gap-6 lg:grid-cols-2">
            {[comparison.old, comparison.blueprint].map((column, index) => {
              const good = index === 1;
              const Icon = good ? CheckCircle2 : XCircle;
              return (
                <div
                  key={column.title}
                  className={
                    good
                      ? 'rounded-2xl border-2 border-brand bg-brand-light p-7'
                      : 'rounded-2xl border border-line bg-surface p-7'
                  }
                >
                  <h3 className="text-lg font-semibold text-ink">{column.title}</h3>
                  <ul className="mt-4 space-y-3">
                    {column.points.map((point) => (
                      <li key={point} className="flex gap-3 leading-relaxed text-ink-soft">
                        <Icon
                          className={`mt-0.5 size-5 shrink-0 ${good ? 'text-brand' : 'text-muted'}`}
                          aria-hidden="true"
                        />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </div>

          <div className="mt-16 grid items-center gap-8 rounded-2xl border border-line bg-white p-8 shadow-card md:grid-cols-[1fr_auto] md:p-10">
            <div>
              <h3 className="text-2xl font-bold tracking-tight text-balance text-ink">
                Built by healthcare data and ad tech veterans
              </h3>
              <p className="mt-3 max-w-2xl leading-relaxed text-muted">
                {/* The company's one claim about who built it; nothing about the founders' careers is known. */}
                {site.brand} comes from healthcare data and the ad tech that delivers it. We built it so health
                marketers can reach the groups where a condition is common, with precision and without a prediction
                about any patient.
              </p>
            </div>
            <ButtonLink to="/about" variant="secondary">
              {/* The client's wording, made descriptive for screen readers and link lists (WCAG 2.4.4). */}
              Learn More<span className="sr-only"> about the Blueprint team</span>
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
