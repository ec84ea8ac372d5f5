import { useLoaderData, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router-dom';
import { Seo } from '@/components/Seo';
import { PageHeader } from '@/components/PageHeader';
import { Container } from '@/components/ui/Container';
import { ResourceSearch } from '@/features/resources/ResourceSearch';
import { pageParam, type ListingPage } from '@/features/resources/listing';
import { loadListingPage } from '@/features/resources/listingPageData';
import { listingPageMeta } from '@/features/resources/listingPageMeta';
import { takePrerenderedListing } from '@/features/resources/prerenderedListing';
import NotFoundPage from './NotFoundPage';

/** The first page's title and description (src/app/pageTable.ts): its social image reads them too. */
export const meta = listingPageMeta(1);

/**
 * One page of the listing's cards: from the server-side registry when prerendering, from the prerendered
 * page's data block when hydrating, else from the page's JSON. Undefined for a page that does not exist.
 */
export async function loader({ params }: LoaderFunctionArgs): Promise<ListingPage | null> {
  const page = pageParam(params.page);
  if (page === undefined) return null;
  if (import.meta.env.SSR) {
    const { listingPage } = await import('@/features/resources/listingData');
    return listingPage(page) ?? null;
  }
  return takePrerenderedListing(page) ?? (await loadListingPage(page)) ?? null;
}

/**
 * A page's cards change only with the page: typing rewrites ?q= on every key, and those navigations must
 * not fetch anything (nor wait for a loader, which would hold the URL behind the text being typed).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

export default function ResourcesPage() {
  const listing = useLoaderData<typeof loader>();
  if (!listing) return <NotFoundPage />;
  return (
    <>
      <Seo {...listingPageMeta(listing.page)} />
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
        <ResourceSearch key={listing.page} listing={listing} />
      </Container>
    </>
  );
}
