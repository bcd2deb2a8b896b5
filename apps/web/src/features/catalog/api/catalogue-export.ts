import { apiUrl } from '@/lib/api-client';

/** The address of the catalogue's CSV file (admin only). A plain link downloads it: the session cookie goes along, and the server names the file. */
export const catalogueExportUrl = () => apiUrl('/catalogue/export.csv');
