import {
  type CatalogueImportReport,
  type ImportProblem,
  MAX_IMPORT_PROBLEMS,
  NO_LEAD_TIME,
  SPECIFICATION_COLUMN_PREFIX,
  catalogueErrors,
  importLeadTimeSchema,
  importStockSchema,
  messages,
  partNumberSchema,
  priceTiersInputSchema,
  productCreateSchema,
  productUpdateSchema,
} from '@partsmith/contract';
import type { z } from 'zod';
import { AppError, ConflictError } from '../../lib/errors';
import { dollarsToCents } from '../../lib/money';
import { createWorkGate } from '../../lib/work-gate';
import { type AuditActor, auditChange, recordAudits } from '../audit';
import type { CategoryTree } from './category-tree';
import { type CsvRow, declaredKeys, parsePriceBreaks, readCatalogueCsv, readHeader } from './csv-format';
import type { CatalogueCsvRepository, ImportHook, PartToCreate, PartToUpdate } from './csv-repository';
import { type StoredValue, checkSpecificationValues } from './part-specifications';
import type { CatalogProduct, PriceTierCents } from './repository';
import { auditedPart, checkTiersAgainstPart } from './service';

const m = messages.catalogueImport;

/** The contract's field names, and the column of the file that gives each. */
const COLUMN_OF_FIELD: Record<string, string> = {
  name: 'name',
  description: 'description',
  price: 'price',
  quantity: 'stock',
  minimum: 'minimum',
  image: 'image',
  partNumber: 'part_number',
  taxCategory: 'tax_category',
};

type RowPlan = { kind: 'create'; part: PartToCreate } | { kind: 'update'; part: PartToUpdate & { partNumber: string } } | { kind: 'unchanged' };

/** What a row says about a part, and what it finds wrong, by column. */
class RowReader {
  readonly problems: ImportProblem[] = [];

  constructor(private readonly row: CsvRow) {}

  /** The cell, or undefined when the file has no such column or leaves it empty. */
  given(column: string): string | undefined {
    const cell = this.row.cells.get(column);
    return cell === undefined || cell.trim() === '' ? undefined : cell;
  }

  /** The tax_category cell, trimmed and in lower case (a spreadsheet's "Reduced" is reduced); undefined when not given. */
  taxCategory(): string | undefined {
    return this.given('tax_category')?.trim().toLowerCase();
  }

  /**
   * The lead_time_days cell: days from 1 to 365, null for none (in any case: no lead time), undefined when not given.
   * Anything else is a problem of the column (and undefined).
   */
  leadTimeDays(): number | null | undefined {
    const cell = this.given('lead_time_days')?.trim();
    if (cell === undefined) return undefined;
    if (cell.toLowerCase() === NO_LEAD_TIME) return null;
    return this.parse(importLeadTimeSchema, cell, 'lead_time_days');
  }

  problem(column: string | null, message: string) {
    this.problems.push({ row: this.row.row, column, message });
  }

  /** Validates with a contract schema; each issue becomes a problem of `column`, or of the column its field comes from. */
  parse<Schema extends z.ZodType>(schema: Schema, input: unknown, column?: string): z.output<Schema> | undefined {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) this.problem(column ?? COLUMN_OF_FIELD[String(issue.path[0])] ?? null, issue.message);
    return undefined;
  }

  /** Runs a check that throws the shop's errors (a 422 of a specification, a price break), as a problem of `column`. */
  check<T>(column: string, run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      this.problem(column, error.message);
      return undefined;
    }
  }
}

const sameTiers = (a: PriceTierCents[], b: PriceTierCents[]) =>
  a.length === b.length && a.every((tier, index) => tier.minQuantity === b[index]?.minQuantity && tier.priceCents === b[index]?.priceCents);

/** The row's price breaks in cents, checked as PUT /api/product/{id}/price-tiers checks them; undefined when not given. */
function readTiers(reader: RowReader): PriceTierCents[] | undefined {
  const cell = reader.given('price_breaks');
  if (cell === undefined) return undefined;
  const written = parsePriceBreaks(cell);
  if (!written) {
    reader.problem('price_breaks', m.priceBreaksInvalid);
    return undefined;
  }
  const tiers = reader.parse(priceTiersInputSchema.shape.tiers, written, 'price_breaks');
  return tiers?.map((tier) => ({ minQuantity: tier.minQuantity, priceCents: dollarsToCents(tier.price) }));
}

/**
 * The row's specification values for a part in `categoryId`, checked as Add a Product checks them. An empty cell is no
 * value: for a part that has one, it is removed; a part that moves loses the values its new category does not have.
 */
function readValues(reader: RowReader, keys: string[], tree: CategoryTree, categoryId: string | null, existing: CatalogProduct | undefined) {
  const declared = tree.specificationsFor(categoryId);
  const declaredKeys = new Set(declared.map((specification) => specification.key));
  const had = new Map((existing?.specifications ?? []).map((specification) => [specification.key, specification.value]));
  const previouslyDeclared = existing ? tree.specificationsFor(existing.category_id === null ? null : String(existing.category_id)) : [];
  const previousIdOf = new Map(previouslyDeclared.map((specification) => [specification.key, specification.id]));
  const unchanged = (key: string, value: StoredValue) =>
    previousIdOf.get(key) === value.specificationId && String(value.numberValue ?? value.textValue) === String(had.get(key));
  const values: StoredValue[] = [];
  const removed = new Set<string>();
  for (const key of keys) {
    const cell = reader.given(`${SPECIFICATION_COLUMN_PREFIX}${key}`);
    const input = cell === undefined ? (had.has(key) && declaredKeys.has(key) ? null : undefined) : cell;
    if (input === undefined) continue;
    const checked = reader.check(`${SPECIFICATION_COLUMN_PREFIX}${key}`, () => checkSpecificationValues(declared, { [key]: input }));
    if (!checked) continue;
    values.push(...checked.values.filter((value) => !unchanged(key, value)));
    for (const id of checked.removedSpecificationIds) removed.add(id);
  }
  // Values of specifications the part's category no longer declares (a part moved by the file) go with the move.
  const declaredIds = new Set(declared.map((specification) => specification.id));
  for (const specification of previouslyDeclared) {
    if (!declaredIds.has(specification.id) && had.has(specification.key)) removed.add(specification.id);
  }
  return { values, removedSpecificationIds: [...removed] };
}

/** A row of a part that is not in the catalogue: every field of Add a Product. */
function planCreate(reader: RowReader, partNumber: string, keys: string[], tree: CategoryTree, categoryId: string | null): RowPlan | undefined {
  const fields = reader.parse(productCreateSchema, {
    name: reader.given('name'),
    description: reader.given('description'),
    price: reader.given('price'),
    quantity: reader.given('stock'),
    minimum: reader.given('minimum'),
    image: reader.given('image'),
    taxCategory: reader.taxCategory(),
  });
  // Empty or none: only what is in stock is sold.
  const leadTimeDays = reader.leadTimeDays() ?? null;
  const tiers = readTiers(reader) ?? [];
  const { values } = readValues(reader, keys, tree, categoryId, undefined);
  if (!fields) return undefined;
  const priceCents = dollarsToCents(fields.price);
  reader.check('price_breaks', () => checkTiersAgainstPart(tiers, { priceCents, minimum: fields.minimum }));
  const { name, description, image, quantity, minimum, taxCategory } = fields;
  return {
    kind: 'create',
    part: { partNumber, name, description, image, priceCents, quantity, minimum, categoryId, taxCategory, leadTimeDays, tiers, values },
  };
}

/** A row of a listed part: the fields it gives change, the others stay; the stock moves to the number it gives. */
function planUpdate(reader: RowReader, existing: CatalogProduct, keys: string[], tree: CategoryTree, categoryId: string | null): RowPlan | undefined {
  const given = Object.fromEntries(
    (['name', 'description', 'price', 'minimum', 'image'] as const).flatMap((field) => {
      const cell = reader.given(field);
      return cell === undefined ? [] : [[field, cell]];
    }),
  );
  const taxCategory = reader.taxCategory();
  if (taxCategory !== undefined) given.taxCategory = taxCategory;
  const changes: z.output<typeof productUpdateSchema> | undefined = Object.keys(given).length > 0 ? reader.parse(productUpdateSchema, given) : {};
  // Empty: as it is; none: removed.
  const leadTimeDays = reader.leadTimeDays();
  const stockCell = reader.given('stock');
  const stock = stockCell === undefined ? existing.quantity : reader.parse(importStockSchema, stockCell, 'stock');
  const tiers = readTiers(reader);
  const { values, removedSpecificationIds } = readValues(reader, keys, tree, categoryId, existing);
  if (!changes || stock === undefined) return undefined;

  const priceCents = changes.price === undefined ? existing.price_cents : dollarsToCents(changes.price);
  const minimum = changes.minimum ?? existing.minimum;
  const tiersColumn = tiers ? 'price_breaks' : priceCents !== existing.price_cents ? 'price' : 'minimum';
  reader.check(tiersColumn, () => checkTiersAgainstPart(tiers ?? existing.tiers, { priceCents, minimum }));

  const existingCategoryId = existing.category_id === null ? null : String(existing.category_id);
  const candidates = {
    name: changes.name,
    description: changes.description,
    image: changes.image,
    price_cents: priceCents,
    minimum,
    category_id: categoryId,
    tax_category: changes.taxCategory,
    lead_time_days: leadTimeDays,
  };
  const current = {
    name: existing.name,
    description: existing.description,
    image: existing.image,
    price_cents: existing.price_cents,
    minimum: existing.minimum,
    category_id: existingCategoryId,
    tax_category: existing.tax_category,
    lead_time_days: existing.lead_time_days,
  };
  const fields = Object.fromEntries(
    Object.entries(candidates).filter(([field, value]) => value !== undefined && value !== current[field as keyof typeof current]),
  ) as PartToUpdate['fields'];
  const changedTiers = tiers && !sameTiers(tiers, existing.tiers) ? tiers : undefined;
  const stockChange = stock - existing.quantity;
  const changesSomething = Object.keys(fields).length > 0 || stockChange !== 0 || changedTiers || values.length > 0 || removedSpecificationIds.length > 0;
  if (!changesSomething) return { kind: 'unchanged' };
  return {
    kind: 'update',
    part: { id: String(existing.id), partNumber: existing.part_number, fields, stockChange, tiers: changedTiers, values, removedSpecificationIds },
  };
}

/** A row's category (by its address name; empty: the part's own, or none for a new part), then the part it creates or updates. */
function planRow(reader: RowReader, partNumber: string, part: CatalogProduct | undefined, keys: string[], tree: CategoryTree): RowPlan | undefined {
  const slug = reader.given('category')?.trim();
  const category = slug === undefined ? undefined : tree.findBySlug(slug);
  if (slug !== undefined && !category) reader.problem('category', catalogueErrors.unknownCategory(slug));
  const categoryId = category ? category.id : part && part.category_id !== null ? String(part.category_id) : null;
  return part ? planUpdate(reader, part, keys, tree, categoryId) : planCreate(reader, partNumber, keys, tree, categoryId);
}

/** Records every part an import wrote as `actor`'s 'part.imported', by its part number, as a part's edit is recorded. */
const auditImport =
  (actor: AuditActor): ImportHook =>
  (trx, changes) =>
    recordAudits(
      trx,
      actor,
      changes.map((change) => auditChange(auditedPart, 'part.imported', change)),
    );

/** Reads, checks and (unless a dry run) writes a CSV file of parts: all of it or nothing. */
export function createCatalogueImport({
  repository,
  tree,
  changed,
}: {
  repository: CatalogueCsvRepository;
  tree: () => Promise<CategoryTree>;
  /** Drops the catalogue's cached pages, on this instance and the others. */
  changed: () => void;
}) {
  // One import at a time: a file of 10,000 parts is parsed and checked in memory, and its writes hold the database.
  const gate = createWorkGate({ concurrency: 1, queue: 0, refuse: () => new ConflictError(m.running) });

  async function check(content: Buffer) {
    const current = await tree();
    const keys = new Set(declaredKeys(current));
    const problems: ImportProblem[] = [];
    const { header, rows } = await readCatalogueCsv(content, (names) => readHeader(names, keys, problems), problems);
    const plans: RowPlan[] = [];
    if (header && header.columns.includes('part_number')) {
      const readers = rows.map((row) => ({ row: row.row, reader: new RowReader(row) }));
      const partNumbers = readers.map(({ reader }) => reader.parse(partNumberSchema, reader.given('part_number') ?? '', 'part_number'));
      const numbers = [...new Set(partNumbers.filter((number) => number !== undefined))];
      const existing = new Map((await repository.findByPartNumbers(numbers)).map((part) => [part.part_number, part]));
      const firstRow = new Map<string, number>();
      for (const [index, { row, reader }] of readers.entries()) {
        const partNumber = partNumbers[index];
        const seenOn = partNumber === undefined ? undefined : firstRow.get(partNumber);
        if (seenOn !== undefined) reader.problem('part_number', m.duplicatePartNumber(seenOn));
        if (partNumber !== undefined && seenOn === undefined) {
          firstRow.set(partNumber, row);
          const plan = planRow(reader, partNumber, existing.get(partNumber), header.specificationKeys, current);
          if (plan && reader.problems.length === 0) plans.push(plan);
        }
        problems.push(...reader.problems);
      }
    }
    problems.sort((a, b) => a.row - b.row);
    const report: CatalogueImportReport = {
      rows: rows.length,
      creates: plans.filter((plan) => plan.kind === 'create').length,
      updates: plans.filter((plan) => plan.kind === 'update').length,
      unchanged: plans.filter((plan) => plan.kind === 'unchanged').length,
      problems: problems.slice(0, MAX_IMPORT_PROBLEMS),
      problemCount: problems.length,
    };
    return { report, plans };
  }

  return {
    /**
     * Checks the file; unless `dryRun`, and only when it has no problem, writes every row in one transaction. `written`
     * is false when nothing was written; a change since the check (a part deleted, a part number taken) is a 409. Each
     * part written is recorded in the audit log as `actor`'s, in the same transaction.
     */
    async run(actor: AuditActor, content: Buffer, { dryRun }: { dryRun: boolean }): Promise<{ report: CatalogueImportReport; written: boolean }> {
      return gate.run(async () => {
        const { report, plans } = await check(content);
        if (dryRun || report.problemCount > 0) return { report, written: false };
        const result = await repository.write(
          plans.flatMap((plan) => (plan.kind === 'create' ? [plan.part] : [])),
          plans.flatMap((plan) => (plan.kind === 'update' ? [plan.part] : [])),
          auditImport(actor),
        );
        if (result.outcome === 'part-number-taken') throw new ConflictError(m.partNumberTakenMeanwhile);
        if (result.outcome === 'part-changed') throw new ConflictError(m.changedMeanwhile(result.partNumber));
        if (report.creates + report.updates > 0) changed();
        return { report, written: true };
      });
    },
  };
}

export type CatalogueImport = ReturnType<typeof createCatalogueImport>;
