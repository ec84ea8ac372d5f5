import { Seo } from '@/components/Seo';
import { PageHeader } from '@/components/PageHeader';
import { Container } from '@/components/ui/Container';
import { ResourceSearch } from '@/features/resources/ResourceSearch';

export default function ResourcesPage() {
  return (
    <>
      <Seo
        title="Resources"
        description="Articles, analysis and podcasts for healthcare marketers on advertising in the Privacy Era: HIPAA, state privacy laws, AI rules and privacy-safe audiences."
      />
      <PageHeader
        eyebrow="Insights"
        title="Resources"
        lead={
          <p>
            Clear guidance for healthcare advertising in the Privacy Era: the laws, the cases and the strategies that
            work.
          </p>
        }
      />
      <Container className="py-10 sm:py-14">
        <ResourceSearch />
      </Container>
    </>
  );
}
