import { Seo } from '@/components/Seo';
import { PageHeader } from '@/components/PageHeader';
import { Container } from '@/components/ui/Container';
import { ResourceSearch } from '@/features/resources/ResourceSearch';
import { resourcesPage } from '@/content/pages/resources';

export default function ResourcesPage() {
  return (
    <>
      <Seo {...resourcesPage} />
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
