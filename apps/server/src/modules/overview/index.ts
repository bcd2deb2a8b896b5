export { createOverviewModule } from './module';
