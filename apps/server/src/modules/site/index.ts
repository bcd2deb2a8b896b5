export { createSiteModule } from './module';
