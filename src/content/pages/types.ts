import type { LucideIcon } from 'lucide-react';

/**
 * A static page's title and description, written once: the page's <Seo> (its <title>, meta description
 * and social tags) and the build's social image (tools/build/social-images/) both read them from here.
 */
export interface PageMeta {
  /** The page title, without the brand suffix. */
  title: string;
  /** Meta description and the line under the title on the card; omitted, the brand's default. */
  description?: string;
}

/** A feature card's content: an icon, a title and a sentence (components/ui/FeatureCard draws it). */
export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}
