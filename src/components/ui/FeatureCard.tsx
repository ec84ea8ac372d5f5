import type { Feature } from '@/content/pages/types';

export function FeatureCard({ icon: Icon, title, description }: Feature) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-7 shadow-card">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-light text-brand">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h3 className="mt-5 text-xl font-semibold tracking-tight text-ink">{title}</h3>
      <p className="mt-3 leading-relaxed text-muted">{description}</p>
    </article>
  );
}

export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureCard {...feature} />
        </li>
      ))}
    </ul>
  );
}
