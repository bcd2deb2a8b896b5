import { messages } from '@partsmith/contract';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, type PDFObject, PDFStream, PDFString } from 'pdf-lib';
import { UnprocessableError } from '../../lib/errors';

/** %PDF-1.0 to %PDF-1.7, or %PDF-2.0, at the very start: an HTML page or anything else named .pdf has no such first bytes. */
const PDF_HEADER = /^%PDF-(1\.[0-7]|2\.0)/;
/** Readers accept the end-of-file marker within the last 1,024 bytes; a download cut off before it is incomplete. */
const END_OF_FILE_WINDOW = 1_024;
/** Objects parsed between two turns of the event loop, so that checking a large PDF never holds up other requests for long. */
const OBJECTS_PER_TURN = 500;

type ActiveContent = keyof typeof messages.datasheets.activeContent;

/** Names a PDF uses for what a reader would run or unpack rather than show, as a key of a dictionary or as a name value. */
const ACTIVE_KEYS: Record<string, ActiveContent> = {
  JS: 'javaScript',
  JavaScript: 'javaScript',
  Launch: 'launch',
  EmbeddedFile: 'embeddedFile',
  EmbeddedFiles: 'embeddedFile',
  EF: 'embeddedFile',
  RichMedia: 'richMedia',
  RichMediaContent: 'richMedia',
  RichMediaSettings: 'richMedia',
  XFA: 'xfa',
};
const ACTIVE_NAME_VALUES: Record<string, ActiveContent> = {
  JavaScript: 'javaScript',
  Launch: 'launch',
  EmbeddedFile: 'embeddedFile',
  RichMedia: 'richMedia',
};

const refuse = (message: string) => new UnprocessableError(message);

/** A name as a reader reads it: pdf-lib decodes only upper-case #xx escapes, a reader /#4aS as well as /#4AS (JS). */
const readName = (name: PDFName) => name.decodeText().replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The first active content in an object and everything written inside it (references are not followed: every
 * indirect object is checked on its own), or null. A loop with a stack, not recursion: nesting depth is the file's choice.
 */
function findActiveContent(object: PDFObject): ActiveContent | null {
  const stack = [object];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next instanceof PDFStream) stack.push(next.dict);
    else if (next instanceof PDFArray) stack.push(...next.asArray());
    else if (next instanceof PDFName) {
      const found = ACTIVE_NAME_VALUES[readName(next)];
      if (found) return found;
    } else if (next instanceof PDFDict) {
      for (const [key, value] of next.entries()) {
        const found = ACTIVE_KEYS[readName(key)];
        if (found) return found;
        stack.push(value);
      }
      // A link whose address is a script is JavaScript too.
      const uri = next.get(PDFName.of('URI'));
      if ((uri instanceof PDFString || uri instanceof PDFHexString) && /^\s*javascript:/i.test(uri.decodeText())) return 'javaScript';
    }
  }
  return null;
}

/**
 * Checks that `content` is a complete PDF with at least one page and nothing a reader would run, and answers the
 * document to store: pdf-lib's rewrite of exactly the objects that were checked, so that an object a reader would take
 * from elsewhere in the file (a second copy, bytes after the end) is never served. Refuses (422) what is no PDF, is
 * damaged or encrypted, or carries active content. Parsing yields to the event loop between batches of objects.
 */
export async function checkPdf(content: Buffer): Promise<Buffer> {
  if (!PDF_HEADER.test(content.subarray(0, 8).toString('latin1'))) throw refuse(messages.datasheets.notPdf);
  if (!content.subarray(-END_OF_FILE_WINDOW).includes('%%EOF')) throw refuse(messages.datasheets.unreadable);
  let document: PDFDocument;
  try {
    // Encryption is checked below: pdf-lib's own refusal is an Error that cannot be told apart from the others.
    document = await PDFDocument.load(content, { ignoreEncryption: true, throwOnInvalidObject: true, updateMetadata: false, parseSpeed: OBJECTS_PER_TURN });
  } catch {
    throw refuse(messages.datasheets.unreadable);
  }
  if (document.isEncrypted) throw refuse(messages.datasheets.encrypted);
  let pages: number;
  try {
    pages = document.getPageCount();
  } catch {
    throw refuse(messages.datasheets.unreadable);
  }
  if (pages < 1) throw refuse(messages.datasheets.noPages);
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const found = findActiveContent(object);
    if (found) throw refuse(messages.datasheets.activeContent[found]);
  }
  return Buffer.from(await document.save({ objectsPerTick: OBJECTS_PER_TURN, updateFieldAppearances: false }));
}
