export { createQuotesModule } from './module';
export type { QuoteService } from './service';
