import { SHOP_NAME } from '@partsmith/contract/constants';
import { GlassPage } from '@/components/layout/glass-page';
import { usePageMeta } from '@/components/page-meta';
import { WithSiteContent } from '../components/with-site-content';

export function ContactPage() {
  usePageMeta({ title: 'Contact', description: `How to reach ${SHOP_NAME}: our phone number, email address, office in Dhaka and website.` });
  return (
    <GlassPage eyebrow="Company" title="Contact us" description={<p>Questions about a part, an order or a payment? We answer on working days.</p>}>
      <WithSiteContent errorTitle="We could not load our contact details">
        {({ contact }) => (
          <address className="not-italic">
            <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-[max-content_1fr]">
              <dt className="font-semibold">Company</dt>
              <dd>{contact.companyName}</dd>
              <dt className="font-semibold">Phone</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} className="link link-primary">
                  {contact.phone}
                </a>
              </dd>
              <dt className="font-semibold">Email</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className="link link-primary break-all">
                  {contact.email}
                </a>
              </dd>
              <dt className="font-semibold">Address</dt>
              <dd>{contact.address}</dd>
              <dt className="font-semibold">Website</dt>
              <dd>
                <a href={contact.website} className="link link-primary break-all">
                  {contact.website}
                </a>
              </dd>
            </dl>
          </address>
        )}
      </WithSiteContent>
    </GlassPage>
  );
}
