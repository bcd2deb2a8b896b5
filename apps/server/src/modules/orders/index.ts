export { createOrdersModule } from './module';
export type { OrderService } from './service';
export { createOrderCommands } from './commands';
export { MAX_ORDER_TOTAL_CENTS, type TaxRulesReader } from './placing';
export type { OrderChangeListener } from './lifecycle';
export { allocateToWaitingLines } from './backorders';
