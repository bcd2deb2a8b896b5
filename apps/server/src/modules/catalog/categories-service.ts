import {
  type AuditFields,
  type Category,
  MAX_CATEGORIES,
  MAX_CATEGORY_DEPTH,
  MAX_SPECIFICATIONS_PER_CATEGORY,
  type Specification,
  catalogueErrors,
  type categoryInputSchema,
  type categoryUpdateSchema,
  specificationInputSchema,
  type specificationUpdateSchema,
} from '@partsmith/contract';
import type { z } from 'zod';
import { ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { type AuditActor, type ChangeHook, auditedAs } from '../audit';
import type { CategoriesRepository, CategoryWithSpecifications, ChangedCategory, DeletedSpecification } from './categories-repository';
import type { CategoryTree, TreeSpecification } from './category-tree';

const toSpecification = (specification: TreeSpecification): Specification => ({ ...specification });

/** A category as the audit log keeps it: what an admin edits, and the values its parts lost when it moved. */
const categoryAuditFields = ({ name, slug, description, parentId, position, valuesRemoved }: ChangedCategory): AuditFields => ({
  name,
  slug,
  description,
  parentId,
  position,
  ...(valuesRemoved ? { valuesRemoved } : {}),
});

/** A specification as the audit log keeps it: what an admin declares and edits, and how many parts' values a deletion took. */
const specificationAuditFields = ({
  categoryId,
  key,
  name,
  kind,
  unit,
  choices,
  position,
  partsWithValue,
}: TreeSpecification & Partial<Pick<DeletedSpecification, 'partsWithValue'>>): AuditFields => ({
  categoryId,
  key,
  name,
  kind,
  unit,
  choices,
  position,
  ...(partsWithValue === undefined ? {} : { partsWithValue }),
});

/** Records a change to a category or a specification in the audit log, as `actor`'s `action`: it is known by its name. */
const auditByName = <T extends { id: string; name: string }>(fields: (row: T) => AuditFields) =>
  auditedAs<T>({ id: (row) => row.id, label: (row) => row.name, fields });
const auditCategory = auditByName(categoryAuditFields);
const auditSpecification = auditByName(specificationAuditFields);

/** Records a category's deletion, and of each specification that goes with it. */
const auditCategoryDeletion =
  (actor: AuditActor): ChangeHook<CategoryWithSpecifications> =>
  async (trx, { before }) => {
    if (!before) return;
    const { specifications, ...category } = before;
    await auditCategory(actor, 'category.deleted')(trx, { before: category, after: null });
    for (const specification of specifications) await auditSpecification(actor, 'specification.deleted')(trx, { before: specification, after: null });
  };

/**
 * The rules of the category tree: bounded (count, depth, specifications per category), no cycles, a key once along
 * every path from the top, a category deleted only when empty, a choice removed only when unused. Every change drops
 * the kept tree and cached pages (`changed`).
 */
export function createCategoriesService(
  repository: CategoriesRepository,
  { tree, changed, cached }: { tree: () => Promise<CategoryTree>; changed: () => void; cached: <T>(key: string, load: () => Promise<T>) => Promise<T> },
) {
  const categoryOf = async (id: string) => {
    const current = await tree();
    const category = current.find(id);
    if (!category) throw new NotFoundError(catalogueErrors.categoryNotFound);
    return { current, category };
  };

  /** A parent must exist, and the category with those below it must fit under it within the depth. */
  const checkPlace = (current: CategoryTree, parentId: string | null, height: number) => {
    if (parentId === null) return;
    if (!current.find(parentId)) throw new NotFoundError(catalogueErrors.categoryNotFound);
    if (current.path(parentId).length + 1 + height > MAX_CATEGORY_DEPTH) throw new ConflictError(catalogueErrors.tooDeep);
  };

  return {
    /** Every category with its listed parts (its own and those below it) and its own specifications. */
    async list(): Promise<Category[]> {
      return cached('categories', async () => {
        const [current, partsIn] = await Promise.all([tree(), repository.listedPartsByCategory()]);
        return current.all().map((category) => ({
          ...category,
          partCount: current.subtreeIds(category.id).reduce((sum, id) => sum + (partsIn.get(id) ?? 0), 0),
          specifications: current.ownSpecificationsOf(category.id).map(toSpecification),
        }));
      });
    },

    async create(actor: AuditActor, input: z.output<typeof categoryInputSchema>): Promise<Category> {
      const current = await tree();
      if (current.size >= MAX_CATEGORIES) throw new ConflictError(catalogueErrors.tooManyCategories);
      checkPlace(current, input.parentId, 0);
      const saved = await repository.createCategory(input, auditCategory(actor, 'category.created'));
      if (saved.outcome !== 'saved') throw new ConflictError(catalogueErrors.slugTaken(input.slug));
      changed();
      return { ...saved.value, partCount: 0, specifications: [] };
    },

    /** Renames, re-describes, reorders or moves a category; a part moved with it keeps only the values it still has a specification for. */
    async update(actor: AuditActor, id: string, input: z.output<typeof categoryUpdateSchema>): Promise<Category> {
      const { current, category } = await categoryOf(id);
      const moves = input.parentId !== undefined && input.parentId !== category.parentId;
      let move: { subtreeIds: string[]; keptSpecificationIds: string[] } | undefined;
      if (moves) {
        const subtreeIds = current.subtreeIds(id);
        if (input.parentId !== null && subtreeIds.includes(input.parentId!)) throw new ConflictError(catalogueErrors.ownDescendant);
        checkPlace(current, input.parentId ?? null, current.height(id));
        const inherited = input.parentId ? current.specificationsFor(input.parentId) : [];
        const below = subtreeIds.flatMap((below) => current.ownSpecificationsOf(below));
        const clash = below.find((specification) => inherited.some((above) => above.key === specification.key));
        if (clash) throw new ConflictError(catalogueErrors.keyTaken(clash.key));
        move = { subtreeIds, keptSpecificationIds: [...inherited, ...below].map((specification) => specification.id) };
      }
      const saved = await repository.updateCategory(id, input, move, auditCategory(actor, 'category.updated'));
      if (!saved) throw new NotFoundError(catalogueErrors.categoryNotFound);
      if (saved.outcome !== 'saved') throw new ConflictError(catalogueErrors.slugTaken(input.slug ?? ''));
      changed();
      const categories = await this.list();
      return categories.find((listed) => listed.id === id)!;
    },

    async delete(actor: AuditActor, id: string): Promise<number> {
      const result = await repository.deleteCategory(id, auditCategoryDeletion(actor));
      if (result.outcome === 'missing') throw new NotFoundError(catalogueErrors.categoryNotFound);
      if (result.outcome === 'has-children') throw new ConflictError(catalogueErrors.categoryHasChildren);
      if (result.outcome === 'has-parts') throw new ConflictError(catalogueErrors.categoryHasParts(result.parts));
      changed();
      return 1;
    },

    async createSpecification(actor: AuditActor, categoryId: string, input: z.output<typeof specificationInputSchema>): Promise<Specification> {
      const { current } = await categoryOf(categoryId);
      if (current.ownSpecificationsOf(categoryId).length >= MAX_SPECIFICATIONS_PER_CATEGORY) throw new ConflictError(catalogueErrors.tooManySpecifications);
      const above = current.specificationsFor(categoryId).map((specification) => specification.key);
      if (above.includes(input.key) || current.keysBelow(categoryId).has(input.key)) throw new ConflictError(catalogueErrors.keyTaken(input.key));
      const saved = await repository.createSpecification(categoryId, input, auditSpecification(actor, 'specification.created'));
      if (saved.outcome !== 'saved') throw new ConflictError(catalogueErrors.keyTaken(input.key));
      changed();
      return toSpecification(saved.value);
    },

    /** A choice can be added, renamed only by adding the new one, and removed while no part has it. */
    async updateSpecification(actor: AuditActor, id: string, input: z.output<typeof specificationUpdateSchema>): Promise<Specification> {
      const specification = (await tree()).findSpecification(id);
      if (!specification) throw new NotFoundError(catalogueErrors.specificationNotFound);
      // The declaration's rules, as a new specification of its kind would be checked.
      const checked = specificationInputSchema.safeParse({
        key: specification.key,
        name: input.name ?? specification.name,
        kind: specification.kind,
        unit: input.unit === undefined ? specification.unit : input.unit,
        choices: input.choices ?? specification.choices,
      });
      if (!checked.success) throw new UnprocessableError(checked.error.issues[0]!.message);
      const { choices } = input;
      const result = await repository.updateSpecification(
        id,
        input,
        (currentChoices) => (choices === undefined ? [] : currentChoices.filter((choice) => !choices.includes(choice))),
        auditSpecification(actor, 'specification.updated'),
      );
      if (result.outcome === 'missing') throw new NotFoundError(catalogueErrors.specificationNotFound);
      if (result.outcome === 'choice-in-use') throw new ConflictError(catalogueErrors.choiceInUse(result.choice));
      changed();
      return toSpecification(result.value);
    },

    /** Deletes a specification and every part's value of it. */
    async deleteSpecification(actor: AuditActor, id: string): Promise<number> {
      if (!(await repository.deleteSpecification(id, auditSpecification(actor, 'specification.deleted'))))
        throw new NotFoundError(catalogueErrors.specificationNotFound);
      changed();
      return 1;
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
