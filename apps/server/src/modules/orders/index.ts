export { createOrdersModule } from './module';
export type { OrderService } from './service';
export { changeOrderStatus } from './lifecycle';
