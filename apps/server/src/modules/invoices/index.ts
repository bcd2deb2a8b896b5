export { createInvoicesModule } from './module';
export type { InvoiceService } from './service';
