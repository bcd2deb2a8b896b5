import { zodResolver } from '@hookform/resolvers/zod';
import { cartMessages, savedListCreateSchema } from '@partsmith/contract';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateSavedList } from '../api/create-saved-list';

/** Names the cart and saves it as a list (a list of the same name is replaced). */
export function SaveListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const createList = useCreateSavedList();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(savedListCreateSchema), defaultValues: { name: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const save = handleSubmit(({ name }) =>
    createList.mutateAsync(name).then(
      (list) => {
        toast.success(cartMessages.listSaved(list.name));
        close();
      },
      (error: unknown) => toast.error(getErrorMessage(error)),
    ),
  );
  return (
    <FormDialog
      open={open}
      title={cartMessages.saveListTitle}
      description={cartMessages.saveListDescription}
      submitLabel={cartMessages.saveList}
      pending={createList.isPending}
      onSubmit={save}
      onClose={close}
    >
      <TextField label={cartMessages.listName} autoComplete="off" className="sm:col-span-2" error={errors.name?.message} {...register('name')} />
    </FormDialog>
  );
}
