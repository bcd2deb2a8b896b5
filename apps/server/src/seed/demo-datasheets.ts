import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Database } from '../db/schema';
import { demoCategories, demoProducts } from './demo-catalog';

/** The demo parts that come with a datasheet, so that the part page shows one (issue 33). */
const WITH_DATASHEET = ['aio-liquid-kit', 'motherboard', 'power-supply'] as const;

/** One fixed moment, so that a datasheet's bytes (and its ETag) do not change from one start to the next. */
const WRITTEN_AT = new Date('2026-11-27T00:00:00Z');

type DemoProduct = (typeof demoProducts)[number];

/** What the part's categories declare, by key: its name and unit. */
function declaredSpecifications(categorySlug: string) {
  const declared = new Map<string, { name: string; unit?: string }>();
  for (let slug: string | null = categorySlug; slug;) {
    const category = demoCategories.find((candidate) => candidate.slug === slug);
    if (!category) break;
    for (const specification of category.specifications) declared.set(specification.key, specification);
    slug = category.parent;
  }
  return declared;
}

const valueText = (value: number | string | boolean, unit?: string) =>
  typeof value === 'boolean' ? (value ? 'Yes' : 'No') : `${value}${unit ? ` ${unit}` : ''}`;

/** A one-page PDF: the part's name, number, description and specifications, in the standard Helvetica (nothing embedded, no script). */
export async function demoDatasheetPdf(part: DemoProduct): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`${part.name} datasheet`);
  document.setAuthor('Partsmith');
  document.setCreationDate(WRITTEN_AT);
  document.setModificationDate(WRITTEN_AT);
  const page = document.addPage([595, 842]);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, { font = regular, size = 11, gap = 18 } = {}) => {
    page.drawText(text, { x: 56, y, size, font, color: rgb(0.1, 0.1, 0.12) });
    y -= gap;
  };
  line(part.name, { font: bold, size: 22, gap: 28 });
  line(`Part number ${part.partNumber}`, { size: 12, gap: 30 });
  for (const words of wrap(part.description, 88)) line(words);
  y -= 14;
  line('Specifications', { font: bold, size: 14, gap: 22 });
  const declared = declaredSpecifications(part.category);
  for (const [key, value] of Object.entries(part.specifications)) {
    const specification = declared.get(key);
    if (specification) line(`${specification.name}: ${valueText(value, specification.unit)}`);
  }
  y -= 14;
  line(`Minimum order ${part.minimum} pieces. Sold per piece by Partsmith.`, { size: 10 });
  return Buffer.from(await document.save());
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && `${current} ${word}`.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return current ? [...lines, current] : lines;
}

/** Gives each demo part in WITH_DATASHEET that was just added (`addedSeedKeys`) its datasheet. */
export async function seedDemoDatasheets(trx: Kysely<Database>, addedSeedKeys: ReadonlySet<string>): Promise<number> {
  let added = 0;
  for (const seedKey of WITH_DATASHEET) {
    if (!addedSeedKeys.has(seedKey)) continue;
    const part = demoProducts.find((candidate) => candidate.seed_key === seedKey);
    const row = await trx.selectFrom('products').select('id').where('seed_key', '=', seedKey).executeTakeFirst();
    if (!part || !row) continue;
    const content = await demoDatasheetPdf(part);
    await trx
      .insertInto('datasheets')
      .values({
        product_id: row.id,
        title: `${part.name} datasheet`,
        file_name: `${part.partNumber.toLowerCase()}-datasheet.pdf`,
        bytes: content.length,
        sha256: crypto.createHash('sha256').update(content).digest('hex'),
        content,
      })
      .execute();
    added += 1;
  }
  return added;
}
