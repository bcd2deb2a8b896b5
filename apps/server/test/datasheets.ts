import crypto from 'node:crypto';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** A multipart/form-data body as a browser's FormData sends it: text fields, then at most one file. */
export function multipartForm(fields: Record<string, string>, file?: { field: string; filename: string; contentType: string; content: Buffer }) {
  const boundary = `----partsmith${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`;
    parts.push(Buffer.from(head), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The upload form of a datasheet: a title and a PDF in the field `datasheet`. */
export const datasheetForm = (title: string, content: Buffer, filename = 'datasheet.pdf') =>
  multipartForm({ title }, { field: 'datasheet', filename, contentType: 'application/pdf', content });

/** A PDF made by pdf-lib, with `pages` pages of text; `change` may add to it before it is saved. */
export async function makePdf({
  pages = 1,
  objectStreams = true,
  change,
}: { pages?: number; objectStreams?: boolean; change?: (document: PDFDocument) => void | Promise<void> } = {}) {
  const document = await PDFDocument.create();
  for (let page = 1; page <= pages; page++) document.addPage([300, 200]).drawText(`Datasheet page ${page}`, { x: 20, y: 100, size: 12 });
  await change?.(document);
  // pdf-lib adds a blank page to a document without pages unless told not to.
  return Buffer.from(await document.save({ useObjectStreams: objectStreams, addDefaultPage: false }));
}

/** Opening the document runs a script (the catalog's /OpenAction); in an object stream, so the raw bytes never show /JavaScript. */
export const pdfWithOpenActionScript = () =>
  makePdf({
    change: (document) => document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') })),
  });

/** A link annotation on the page whose action is a script (/JS). */
export const pdfWithScriptAnnotation = () =>
  makePdf({
    change: (document) => {
      const page = document.getPage(0);
      const link = document.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 100, 100],
        A: { S: 'JavaScript', JS: PDFString.of('this.exportDataObject({ cName: "x", nLaunch: 2 })') },
      });
      page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(link)]));
    },
  });

/** A catalog entry holding a script under a key written as `name` in the file, such as /#4aS, which a reader reads as /JS. */
export async function pdfWithRawKey(name: string) {
  const plain = await makePdf({ objectStreams: false, change: (document) => document.catalog.set(PDFName.of('Placeholder'), PDFString.of('app.alert(1)')) });
  return Buffer.from(plain.toString('latin1').replace('/Placeholder', name), 'latin1');
}

export const pdfWithLaunchAction = () =>
  makePdf({ change: (document) => document.catalog.set(PDFName.of('OpenAction'), document.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') })) });

export const pdfWithEmbeddedFile = () =>
  makePdf({ change: (document) => document.attach(Buffer.from('MZ not a program'), 'tool.exe', { mimeType: 'application/octet-stream' }) });

export const pdfWithXfaForm = () =>
  makePdf({ change: (document) => document.catalog.set(PDFName.of('AcroForm'), document.context.obj({ Fields: [], XFA: PDFString.of('<xdp:xdp/>') })) });

/** The trailer says the document is encrypted: its strings and streams would be unreadable without the key. */
export const pdfMarkedEncrypted = () =>
  makePdf({
    objectStreams: false,
    change: (document) => {
      document.context.trailerInfo.Encrypt = document.context.register(document.context.obj({ Filter: 'Standard', V: 1 }));
    },
  });
