import { messages, type SiteContent, type SiteContentOverrides } from '@partsmith/contract';
import type { Config } from '../../config';
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

/** Stripe keys for its test mode take no real money either. */
const takesNoMoney = (payments: Config['payments']) => payments.provider === 'test' || /^(sk|rk)_test_/.test(payments.secretKey);

/** What every page of a shop that is not for real says at its top (test payments, demo data), or null for a real shop. */
export function shopNotice(config: Pick<Config, 'payments' | 'seedDemo'>): string | null {
  if (takesNoMoney(config.payments)) return messages.shopNotice.testPayments;
  if (config.seedDemo) return messages.shopNotice.demoData;
  return null;
}
