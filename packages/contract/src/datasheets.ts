import { z } from 'zod';
import { requiredText } from './fields';
import { messages } from './messages';

/** The multipart text field beside the file (DATASHEET_FIELD): what the part page calls the document, such as "Datasheet rev. C". */
export const DATASHEET_TITLE_FIELD = 'title';
export const MAX_DATASHEET_TITLE = 120;
export const datasheetTitleSchema = requiredText(messages.datasheets.titleRequired, MAX_DATASHEET_TITLE);

/** A stored file name: letters, digits, dot, hyphen and underscore, ending .pdf, at most 100 characters. */
export const MAX_DATASHEET_FILE_NAME = 100;
export const datasheetFileParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,14}$/, { error: 'id must be a positive whole number' }),
  fileName: z.string().max(MAX_DATASHEET_FILE_NAME, { error: `fileName must be at most ${MAX_DATASHEET_FILE_NAME} characters` }),
});
