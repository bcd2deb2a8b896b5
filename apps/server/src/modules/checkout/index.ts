export { createCheckoutModule } from './module';
export type { CheckoutOrders, CheckoutService } from './service';
