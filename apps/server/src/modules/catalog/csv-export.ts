import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { centsToDollars } from '../../lib/money';
import type { CategoryTree } from './category-tree';
import { type ExportedPart, declaredKeys, exportOptions, exportRecord } from './csv-format';
import type { CatalogueCsvRepository } from './csv-repository';
import type { CatalogProduct } from './repository';

/** Parts read per query: the export holds one page in memory, however large the catalogue. */
const EXPORT_PAGE = 500;

function exportedPart(part: CatalogProduct, tree: CategoryTree): ExportedPart {
  return {
    partNumber: part.part_number,
    name: part.name,
    description: part.description,
    categorySlug: part.category_id === null ? null : (tree.find(String(part.category_id))?.slug ?? null),
    price: centsToDollars(part.price_cents),
    stock: part.quantity,
    minimum: part.minimum,
    image: part.image,
    priceTiers: part.tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: centsToDollars(tier.priceCents) })),
    specifications: part.specifications,
    taxCategory: part.tax_category,
    leadTimeDays: part.lead_time_days,
  };
}

/**
 * Every listed part as CSV, with a `spec:<key>` column for every key a category declares, streamed page by page
 * (oldest part first), so that 100,000 parts never stand in memory as one text.
 */
export function createCatalogueExport({ repository, tree }: { repository: CatalogueCsvRepository; tree: () => Promise<CategoryTree> }) {
  return {
    async csv(): Promise<Readable> {
      const current = await tree();
      const keys = declaredKeys(current);
      async function* records() {
        for (let afterId = 0; ;) {
          const parts = await repository.pageAfter(afterId, EXPORT_PAGE);
          for (const part of parts) yield exportRecord(exportedPart(part, current), keys);
          if (parts.length < EXPORT_PAGE) return;
          afterId = Number(parts.at(-1)?.id);
        }
      }
      // A failed read ends the download (the client sees it cut short) instead of leaving it open.
      return pipeline(Readable.from(records()), stringify(exportOptions(keys)), () => {});
    },
  };
}

export type CatalogueExport = ReturnType<typeof createCatalogueExport>;
