import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Category,
  MAX_CHOICES_PER_SPECIFICATION,
  SPECIFICATION_KINDS,
  type Specification,
  type SpecificationInput,
  type SpecificationKind,
  specificationInputSchema,
} from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useState } from 'react';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateSpecification } from '../api/create-specification';
import { useUpdateSpecification } from '../api/update-specification';
import { specificationKeyFrom } from './category-tree';

export const SPECIFICATION_KIND_LABELS: Record<SpecificationKind, string> = {
  number: 'Number',
  choice: 'Choice from a list',
  boolean: 'Yes or no',
  text: 'Text',
};

/** What the dialog is about: a specification to edit, or a new one of `category`. */
export interface SpecificationFormSubject {
  category: Category;
  specification?: Specification;
}

interface SpecificationDialogProps {
  /** Set while the dialog is open, and kept while it closes. The dialog is keyed by it, so its fields start from it. */
  subject: SpecificationFormSubject | null;
  open: boolean;
  onClose: () => void;
}

function startingValues(specification: Specification | undefined): SpecificationInput {
  if (specification) {
    const { key, name, kind, unit, choices, position } = specification;
    return { key, name, kind, unit, choices, position };
  }
  return { key: '', name: '', kind: 'number', unit: null, choices: [], position: 0 };
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The choices' message: about the list, or about the first choice that is wrong. */
function choicesError(error: FieldError | (FieldError | undefined)[] | undefined): string | undefined {
  if (!error) return undefined;
  return Array.isArray(error) ? error.find(Boolean)?.message : error.message;
}

/** The choices as the admin types them, one a line; the form gets the list without blank lines. */
function ChoicesField({ value, onChange, error }: { value: string[]; onChange: (choices: string[]) => void; error: string | undefined }) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <TextareaField
      label="Choices, one per line"
      rows={5}
      className="sm:col-span-2"
      placeholder={'AM5\nLGA1700\nLGA1851'}
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value);
        onChange(linesOf(event.target.value));
      }}
    />
  );
}

/**
 * Add a specification to a category, or edit one: its name, key (suggested from a new one's name), kind, unit for a
 * number, choices for a choice, and position; checked with the contract's specificationInputSchema. The key and kind
 * of an existing specification never change: parts' values and shared filter links depend on them.
 */
export function SpecificationDialog({ subject, open, onClose }: SpecificationDialogProps) {
  const toast = useToast();
  const existing = subject?.specification;
  const createSpecification = useCreateSpecification();
  const updateSpecification = useUpdateSpecification();
  const pending = createSpecification.isPending || updateSpecification.isPending;
  const { register, handleSubmit, setValue, control, getFieldState, formState } = useForm({
    resolver: zodResolver(specificationInputSchema),
    defaultValues: startingValues(existing),
  });
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async ({ key, kind, name, unit, choices, position }) => {
    if (!subject) return;
    try {
      if (existing) {
        const changes = { name, position, ...(kind === 'number' && { unit }), ...(kind === 'choice' && { choices }) };
        await updateSpecification.mutateAsync({ specificationId: existing.id, changes });
      } else {
        await createSpecification.mutateAsync({ categoryId: subject.category.id, input: { key, name, kind, unit, choices, position } });
      }
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    toast.success(existing ? messages.categories.specificationSaved : messages.categories.specificationAdded);
    onClose();
  });

  return (
    <FormDialog
      open={open}
      title={existing ? `Edit ${existing.name}` : `Add a specification to ${subject?.category.name ?? 'the category'}`}
      description={
        existing ? (
          <p>
            Key <code>{existing.key}</code>, {SPECIFICATION_KIND_LABELS[existing.kind].toLowerCase()}: neither changes, as parts' values and filter links use
            them.{existing.kind === 'choice' && ' A choice that a part has cannot be removed.'}
          </p>
        ) : (
          <p>Every part in this category, and in the categories below it, can fill it in. The key names it in filter links and the CSV file.</p>
        )
      }
      submitLabel={existing ? 'Save specification' : 'Add specification'}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label="Name"
        autoComplete="off"
        placeholder="Fan size"
        error={errors.name?.message}
        {...register('name', {
          onChange: (event: { target: { value: string } }) => {
            // A new specification's key follows its name until the admin types one.
            if (!existing && !getFieldState('key', formState).isDirty) setValue('key', specificationKeyFrom(event.target.value));
          },
        })}
      />
      {!existing && (
        <>
          <TextField label="Key" autoComplete="off" spellCheck={false} placeholder="fan_size" error={errors.key?.message} {...register('key')} />
          <SelectField
            label="Kind"
            error={errors.kind?.message}
            {...register('kind', {
              // A unit belongs to a number and choices to a choice: what was typed for another kind is dropped.
              onChange: () => {
                setValue('unit', null);
                setValue('choices', []);
              },
            })}
          >
            {SPECIFICATION_KINDS.map((option) => (
              <option key={option} value={option}>
                {SPECIFICATION_KIND_LABELS[option]}
              </option>
            ))}
          </SelectField>
        </>
      )}
      {kind === 'number' && (
        <TextField
          label="Unit (optional)"
          autoComplete="off"
          placeholder="mm, W, GB"
          error={errors.unit?.message}
          {...register('unit', { setValueAs: (value: string | null) => (value?.trim() ? value : null) })}
        />
      )}
      <TextField
        label="Position"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        error={errors.position?.message}
        {...register('position', { valueAsNumber: true })}
      />
      {kind === 'choice' && (
        <Controller
          control={control}
          name="choices"
          render={({ field }) => (
            <ChoicesField value={field.value ?? []} onChange={field.onChange} error={choicesError(errors.choices as FieldError | FieldError[] | undefined)} />
          )}
        />
      )}
      {kind === 'choice' && (
        <p className="text-sm text-base-content/75 sm:col-span-2">From 2 to {MAX_CHOICES_PER_SPECIFICATION} choices, in the order filters list them.</p>
      )}
    </FormDialog>
  );
}
