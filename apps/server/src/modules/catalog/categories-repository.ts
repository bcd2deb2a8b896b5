import type { SpecificationKind } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { isUniqueViolation, toCount } from '../../lib/sql';
import type { ChangeHook } from '../audit';
import type { TreeCategory, TreeSpecification } from './category-tree';

export interface CategoryFields {
  name: string;
  slug: string;
  description: string;
  parentId: string | null;
  position: number;
}

export interface SpecificationFields {
  key: string;
  name: string;
  kind: SpecificationKind;
  unit: string | null;
  choices: string[];
  position: number;
}

type Saved<T> = { outcome: 'saved'; value: T } | { outcome: 'slug-taken' } | { outcome: 'key-taken' };

/** A category with its own specifications, as a deletion takes them both. */
export type CategoryWithSpecifications = TreeCategory & { specifications: TreeSpecification[] };

/**
 * A category as it was changed: when a move took values from its parts (and those below it), how many parts lost a
 * value of each specification they no longer inherit, by the specification's key.
 */
export type ChangedCategory = TreeCategory & { valuesRemoved?: Record<string, number> };

/** A specification as it was deleted, with how many parts' values of it went too. */
export type DeletedSpecification = TreeSpecification & { partsWithValue: number };

const categoryColumns = ['id', 'parent_id', 'name', 'slug', 'description', 'position'] as const;
const specificationColumns = ['id', 'category_id', 'key', 'name', 'kind', 'unit', 'choices', 'position'] as const;

function toTreeCategory(row: {
  id: number | string;
  parent_id: number | string | null;
  name: string;
  slug: string;
  description: string;
  position: number;
}): TreeCategory {
  return {
    id: String(row.id),
    parentId: row.parent_id === null ? null : String(row.parent_id),
    name: row.name,
    slug: row.slug,
    description: row.description,
    position: row.position,
  };
}

function toTreeSpecification(row: {
  id: number | string;
  category_id: number | string;
  key: string;
  name: string;
  kind: SpecificationKind;
  unit: string | null;
  choices: string;
  position: number;
}): TreeSpecification {
  return {
    id: String(row.id),
    categoryId: String(row.category_id),
    key: row.key,
    name: row.name,
    kind: row.kind,
    unit: row.unit,
    choices: JSON.parse(row.choices) as string[],
    position: row.position,
  };
}

/** The category tree's and its specifications' SQL. Rules (depth, cycles, bounds) are the service's. */
export function createCategoriesRepository(db: Kysely<Database>, dialect: Dialect) {
  /** In a transaction on PostgreSQL, the category's row is locked until its end: the change it is read for sees it as it is changed. */
  const categoryIn = async (executor: Kysely<Database>, id: string): Promise<TreeCategory | undefined> => {
    const row = await executor
      .selectFrom('categories')
      .select(categoryColumns)
      .where('id', '=', id)
      .$if(dialect === 'postgres' && executor.isTransaction, (query) => query.forUpdate())
      .executeTakeFirst();
    return row && toTreeCategory(row);
  };

  return {
    async readTree(): Promise<{ categories: TreeCategory[]; specifications: TreeSpecification[] }> {
      const [categories, specifications] = await Promise.all([
        db.selectFrom('categories').select(categoryColumns).execute(),
        db.selectFrom('specifications').select(specificationColumns).execute(),
      ]);
      return { categories: categories.map(toTreeCategory), specifications: specifications.map(toTreeSpecification) };
    },

    /** Listed parts by the category they sit in (not counting those below it). */
    async listedPartsByCategory(): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('products')
        .select((eb) => ['category_id', eb.fn.countAll<string | number>().as('parts')])
        .where('deleted_at', 'is', null)
        .where('category_id', 'is not', null)
        .groupBy('category_id')
        .execute();
      return new Map(rows.map((row) => [String(row.category_id), toCount(row.parts)]));
    },

    async createCategory(fields: CategoryFields, onChange?: ChangeHook<TreeCategory>): Promise<Saved<TreeCategory>> {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('categories')
            .values({ name: fields.name, slug: fields.slug, description: fields.description, parent_id: fields.parentId, position: fields.position })
            .returning(categoryColumns)
            .executeTakeFirstOrThrow();
          const value = toTreeCategory(row);
          if (onChange) await onChange(trx, { before: null, after: value });
          return { outcome: 'saved' as const, value };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'slug-taken' };
        throw error;
      }
    },

    /**
     * Changes a category; when it moves, its parts' (and those below it) values of specifications they no longer
     * inherit go, in the same transaction, counted for the change's record. `keptSpecificationIds` are those the moved
     * categories still declare or inherit.
     */
    async updateCategory(
      id: string,
      fields: Partial<CategoryFields>,
      move?: { subtreeIds: string[]; keptSpecificationIds: string[] },
      onChange?: ChangeHook<ChangedCategory>,
    ): Promise<Saved<TreeCategory> | undefined> {
      try {
        return await db.transaction().execute(async (trx) => {
          const { parentId, ...rest } = fields;
          const changes = { ...rest, ...(parentId === undefined ? {} : { parent_id: parentId }) };
          const before = onChange && (await categoryIn(trx, id));
          const row =
            Object.keys(changes).length === 0
              ? await trx.selectFrom('categories').select(categoryColumns).where('id', '=', id).executeTakeFirst()
              : await trx.updateTable('categories').set(changes).where('id', '=', id).returning(categoryColumns).executeTakeFirst();
          if (!row) return undefined;
          const value = toTreeCategory(row);
          let valuesRemoved: Record<string, number> | undefined;
          if (move) {
            // The values deleted are those counted: concurrent writes on PostgreSQL may change which rows match
            // between two statements, so one statement deletes and tells which it deleted.
            const removed = await trx
              .deleteFrom('product_specifications')
              .where('product_id', 'in', (eb) => eb.selectFrom('products').select('products.id').where('products.category_id', 'in', move.subtreeIds))
              .$if(move.keptSpecificationIds.length > 0, (query) => query.where('specification_id', 'not in', move.keptSpecificationIds))
              .returning('specification_id')
              .execute();
            if (removed.length > 0) {
              const parts = new Map<string, number>();
              for (const { specification_id } of removed) parts.set(String(specification_id), (parts.get(String(specification_id)) ?? 0) + 1);
              const keys = await trx
                .selectFrom('specifications')
                .select(['id', 'key'])
                .where('id', 'in', [...parts.keys()])
                .orderBy('key')
                .execute();
              valuesRemoved = Object.fromEntries(keys.map((specification) => [specification.key, parts.get(String(specification.id)) ?? 0]));
            }
          }
          if (onChange && before) await onChange(trx, { before, after: valuesRemoved ? { ...value, valuesRemoved } : value });
          return { outcome: 'saved' as const, value };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'slug-taken' };
        throw error;
      }
    },

    /**
     * Deletes a category that holds no parts (listed or deleted: a deleted part keeps its category for its orders'
     * sake) and has none below it, with its specifications. Answers why not otherwise.
     */
    async deleteCategory(
      id: string,
      onChange?: ChangeHook<CategoryWithSpecifications>,
    ): Promise<{ outcome: 'deleted' | 'missing' | 'has-children' } | { outcome: 'has-parts'; parts: number }> {
      return db.transaction().execute(async (trx) => {
        const category = await categoryIn(trx, id);
        if (!category) return { outcome: 'missing' as const };
        const child = await trx.selectFrom('categories').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
        if (child) return { outcome: 'has-children' as const };
        const listed = await trx
          .selectFrom('products')
          .select((eb) => eb.fn.countAll<string | number>().as('parts'))
          .where('category_id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (toCount(listed.parts) > 0) return { outcome: 'has-parts' as const, parts: toCount(listed.parts) };
        await trx.updateTable('products').set({ category_id: null }).where('category_id', '=', id).execute();
        const specifications = await trx.deleteFrom('specifications').where('category_id', '=', id).returning(specificationColumns).execute();
        await trx.deleteFrom('categories').where('id', '=', id).execute();
        if (onChange) await onChange(trx, { before: { ...category, specifications: specifications.map(toTreeSpecification) }, after: null });
        return { outcome: 'deleted' as const };
      });
    },

    async createSpecification(categoryId: string, fields: SpecificationFields, onChange?: ChangeHook<TreeSpecification>): Promise<Saved<TreeSpecification>> {
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('specifications')
            .values({ ...fields, category_id: categoryId, choices: JSON.stringify(fields.choices) })
            .returning(specificationColumns)
            .executeTakeFirstOrThrow();
          const value = toTreeSpecification(row);
          if (onChange) await onChange(trx, { before: null, after: value });
          return { outcome: 'saved' as const, value };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { outcome: 'key-taken' };
        throw error;
      }
    },

    /**
     * Changes a specification's name, unit, choices or position. Choices can be removed only while no part has them:
     * checked in the same transaction as the change (a part given a removed choice meanwhile waits, then is refused by
     * the specification it reads).
     */
    async updateSpecification(
      id: string,
      fields: Partial<Pick<SpecificationFields, 'name' | 'unit' | 'choices' | 'position'>>,
      removedChoices: (current: string[]) => string[],
      onChange?: ChangeHook<TreeSpecification>,
    ): Promise<{ outcome: 'saved'; value: TreeSpecification } | { outcome: 'missing' } | { outcome: 'choice-in-use'; choice: string }> {
      return db.transaction().execute(async (trx) => {
        // Locked on PostgreSQL: another admin's edit waits, and its audit entry starts from this one's result.
        const current = await trx
          .selectFrom('specifications')
          .select(specificationColumns)
          .where('id', '=', id)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!current) return { outcome: 'missing' as const };
        const removed = removedChoices(JSON.parse(current.choices) as string[]);
        if (removed.length > 0) {
          const used = await trx
            .selectFrom('product_specifications')
            .select('text_value')
            .where('specification_id', '=', id)
            .where('text_value', 'in', removed)
            .limit(1)
            .executeTakeFirst();
          if (used) return { outcome: 'choice-in-use' as const, choice: used.text_value ?? '' };
        }
        const { choices, ...rest } = fields;
        const changes = { ...rest, ...(choices === undefined ? {} : { choices: JSON.stringify(choices) }) };
        if (Object.keys(changes).length === 0) return { outcome: 'saved' as const, value: toTreeSpecification(current) };
        const row = await trx.updateTable('specifications').set(changes).where('id', '=', id).returning(specificationColumns).executeTakeFirstOrThrow();
        const value = toTreeSpecification(row);
        if (onChange) await onChange(trx, { before: toTreeSpecification(current), after: value });
        return { outcome: 'saved' as const, value };
      });
    },

    /** Deletes a specification; its values go with it (the foreign key cascades), counted for the change's record. */
    async deleteSpecification(id: string, onChange?: ChangeHook<DeletedSpecification>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        // Locked first on PostgreSQL, so that no part's value of it is saved between the count and the deletion (saving
        // one checks the specification's row); SQLite runs one writing transaction at a time.
        await trx
          .selectFrom('specifications')
          .select('id')
          .where('id', '=', id)
          .$if(dialect === 'postgres', (query) => query.forUpdate())
          .execute();
        const values = await trx
          .selectFrom('product_specifications')
          .select((eb) => eb.fn.countAll<number | string>().as('parts'))
          .where('specification_id', '=', id)
          .executeTakeFirstOrThrow();
        const row = await trx.deleteFrom('specifications').where('id', '=', id).returning(specificationColumns).executeTakeFirst();
        if (!row) return false;
        if (onChange) await onChange(trx, { before: { ...toTreeSpecification(row), partsWithValue: toCount(values.parts) }, after: null });
        return true;
      });
    },
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
