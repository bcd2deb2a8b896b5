import { zodResolver } from '@hookform/resolvers/zod';
import { type Category, type CategoryInput, categoryInputSchema, MAX_CATEGORY_DEPTH } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoryOptions, categoryIdFromOption } from './category-options';
import { categoryTree, categoryWithDescendants, slugFrom } from './category-tree';

/** What the dialog is about: a category to edit, or a new one under `parentId` (null: at the top). */
export type CategoryFormSubject = { category: Category } | { parentId: string | null };

interface CategoryDialogProps {
  /** Set while the dialog is open, and kept while it closes. The dialog is keyed by it, so its fields start from it. */
  subject: CategoryFormSubject | null;
  categories: readonly Category[];
  open: boolean;
  onClose: () => void;
}

function startingValues(subject: CategoryFormSubject | null): CategoryInput {
  if (subject && 'category' in subject) {
    const { name, slug, description, parentId, position } = subject.category;
    return { name, slug, description, parentId, position };
  }
  return { name: '', slug: '', description: '', parentId: subject?.parentId ?? null, position: 0 };
}

/**
 * The categories a category may sit under: not itself or one below it (that would make a loop), and none so deep
 * that it would pass the tree's depth.
 */
function possibleParents(subject: CategoryFormSubject | null, categories: readonly Category[]): Set<string> {
  const excluded = subject && 'category' in subject ? categoryWithDescendants(subject.category.id, categories) : new Set<string>();
  for (const { category, depth } of categoryTree(categories)) if (depth >= MAX_CATEGORY_DEPTH - 1) excluded.add(category.id);
  return excluded;
}

/**
 * Add a category or edit one: name, address name (suggested from a new category's name until it is typed), parent,
 * description and position, checked with the contract's categoryInputSchema as the server checks them.
 */
export function CategoryDialog({ subject, categories, open, onClose }: CategoryDialogProps) {
  const toast = useToast();
  const editing = subject !== null && 'category' in subject ? subject.category : null;
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const pending = createCategory.isPending || updateCategory.isPending;
  const { register, handleSubmit, setValue, getFieldState, formState } = useForm({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: startingValues(subject),
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      if (editing) await updateCategory.mutateAsync({ categoryId: editing.id, changes: input });
      else await createCategory.mutateAsync(input);
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    toast.success(editing ? messages.categories.saved : messages.categories.added);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={editing ? `Edit ${editing.name}` : 'Add a category'}
      description={
        <p>
          The address name makes the category page's address, such as /category/cpu-coolers: changing it breaks links to the old one. Position orders a category
          among those beside it, lowest first.
        </p>
      }
      submitLabel={editing ? 'Save category' : 'Add category'}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label="Name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name', {
          onChange: (event: { target: { value: string } }) => {
            // A new category's address name follows its name until the admin types one; an existing one's stays, as links use it.
            if (!editing && !getFieldState('slug', formState).isDirty) setValue('slug', slugFrom(event.target.value));
          },
        })}
      />
      <TextField label="Address name" autoComplete="off" spellCheck={false} placeholder="cpu-coolers" error={errors.slug?.message} {...register('slug')} />
      <SelectField label="Parent category" error={errors.parentId?.message} {...register('parentId', { setValueAs: categoryIdFromOption })}>
        <CategoryOptions categories={categories} noneLabel="None: a top-level category" excluded={possibleParents(subject, categories)} />
      </SelectField>
      <TextField
        label="Position"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errors.position?.message}
        {...register('position', { valueAsNumber: true })}
      />
      <TextareaField label="Description (optional)" rows={3} className="sm:col-span-2" error={errors.description?.message} {...register('description')} />
    </FormDialog>
  );
}
