import type { SiteContent, SiteContentOverrides } from '@partsmith/contract';
import { defaultSiteContent } from './default-content';

/**
 * The configured content over the defaults: each section replaces the default one, contact details one by one.
 * Blog posts are answered newest first, whatever order the file lists them in.
 */
export function resolveSiteContent(overrides: SiteContentOverrides, publicUrl: string): SiteContent {
  const defaults = defaultSiteContent(publicUrl);
  return {
    contact: { ...defaults.contact, ...overrides.contact },
    about: overrides.about ?? defaults.about,
    portfolio: overrides.portfolio ?? defaults.portfolio,
    blog: [...(overrides.blog ?? defaults.blog)].sort((a, b) => b.date.localeCompare(a.date)),
  };
}
