export { createUploadsModule } from './module';
