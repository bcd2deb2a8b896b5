import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** The PDF as a reader sees it: each page's text items (joined in drawing order, one space apart) and the metadata. */
export async function readPdf(pdf: Buffer) {
  const loaded = await getDocument({ data: new Uint8Array(pdf), verbosity: VerbosityLevel.ERRORS }).promise;
  const pages: { text: string; items: TextItem[] }[] = [];
  for (let number = 1; number <= loaded.numPages; number += 1) {
    const content = await (await loaded.getPage(number)).getTextContent();
    const items = content.items.filter((item): item is TextItem => 'str' in item && item.str.trim() !== '');
    pages.push({ items, text: items.map((item) => item.str.trim()).join(' ') });
  }
  const info = (await loaded.getMetadata()).info as { Title?: string; Author?: string; CreationDate?: string };
  await loaded.destroy();
  return { pages, text: pages.map((page) => page.text).join(' '), info };
}
