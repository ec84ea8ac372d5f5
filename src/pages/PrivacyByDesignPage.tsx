import { Seo } from '@/components/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { CtaBand } from '@/components/ui/CtaBand';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { PageHero } from '@/components/ui/PageHero';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { approach, privacyByDesignPage } from '@/content/pages/privacyByDesign';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = privacyByDesignPage;

export default function PrivacyByDesignPage() {
  return (
    <>
      <Seo {...privacyByDesignPage} />
      <PageHero
        size="full"
        eyebrow="Privacy by Design"
        title="Privacy isn’t negotiable."
        lead={
          <p>
            It is not a setting, a consent banner or a clause in a contract. It is how our audiences are built, from the
            first line of code.
          </p>
        }
        actions={
          <ButtonLink to="#our-approach" variant="inverse" size="lg">
            See our approach
          </ButtonLink>
        }
      />

      <section id="our-approach" aria-labelledby="approach-heading" className="pt-16 sm:pt-24">
        <Container>
          <SectionHeading
            id="approach-heading"
            eyebrow="How we work"
            title="Our Approach"
            intro={
              <p>
                Most health audiences start with people and try to protect them afterwards. We start with groups, so no
                audience carries a health prediction about any one person.
              </p>
            }
          />
          <ul className="mt-12 grid gap-6 md:grid-cols-2">
            {approach.map((item) => (
              <li key={item.title}>
                <FeatureCard {...item} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CtaBand
        title="Privacy is the foundation. Precision is the outcome."
        text="Find out how group-level audiences can reach the patients your brand serves."
        action={{ label: 'Contact Us', to: '/contact' }}
      />
    </>
  );
}
