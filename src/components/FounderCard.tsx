import * as Avatar from '@radix-ui/react-avatar';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { LinkedInIcon } from '@/components/ui/LinkedInIcon';
import type { Founder } from '@/content/founders';
import { initials } from '@/lib/initials';
import * as review from '@/components/review/standIns';

const REVIEW = import.meta.env.MODE === 'review';

/** A founder: photo (initials until it loads, or if it fails), name, role, profile link and bio. */
export function FounderCard({ founder }: { founder: Founder }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-7 shadow-card sm:flex-row sm:gap-6">
      <Avatar.Root className="inline-flex size-24 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-brand-light ring-4 ring-brand-light">
        {founder.image && (
          <Avatar.Image
            src={founder.image}
            alt={`Portrait of ${founder.name}`}
            width={96}
            height={96}
            className="size-full object-cover"
          />
        )}
        <Avatar.Fallback className="text-2xl font-semibold text-brand-dark">
          <span aria-hidden="true">{initials(founder.name)}</span>
        </Avatar.Fallback>
      </Avatar.Root>
      <div className="mt-5 sm:mt-0">
        <h3 className="text-xl font-semibold tracking-tight text-ink">
          {REVIEW ? <review.StandIn value={founder.name}>{founder.name}</review.StandIn> : founder.name}
        </h3>
        <p className="text-[0.95rem] font-medium text-brand">
          {REVIEW ? <review.StandIn value={founder.role}>{founder.role}</review.StandIn> : founder.role}
        </p>
        <p className="mt-3 leading-relaxed text-muted">
          {REVIEW ? <review.StandIn value={founder.bio}>{founder.bio}</review.StandIn> : founder.bio}
        </p>
        <ExternalLink
          href={founder.profileUrl}
          className="mt-4 inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:text-brand-dark hover:underline"
        >
          <LinkedInIcon /> {founder.name} on LinkedIn
        </ExternalLink>
      </div>
    </article>
  );
}
