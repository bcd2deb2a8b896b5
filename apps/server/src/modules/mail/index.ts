import type { createMailModule } from './module';

export { createMailModule } from './module';
export type { OrderChange, OrderMailer, QuoteChange, QuoteMailer } from './service';
/** The mail service other modules and tests use, with `deliverDue` (send what is due now). */
export type MailService = ReturnType<typeof createMailModule>['service'];
