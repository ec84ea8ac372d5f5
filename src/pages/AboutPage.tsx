import { Seo } from '@/components/Seo';
import { FounderCard } from '@/components/FounderCard';
import { Container } from '@/components/ui/Container';
import { CtaBand } from '@/components/ui/CtaBand';
import { PageHero } from '@/components/ui/PageHero';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { founders } from '@/content/founders';
import { aboutPage, philosophy } from '@/content/pages/about';
import { site } from '@/config/site';

/** This page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = aboutPage;

export default function AboutPage() {
  return (
    <>
      <Seo {...aboutPage} />
      <PageHero
        eyebrow="About us"
        title="The rules of healthcare advertising have changed."
        lead={
          <p>
            Regulators and consumers now treat a guess about someone’s health as health data. We started {site.brand} to
            give healthcare marketers a way to reach patients that does not depend on that guess.
          </p>
        }
      />

      <section aria-labelledby="mission-heading" className="py-16 sm:py-24">
        <Container className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <SectionHeading
            id="mission-heading"
            eyebrow="Our Mission"
            title="Accelerating the use of ethical data in advertising."
          />
          <div className="space-y-5 text-lg leading-relaxed text-ink-soft">
            <p>
              Healthcare advertising matters. It tells people about treatments, trials and services they may not know
              exist. But for years it ran on individual-level data: records, devices and browsing histories fed into
              models that predicted who was probably sick.
            </p>
            <p>
              That approach is running out of road. State privacy and consumer-health-data laws, federal enforcement and
              patients’ own expectations have all moved against it. Our mission is to make the ethical path the
              practical one: audiences that are precise enough to perform and private enough to defend.
            </p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="philosophy-heading" className="bg-surface py-16 sm:py-24">
        <Container>
          <SectionHeading
            id="philosophy-heading"
            eyebrow="Our Philosophy"
            title="Privacy and performance are not a trade-off."
            intro={<p>Three convictions shape every audience we build.</p>}
          />
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {philosophy.map((item, index) => (
              <li key={item.title} className="rounded-2xl border border-line bg-white p-7">
                <span className="text-sm font-bold text-brand">0{index + 1}</span>
                <h3 className="mt-2 text-xl font-semibold tracking-tight text-balance text-ink">{item.title}</h3>
                <p className="mt-3 leading-relaxed text-muted">{item.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="founders-heading" className="pt-16 sm:pt-24">
        <Container>
          <SectionHeading
            id="founders-heading"
            eyebrow="Leadership"
            title="Meet Our Founders"
            intro={<p>Healthcare data and ad tech veterans who decided the industry could do better.</p>}
          />
          <ul className="mt-12 grid gap-6 lg:grid-cols-2">
            {founders.map((founder) => (
              <li key={founder.name}>
                <FounderCard founder={founder} />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CtaBand
        title="Let’s build your next audience together."
        text="Tell us what you are trying to reach. We will show you how to do it with group-level prevalence and no health prediction about any individual."
        action={{ label: 'Contact Us', to: '/contact' }}
      />
    </>
  );
}
