export { createPaymentsModule } from './module';
export type { PaymentService } from './service';
