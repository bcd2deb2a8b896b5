import { usePageMeta } from '@/components/page-meta';
import { InlineLoader } from '@/components/ui/page-loader';
import { QueryContent } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { CompanyDetails } from '../components/company-details';
import { EmailPreferences } from '../components/email-preferences';
import { EmailVerification } from '../components/email-verification';
import { ProfileForm } from '../components/profile-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

interface ProfilePageProps {
  email: string;
  /** The address was confirmed from the verification mail. */
  emailVerified: boolean;
  /** After "sign out everywhere" ended the account's sessions: forget the account here too. */
  onSignedOutEverywhere: () => void;
}

/**
 * /dashboard/profile: the signed-in user's own profile, prefilled with what was saved; the company invoices name (and
 * its tax exemption); the address and its verification; order emails; change password; and "sign out everywhere".
 */
export function ProfilePage({ email, emailVerified, onSignedOutEverywhere }: ProfilePageProps) {
  usePageMeta({ title: 'My Profile', description: 'Your name and email, with your education, address, phone and LinkedIn link to keep up to date.' });
  const profile = useProfile(email);
  return (
    <section>
      <SectionHeading as="h1" title="My Profile" description="Keep your details current so we can reach you about your orders." />
      <QueryContent query={profile} loading={<InlineLoader label="Loading your profile…" />} errorTitle="We could not load your profile">
        {(data) => <ProfileForm profile={data} />}
      </QueryContent>
      <CompanyDetails email={email} />
      <EmailVerification email={email} verified={emailVerified} />
      <EmailPreferences />
      <ChangePasswordForm />
      <SignOutEverywhere onSignedOut={onSignedOutEverywhere} />
    </section>
  );
}
