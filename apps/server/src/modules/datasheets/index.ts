export { createDatasheetsModule } from './module';
export type { DatasheetService } from './service';
