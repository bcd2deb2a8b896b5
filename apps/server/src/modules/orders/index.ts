export { createOrdersModule } from './module';
export type { OrderService } from './service';
export { changeOrderStatus } from './lifecycle';
export { MAX_ORDER_TOTAL_CENTS } from './repository';
