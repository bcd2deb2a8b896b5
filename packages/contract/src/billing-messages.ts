/**
 * Copy of the admin's Shop Settings and Invoices pages, the tax exemption and payment terms in All Users and the Company
 * section of My Profile (issue 35; ours, not quoted by the spec). A module of its own, so that only those pages load it; the kinds'
 * labels are the contract's (invoices.ts) and the fields' validation messages its schemas' (tax.ts, accounts.ts).
 */
import { formatCount, formatPrice } from './web-messages';

export const billingMessages = {
  settings: {
    heading: 'Shop Settings',
    intro: 'Tax, delivery, and the seller your invoices name.',
    metaDescription: "The shop's tax rates, delivery charge, and the seller's details printed on its invoices.",
    loading: 'Loading the shop settings…',
    loadFailed: 'We could not load the shop settings',
    taxHeading: 'Tax',
    /** The one line under the tax section. */
    taxNote: 'Orders placed from now on use these settings; orders placed before, and their invoices, keep the ones they had.',
    pricesIncludeTax: 'Catalogue prices',
    pricesIncludeTaxYes: 'Include tax',
    pricesIncludeTaxNo: 'Exclude tax: it is added at checkout',
    standardRate: 'Standard rate (%)',
    reducedRate: 'Reduced rate (%)',
    deliveryHeading: 'Delivery',
    deliveryCharge: 'Delivery charge ($)',
    deliveryChargeHint: 'Per order, with or without tax as the catalogue prices are.',
    freeDeliveryFrom: 'Free delivery from ($)',
    freeDeliveryFromHint: 'Goods worth this much ship free. Leave empty if delivery is never free.',
    sellerHeading: 'Seller on invoices',
    sellerName: 'Seller name',
    sellerAddress: 'Address',
    sellerTaxNumber: 'Tax number (BIN/VAT)',
    bankDetails: 'Bank details',
    bankDetailsHint: 'Printed on invoices, for buyers who pay by bank transfer.',
    save: 'Save settings',
    saved: 'The shop settings are saved.',
  },
  invoices: {
    heading: 'Invoices',
    intro: 'Every invoice and credit note the shop issued, newest first, each with its PDF.',
    metaDescription: 'The invoices and credit notes the shop issued: number, order, buyer, net, tax and total, with each PDF.',
    filters: {
      label: 'Filter the invoices',
      year: 'Year',
      anyYear: 'All years',
      kind: 'Kind',
      anyKind: 'Invoices and credit notes',
      clear: 'Clear filters',
    },
    columns: { number: 'Number', kind: 'Kind', issued: 'Date', order: 'Order', buyer: 'Buyer', net: 'Net', tax: 'Tax', total: 'Total', pdf: 'PDF' },
    documentCount: (count: number) => `${formatCount(count)} ${count === 1 ? 'document' : 'documents'}`,
    /** Under a credit note's number, before the number of the invoice it credits. */
    credits: 'Credits',
    /** An order's number, which opens its page. */
    orderNumber: (id: string) => `#${id}`,
    download: 'PDF',
    /** The download link's name for screen readers. */
    downloadLabel: (number: string) => `Download ${number} as PDF`,
    /** For a moment after issue, while the PDF is drawn. */
    preparing: 'Preparing…',
    noneMatch: 'No invoices or credit notes match these filters.',
    noneYet: 'No invoice has been issued yet: a paid order gets one.',
    exportCsv: 'Export CSV',
    loading: 'Loading the invoices…',
    loadFailed: 'We could not load the invoices',
  },
  taxExemption: {
    column: 'Tax',
    open: 'Tax exemption',
    exempt: 'Tax exempt',
    dialogTitle: (email: string) => `Tax exemption of ${email}`,
    intro: 'An exempt account pays no tax on the orders it places from now on, and its invoices name the certificate. Orders placed before keep their tax.',
    notExempt: 'The account pays tax.',
    exemptWith: (certificate: string) => `Exempt with certificate ${certificate}.`,
    certificate: 'Certificate number',
    certificatePlaceholder: 'e.g. EX-2026-0042',
    save: 'Save exemption',
    clear: 'Clear exemption',
    saved: (email: string) => `${email} is tax exempt from now on.`,
    cleared: (email: string) => `${email} pays tax from now on.`,
    loading: 'Loading the tax exemption…',
    loadFailed: 'We could not load the tax exemption',
  },
  paymentTerms: {
    column: 'Terms',
    open: 'Payment terms',
    /** The badge of an account on terms. */
    net: (days: number) => `Net ${days}`,
    dialogTitle: (email: string) => `Payment terms of ${email}`,
    intro:
      'An account on terms may order by bank transfer: each order is invoiced when placed and paid within its days, while what the account owes on terms stays within its credit limit.',
    none: 'The account pays by card.',
    current: (days: number, creditLimit: number, owed: number) =>
      `Net ${formatCount(days)} days, credit limit ${formatPrice(creditLimit)}; owes ${formatPrice(owed)} on terms now.`,
    days: 'Days to pay',
    daysHint: 'After the order is placed, from 1 to 120.',
    creditLimit: 'Credit limit ($)',
    creditLimitHint: 'The most the account may owe on terms at once.',
    save: 'Save terms',
    remove: 'Remove terms',
    saved: (email: string, days: number) => `${email} may pay by bank transfer within ${formatCount(days)} days.`,
    removed: (email: string) => `${email} pays by card from now on; orders placed on terms keep them.`,
    loading: 'Loading the payment terms…',
    loadFailed: 'We could not load the payment terms',
  },
  company: {
    heading: 'Company',
    intro: 'Buying for a company? Your invoices name it, with its tax number and billing address. Leave the fields empty to buy as a person.',
    companyName: 'Company name',
    taxNumber: 'Tax number (BIN/VAT)',
    billingAddress: 'Billing address',
    billingAddressHint: 'Left empty, invoices are addressed to where the order goes.',
    taxExempt: (certificate: string) => `Tax exempt (certificate ${certificate})`,
    /** An account an admin put on terms: what it may owe, and owes now. */
    onTerms: (days: number, creditLimit: number, owed: number) =>
      `Your account may pay by bank transfer within ${formatCount(days)} days of each order, owing up to ${formatPrice(creditLimit)} at once. You owe ${formatPrice(owed)} on terms now.`,
    save: 'Save company details',
    saved: 'Your company details are saved.',
    loading: 'Loading your company details…',
    loadFailed: 'We could not load your company details',
  },
} as const;
