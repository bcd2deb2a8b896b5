import crypto from 'node:crypto';
import { type Datasheet, MAX_DATASHEETS_PER_PART, MAX_DATASHEET_FILE_NAME, messages } from '@partsmith/contract';
import { BusyError, ConflictError, NotFoundError } from '../../lib/errors';
import { createWorkGate } from '../../lib/work-gate';
import { type AuditActor, auditedAs } from '../audit';
import type { DatasheetOfPart, DatasheetRepository, DatasheetRow } from './repository';

/** What an upload carries once its form is read: the title, the file's name as sent and its content. */
export interface DatasheetUpload {
  title: string;
  fileName: string;
  content: Buffer;
}

/** Checks a PDF and answers the document to store (pdf-check.ts); refuses with a typed error. */
export type PdfCheck = (content: Buffer) => Promise<Buffer>;

/**
 * How many PDFs this instance checks at once and how many more may wait (any more are answered 503). Parsing runs on
 * the event loop in batches, so one check at a time keeps every other request's wait short.
 */
export interface DatasheetCheckLimits {
  concurrency: number;
  queue: number;
}
export const DATASHEET_CHECK_LIMITS: DatasheetCheckLimits = { concurrency: 1, queue: 4 };
const RETRY_AFTER_SECONDS = 5;

const STEM_LENGTH = MAX_DATASHEET_FILE_NAME - '.pdf'.length;

/** The name a datasheet is served under: the sent name's letters, digits, dots, hyphens and underscores, ending .pdf. */
export function storedFileName(sent: string): string {
  const trimEnds = (text: string) => text.replace(/^[-._]+|[-._]+$/g, '');
  const base = sent.split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-');
  return `${trimEnds(trimEnds(stem).slice(0, STEM_LENGTH)) || 'datasheet'}.pdf`;
}

const toDatasheet = ({ id, title, fileName, bytes }: DatasheetRow): Datasheet => ({
  id,
  title,
  fileName,
  bytes,
  url: `/api/datasheets/${id}/${fileName}`,
});

/** A datasheet as the audit log keeps it: its title, file name, size and part, never its bytes. */
const datasheetAuditFields = ({ title, fileName, bytes, productId }: DatasheetOfPart) => ({ title, fileName, bytes, partId: productId });

/** Records a datasheet added or deleted, as `actor`'s `action`; an admin knows it by its title and its part's number. */
const auditDatasheet = auditedAs<DatasheetOfPart>({
  id: (datasheet) => datasheet.id,
  label: (datasheet) => `${datasheet.title} (${datasheet.partNumber})`,
  fields: datasheetAuditFields,
});

export function createDatasheetService(datasheets: DatasheetRepository, { check, limits }: { check: PdfCheck; limits: DatasheetCheckLimits }) {
  const gate = createWorkGate({ ...limits, refuse: () => new BusyError(messages.datasheets.busy, RETRY_AFTER_SECONDS) });

  const refusal = (outcome: 'partNotFound' | 'full') =>
    outcome === 'partNotFound' ? new NotFoundError(messages.errors.productNotFound) : new ConflictError(messages.datasheets.tooMany(MAX_DATASHEETS_PER_PART));

  return {
    /**
     * Attaches a PDF to a listed part. The part and its number of datasheets are checked before the upload is read
     * (a refused one costs nothing) and again as it is saved (two uploads at once cannot pass them together).
     */
    async attach(actor: AuditActor, productId: string, read: () => Promise<DatasheetUpload>): Promise<Datasheet> {
      const count = await datasheets.countFor(productId, MAX_DATASHEETS_PER_PART);
      if (count === 'partNotFound') throw refusal(count);
      if (count >= MAX_DATASHEETS_PER_PART) throw refusal('full');
      const upload = await read();
      const content = await gate.run(() => check(upload.content));
      const saved = await datasheets.saveChecked(
        {
          productId,
          title: upload.title,
          fileName: storedFileName(upload.fileName),
          sha256: crypto.createHash('sha256').update(content).digest('hex'),
          content,
        },
        MAX_DATASHEETS_PER_PART,
        auditDatasheet(actor, 'datasheet.added'),
      );
      if (typeof saved === 'string') throw refusal(saved);
      return toDatasheet(saved);
    },

    /** A listed part's datasheets (none for a deleted part), for its page. */
    async listFor(productId: string): Promise<Datasheet[]> {
      return (await datasheets.listFor(productId)).map(toDatasheet);
    },

    /** The file to download, when `fileName` is the one it is served under and its part is listed. */
    async download(id: string, fileName: string): Promise<{ fileName: string; sha256: string; content: Buffer }> {
      const file = await datasheets.findFile(id);
      if (!file || file.fileName !== fileName) throw new NotFoundError(messages.datasheets.notFound);
      return file;
    },

    async remove(actor: AuditActor, id: string): Promise<void> {
      if (!(await datasheets.delete(id, auditDatasheet(actor, 'datasheet.deleted')))) throw new NotFoundError(messages.datasheets.notFound);
    },
  };
}

export type DatasheetService = ReturnType<typeof createDatasheetService>;
