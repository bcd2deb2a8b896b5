import type { Category, Specification } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { webMessages } from '@partsmith/contract/web-messages';
import { useState } from 'react';
import { usePageMeta } from '@/components/page-meta';
import { ConfirmedMutationDialog, useConfirmation, useConfirmedMutation } from '@/components/ui/confirm-dialog';
import { InlineLoader } from '@/components/ui/page-loader';
import { PlusIcon } from '@/components/ui/plus-icon';
import { EmptyNote, QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useCategories } from '../api/get-categories';
import { useDeleteCategory } from '../api/delete-category';
import { useDeleteSpecification } from '../api/delete-specification';
import { CategoryDialog, type CategoryFormSubject } from '../components/category-form';
import { SPECIFICATION_KIND_LABELS, SpecificationDialog, type SpecificationFormSubject } from '../components/specification-form';

interface TreeActions {
  openCategoryForm: (subject: CategoryFormSubject) => void;
  deleteCategory: (category: Category) => void;
  openSpecificationForm: (subject: SpecificationFormSubject) => void;
  deleteSpecification: (subject: { category: Category; specification: Specification }) => void;
}

/** "Number (mm)", "Choice from a list: AM4, AM5", "Yes or no". */
function kindSummary({ kind, unit, choices }: Specification): string {
  if (kind === 'number' && unit) return `${SPECIFICATION_KIND_LABELS.number} (${unit})`;
  if (kind === 'choice') return `${SPECIFICATION_KIND_LABELS.choice}: ${choices.join(', ')}`;
  return SPECIFICATION_KIND_LABELS[kind];
}

function SpecificationList({ category, actions }: { category: Category; actions: TreeActions }) {
  if (category.specifications.length === 0) return <p className="text-sm text-base-content/70">No specifications of its own.</p>;
  return (
    <ul className="divide-y divide-base-300 rounded-field border border-base-300" aria-label={`Specifications of ${category.name}`}>
      {category.specifications.map((specification) => (
        <li key={specification.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2">
          <div className="min-w-0 flex-1 basis-48">
            <p className="font-medium">
              <span id={`specification-${specification.id}`}>{specification.name}</span>{' '}
              <code className="text-sm font-normal text-base-content/70">{specification.key}</code>
            </p>
            <p className="text-sm [overflow-wrap:anywhere] text-base-content/75">{kindSummary(specification)}</p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-outline btn-sm btn-primary"
              aria-describedby={`specification-${specification.id}`}
              onClick={() => actions.openSpecificationForm({ category, specification })}
            >
              Edit
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm btn-error"
              aria-describedby={`specification-${specification.id}`}
              onClick={() => actions.deleteSpecification({ category, specification })}
            >
              Delete
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The categories under `parentId`, each with its specifications and, nested, the categories below it. */
function CategoryBranch({ parentId, childrenOf, actions }: { parentId: string | null; childrenOf: Map<string | null, Category[]>; actions: TreeActions }) {
  const categories = childrenOf.get(parentId) ?? [];
  if (categories.length === 0) return null;
  return (
    <ul className={parentId ? 'mt-4 space-y-4 border-l-2 border-base-300 pl-3 sm:pl-6' : 'space-y-4'}>
      {categories.map((category) => (
        <li key={category.id}>
          <article className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-5" aria-labelledby={`category-${category.id}`}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 id={`category-${category.id}`} className="text-lg font-bold [overflow-wrap:anywhere]">
                  {category.name}
                </h2>
                <p className="text-sm [overflow-wrap:anywhere] text-base-content/75">
                  /category/{category.slug} · {webMessages.partCount(category.partCount)} · position {category.position}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-outline btn-sm btn-primary"
                  aria-describedby={`category-${category.id}`}
                  onClick={() => actions.openCategoryForm({ category })}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-outline btn-sm btn-error"
                  aria-describedby={`category-${category.id}`}
                  onClick={() => actions.deleteCategory(category)}
                >
                  Delete
                </button>
              </div>
            </div>
            {category.description && <p className="mt-2 text-sm [overflow-wrap:anywhere] text-base-content/85">{category.description}</p>}
            <h3 className="mt-4 mb-2 text-sm font-semibold">Specifications</h3>
            <SpecificationList category={category} actions={actions} />
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-describedby={`category-${category.id}`}
                onClick={() => actions.openSpecificationForm({ category })}
              >
                Add a specification
              </button>
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-describedby={`category-${category.id}`}
                onClick={() => actions.openCategoryForm({ parentId: category.id })}
              >
                Add a category below
              </button>
            </div>
          </article>
          <CategoryBranch parentId={category.id} childrenOf={childrenOf} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

function childrenByParent(categories: readonly Category[]): Map<string | null, Category[]> {
  const children = new Map<string | null, Category[]>();
  for (const category of categories) children.set(category.parentId, [...(children.get(category.parentId) ?? []), category]);
  return children;
}

/**
 * /dashboard/categories (admin): the category tree, indented, each category with its own specifications; add, edit and
 * delete both. The server refuses to delete a category that holds parts or has categories below it, and says so.
 */
export function ManageCategoriesPage() {
  usePageMeta({
    title: 'Categories',
    description: 'The category tree of the catalogue and the specifications each category asks its parts to fill in.',
  });
  const categories = useCategories();
  const categoryForm = useConfirmation<CategoryFormSubject>();
  const specificationForm = useConfirmation<SpecificationFormSubject>();
  // Each opening of a form starts from its subject's values, not from what was typed and cancelled last time.
  const [formsOpened, setFormsOpened] = useState(0);
  const opening =
    <T,>(ask: (subject: T) => void) =>
    (subject: T) => {
      setFormsOpened((count) => count + 1);
      ask(subject);
    };
  const categoryDeletion = useConfirmedMutation(useDeleteCategory(), {
    variables: (category: Category) => category.id,
    successMessage: messages.categories.deleted,
  });
  const specificationDeletion = useConfirmedMutation(useDeleteSpecification(), {
    variables: ({ specification }: { category: Category; specification: Specification }) => specification.id,
    successMessage: messages.categories.specificationDeleted,
  });
  const actions: TreeActions = {
    openCategoryForm: opening(categoryForm.ask),
    deleteCategory: categoryDeletion.ask,
    openSpecificationForm: opening(specificationForm.ask),
    deleteSpecification: specificationDeletion.ask,
  };

  return (
    <section>
      <SectionHeading
        as="h1"
        title="Categories"
        description="Each part sits in one category. A category's specifications are filled in by its parts and by those of the categories below it."
        action={
          <button type="button" className="btn btn-primary" onClick={() => actions.openCategoryForm({ parentId: null })}>
            <PlusIcon />
            Add a category
          </button>
        }
      />
      <QueryContent
        query={categories}
        loading={<InlineLoader label="Loading categories…" />}
        errorTitle="We could not load the categories"
        isEmpty={(found) => found.length === 0}
        empty={() => <EmptyNote>{messages.categories.none}</EmptyNote>}
      >
        {(found) => <CategoryBranch parentId={null} childrenOf={childrenByParent(found)} actions={actions} />}
      </QueryContent>
      <CategoryDialog
        key={`category-form-${formsOpened}`}
        subject={categoryForm.subject}
        categories={categories.data ?? []}
        open={categoryForm.open}
        onClose={categoryForm.close}
      />
      <SpecificationDialog
        key={`specification-form-${formsOpened}`}
        subject={specificationForm.subject}
        open={specificationForm.open}
        onClose={specificationForm.close}
      />
      <ConfirmedMutationDialog confirmation={categoryDeletion} title="Delete this category?" confirmLabel="Delete">
        {(category) => (
          <p>
            <strong className="[overflow-wrap:anywhere]">{category.name}</strong> and its specifications will be deleted permanently, and its page /category/
            {category.slug} will be gone. This cannot be undone. A category that holds parts or has categories below it cannot be deleted: move them first.
          </p>
        )}
      </ConfirmedMutationDialog>
      <ConfirmedMutationDialog confirmation={specificationDeletion} title="Delete this specification?" confirmLabel="Delete">
        {({ category, specification }) => (
          <p>
            <strong className="[overflow-wrap:anywhere]">{specification.name}</strong> will be deleted permanently from {category.name}: every part in it, and
            in the categories below it, loses its value of {specification.name}, and filters on it stop working. This cannot be undone.
          </p>
        )}
      </ConfirmedMutationDialog>
    </section>
  );
}
