import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, profileFormSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { PendingButton } from '@/components/ui/pending-button';

/** Name and email read-only; Education, Address, Phone and LinkedIn Link editable, checked with profileFormSchema (LinkedIn Link required, as the specification's form has it). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const updateProfile = useUpdateProfile(profile.email);
  const toast = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      education: profile.education ?? '',
      address: profile.address ?? '',
      phone: profile.phone ?? '',
      linkedin: profile.linkedin ?? '',
    },
  });

  const onSubmit = handleSubmit(async ({ education, address, phone, linkedin }) => {
    try {
      await updateProfile.mutateAsync({ email: profile.email, education, address, phone, linkedin });
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    reset({ education, address, phone, linkedin });
    toast.success(messages.toast.profileUpdated);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" value={profile.name} readOnly autoComplete="off" />
        <TextField label="Email" type="email" value={profile.email} readOnly autoComplete="off" />
        <TextField label="Education" placeholder="e.g. BSc in Electrical Engineering" error={errors.education?.message} {...register('education')} />
        <TextField label="Phone" type="tel" autoComplete="tel" placeholder="e.g. +880 1712 345678" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Address" autoComplete="street-address" className="sm:col-span-2" error={errors.address?.message} {...register('address')} />
        <TextField
          label="LinkedIn Link"
          type="url"
          autoComplete="url"
          placeholder="https://www.linkedin.com/in/your-name"
          className="sm:col-span-2"
          error={errors.linkedin?.message}
          {...register('linkedin')}
        />
      </div>
      <div className="mt-6 flex justify-end">
        <PendingButton type="submit" className="btn btn-primary w-full sm:w-auto" pending={isSubmitting} disabled={isSubmitting}>
          Update Profile
        </PendingButton>
      </div>
    </form>
  );
}
