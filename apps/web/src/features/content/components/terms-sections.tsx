import { DELIVERY_DAYS, GOVERNING_LAW, MIN_CUSTOMER_AGE, REFUND_DAYS, SHOP_NAME } from '@partsmith/contract/constants';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface TermsSection {
  title: string;
  body: ReactNode;
}

const contactLink = (
  <Link to="/contact" className="link link-primary">
    Contact page
  </Link>
);

/** The 27 sections of the Terms and Conditions, in the specification's order, written for this shop. */
export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: 'Introduction',
    body: (
      <p>
        Welcome to {SHOP_NAME} (“we”, “us”). These Terms and Conditions govern your use of the {SHOP_NAME} web shop and your purchase of computer parts through
        it. By using the shop you agree to them; if you do not agree, please do not use the shop.
      </p>
    ),
  },
  {
    title: 'Communications',
    body: (
      <p>
        By creating an account you agree to receive emails about your account, your orders and your payments. News and offers are sent only if you ask for them,
        and every such email tells you how to stop them.
      </p>
    ),
  },
  {
    title: 'Purchases',
    body: (
      <>
        <p>
          To order parts you give us accurate information: your name, email address, delivery address and phone number. Prices are per piece, in US dollars; the
          total of an order is the quantity times the price per piece, calculated by our server. Every part has a minimum order and a stock you may order up to.
        </p>
        <p>
          You pay for an order by card under My Orders; our payment provider handles your card details and we never store them. Orders are delivered within{' '}
          {DELIVERY_DAYS} days. We may refuse or cancel an order, for instance when a part is no longer available, a price was shown in error or we suspect
          fraud; a payment already made is then refunded in full.
        </p>
      </>
    ),
  },
  {
    title: 'Promotions',
    body: (
      <p>
        Any contest, discount or other promotion we run may have rules of its own. Where those rules and these terms disagree, the promotion’s rules apply to
        that promotion.
      </p>
    ),
  },
  {
    title: 'Subscriptions',
    body: (
      <p>
        Some services, such as a regular supply plan, may be sold as a subscription. A subscription is billed in advance, at the start of each billing cycle
        (for example monthly or yearly), and renews automatically at the end of each cycle on the same conditions unless you or we cancel it. You may cancel the
        renewal at any time before the current cycle ends by contacting us.
      </p>
    ),
  },
  {
    title: 'Free Trial',
    body: (
      <p>
        We may offer a subscription with a free trial. You are not charged during the trial; unless you cancel before it ends, the subscription fee is charged
        when the trial ends. We may change or end free trial offers at any time.
      </p>
    ),
  },
  {
    title: 'Fee Changes',
    body: (
      <p>
        We may change the fee of a subscription. A change takes effect only at the end of the current billing cycle, and we tell you about it beforehand so that
        you can cancel before it applies. Continuing the subscription after the change means you accept the new fee.
      </p>
    ),
  },
  {
    title: 'Refunds',
    body: (
      <p>
        Refunds for contracts are issued within {REFUND_DAYS} days of the original purchase. To ask for one, contact us with the transaction id shown under My
        Orders. An order that is not paid yet can be cancelled under My Orders at any time, free of charge.
      </p>
    ),
  },
  {
    title: 'Content',
    body: (
      <p>
        You may post reviews with a rating, text and a photo (“Content”). You are responsible for your Content, confirm that you have the right to post it, and
        allow us to show it in the shop. We may edit or remove any Content at our sole discretion, for example when it is unlawful, offensive or not about our
        parts.
      </p>
    ),
  },
  {
    title: 'Prohibited Uses',
    body: (
      <p>
        Use the shop only for lawful purposes. Do not impersonate anyone, send unsolicited advertising, try to reach accounts, orders or admin functions that
        are not yours, upload malicious files, or interfere with the shop’s security or with other customers’ use of it, by automated means or otherwise.
      </p>
    ),
  },
  {
    title: 'Analytics',
    body: (
      <p>
        We may measure how the shop is used (pages visited, load times, errors) to keep it fast and reliable. We do not sell personal data, and any analytics
        provider we use processes it only on our behalf.
      </p>
    ),
  },
  {
    title: 'No Use by Minors',
    body: (
      <p>
        The shop is intended only for people aged {MIN_CUSTOMER_AGE} or over. By using it you confirm that you are at least {MIN_CUSTOMER_AGE} years old and
        able to agree to these terms.
      </p>
    ),
  },
  {
    title: 'Accounts',
    body: (
      <p>
        When you create an account you must be at least {MIN_CUSTOMER_AGE}, and the information you give must be accurate, complete and current at all times.
        You are responsible for keeping your password secret and for what happens under your account; tell us at once if you notice any unauthorised use. We may
        refuse service, terminate accounts, and remove or edit content at our sole discretion.
      </p>
    ),
  },
  {
    title: 'Intellectual Property',
    body: (
      <p>
        The shop and its original content (texts, part images, illustrations, the {SHOP_NAME} name and logo, and the software), apart from Content posted by
        customers, belong to {SHOP_NAME} and may not be used without our written permission.
      </p>
    ),
  },
  {
    title: 'Copyright Policy',
    body: (
      <p>
        We respect the intellectual property of others and answer every claim that Content posted in the shop infringes a copyright. If you own a work and
        believe it was copied in the shop without permission, send us a notice as described in the next section.
      </p>
    ),
  },
  {
    title: 'Copyright Notice Procedure',
    body: (
      <p>
        A notice of infringement names the copyrighted work, shows where the infringing material appears in the shop (its address), gives your name and contact
        details, states that you believe in good faith that the use is not authorised, and confirms that the notice is accurate and that you are the owner or
        act for the owner. Send it through the details on our {contactLink}. A notice that is knowingly false may make you liable for damages.
      </p>
    ),
  },
  {
    title: 'Feedback',
    body: <p>If you send us ideas, suggestions or other feedback about the shop or our parts, we may use them freely and without any obligation to you.</p>,
  },
  {
    title: 'Links to Other Sites',
    body: (
      <p>
        The shop links to services we do not control, such as our card payment provider and Google sign-in. We are not responsible for their content, terms or
        privacy practices; please read their own terms.
      </p>
    ),
  },
  {
    title: 'Warranty Disclaimer',
    body: (
      <p>
        The web shop is provided “as is” and “as available”. Apart from the warranty the law gives you on the parts you buy, we make no promise that the shop
        will always be available, uninterrupted or free of errors.
      </p>
    ),
  },
  {
    title: 'Limitation of Liability',
    body: (
      <p>
        As far as the law allows, {SHOP_NAME}, its directors and its employees are not liable for indirect, incidental or consequential damages arising from the
        use of the shop, and our liability for an order never exceeds the amount paid for it.
      </p>
    ),
  },
  {
    title: 'Termination',
    body: (
      <p>
        We may suspend or terminate your account and your access to the shop at once, without prior notice, for any reason, including a breach of these terms.
        You may close your account at any time by contacting us. Terms that by their nature should outlast the account, such as the limitation of liability,
        remain in force.
      </p>
    ),
  },
  {
    title: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of {GOVERNING_LAW}, without regard to its rules on conflicts of law, and the courts of {GOVERNING_LAW} decide any
        dispute about them.
      </p>
    ),
  },
  {
    title: 'Changes to Service',
    body: (
      <p>
        We may change or withdraw the shop, any service in it or any part we sell, at our sole discretion and without notice. We are not liable if all or part
        of the shop is unavailable at any time.
      </p>
    ),
  },
  {
    title: 'Amendments to Terms',
    body: (
      <p>
        We may amend these terms by publishing the new version on this page, with its “last updated” date. Using the shop after an amendment means you accept
        the amended terms; please check this page from time to time.
      </p>
    ),
  },
  {
    title: 'Waiver and Severability',
    body: (
      <p>
        If we do not enforce a term, that is not a waiver of it. If a court finds any term invalid, that term is applied as far as it can be and the other terms
        remain in full force.
      </p>
    ),
  },
  {
    title: 'Acknowledgement',
    body: <p>By using the shop or its services you acknowledge that you have read these terms and agree to be bound by them.</p>,
  },
  {
    title: 'Contact Us',
    body: <p>Questions about these terms? Our phone number, email address and address in Dhaka are on our {contactLink}.</p>,
  },
];
