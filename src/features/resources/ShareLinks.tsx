import { ExternalLink } from '@/components/ui/ExternalLink';
import { LinkedInIcon } from '@/components/ui/LinkedInIcon';

/** The professional network's share URL for a page (spec §2: url, title, summary). */
export function linkedInShareUrl({ url, title, summary }: { url: string; title: string; summary: string }): string {
  const params = new URLSearchParams({ mini: 'true', url, title, summary });
  return `https://www.linkedin.com/shareArticle?${params.toString()}`;
}

export function ShareLinks(props: { url: string; title: string; summary: string }) {
  return (
    <div className="mt-12 flex flex-wrap items-center gap-3 border-t border-line pt-8">
      <p className="font-semibold text-ink">Share this article:</p>
      {/* The network's own blue, so the button reads as its share button. */}
      <ExternalLink href={linkedInShareUrl(props)} className="btn btn-sm bg-[#0A66C2] text-white hover:bg-[#004182]">
        <LinkedInIcon />
        Share on LinkedIn
      </ExternalLink>
    </div>
  );
}
