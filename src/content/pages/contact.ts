import { site } from '@/config/site';
import type { PageMeta } from './types';

export const contactPage: PageMeta = {
  title: 'Contact',
  description: `Talk to ${site.brand} about privacy-safe healthcare audiences: send us a message or schedule a meeting.`,
};
