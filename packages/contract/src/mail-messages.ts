/**
 * The copy of the shop's email (the messages themselves) and of the screens that ask for it: forgot password, reset,
 * address verification, order-email preferences, change password and the development mailbox. A module of its own, so
 * that only those screens load it.
 */
import { formatCount } from './web-messages';

/** "$1,234.50" for 123450 cents. */
export const formatDollars = (cents: number) => `$${formatCount(Math.trunc(cents / 100))}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "24 November 2026, 14:05 UTC": a mail is read anywhere, so the time says its zone. */
export function formatMailDate(iso: string): string {
  const date = new Date(iso);
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${time} UTC`;
}

/** "31 December 2026" for the calendar day "2026-12-31". */
export function formatMailDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** "an hour", "3 hours", "30 minutes". */
const forDuration = (minutes: number) =>
  minutes % 60 === 0 ? (minutes === 60 ? 'an hour' : `${minutes / 60} hours`) : minutes === 1 ? 'a minute' : `${minutes} minutes`;

export const mailMessages = {
  /** Parts every message shares. */
  common: {
    greeting: (name: string) => `Hello ${name},`,
    /** Account mail may go to an address whose owner did not sign up, so it does not repeat the name the account gave. */
    accountGreeting: 'Hello,',
    signature: 'The Partsmith team',
    orderFooter: 'You get order emails because you ordered parts from Partsmith. Choose which ones you get in My Profile:',
    accountFooter: 'This email was sent because of a request on your Partsmith account. Nobody at Partsmith will ask you for your password.',
    orderLine: (quantity: number, productName: string) => `${formatCount(quantity)} × ${productName}`,
    orderNumber: (orderId: string) => `Order #${orderId}`,
    part: 'Part',
    /** Before each line of an order of several. */
    lineNumber: (position: number) => `Line ${position}`,
    partNumber: 'Part number',
    quantity: 'Quantity',
    unitPrice: 'Price per piece',
    total: 'Total',
    payBy: 'Pay by',
    myOrders: 'See my orders',
  },
  passwordReset: {
    subject: 'Reset your Partsmith password',
    preview: 'A link to choose a new password',
    intro: 'Someone, hopefully you, asked to reset the password of your Partsmith account.',
    action: 'Choose a new password',
    expiry: (minutes: number) =>
      `The link works once, for ${forDuration(minutes)}. When you set a new password, every device signed in to your account is signed out.`,
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  verifyEmail: {
    subject: 'Confirm your email address for Partsmith',
    preview: 'One click to confirm your address',
    intro: 'Please confirm that this address is yours. Then we can send you order emails.',
    action: 'Confirm my address',
    expiry: (minutes: number) => `The link works for ${forDuration(minutes)}. You can send a new one from My Profile.`,
    ignore: 'If you did not create an account at Partsmith, ignore this email.',
  },
  orderPlaced: {
    subject: (orderId: string, line: string) => `Order #${orderId} placed: ${line}`,
    preview: (total: string, payBy: string) => `Please pay ${total} by ${payBy}`,
    intro: 'Thank you for your order. We have put the parts aside for you.',
    payByNote: 'An order that is not paid by then is cancelled, and the parts go back on sale.',
    action: 'Pay now',
  },
  orderPaid: {
    subject: (orderId: string) => `Payment received for order #${orderId}`,
    preview: (total: string) => `We have received ${total}`,
    intro: (total: string) => `We have received your payment of ${total}. Delivery within 30 days.`,
    /** An order on terms shipped before its transfer arrived. */
    introShipped: (total: string) => `We have received your payment of ${total}. Thank you.`,
    testPayment: 'This shop takes test payments: no money was taken.',
  },
  orderShipped: {
    subject: (orderId: string) => `Order #${orderId} has shipped`,
    preview: 'Your parts are on their way',
    intro: 'Your parts are on their way.',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    noTracking: 'The shop did not give a tracking number for this shipment.',
  },
  orderCancelled: {
    subject: (orderId: string) => `Order #${orderId} is cancelled`,
    preview: 'The parts are back on sale',
    byCustomer: 'You cancelled this order.',
    byAdmin: 'The shop cancelled this order.',
    expired: 'This order was not paid in time, so it is cancelled and the parts are back on sale.',
    noCharge: 'Nothing was charged for it.',
  },
  orderRefunded: {
    subject: (orderId: string) => `Order #${orderId} is cancelled and refunded`,
    preview: (total: string) => `${total} is on its way back to you`,
    intro: (total: string) =>
      `The shop cancelled this paid order and refunded ${total} to the card you paid with. Your bank shows the refund within a few days.`,
    paidAfterCancel: (total: string) =>
      `Your payment of ${total} arrived after this order was cancelled, so the shop refunded it to the card you paid with. Your bank shows the refund within a few days.`,
  },
  paymentReminder: {
    subject: (orderId: string) => `Reminder: please pay order #${orderId}`,
    preview: (payBy: string) => `It is cancelled if unpaid by ${payBy}`,
    intro: (payBy: string) => `Your order is not paid yet. If it is not paid by ${payBy}, it is cancelled and the parts go back on sale.`,
    action: 'Pay now',
  },

  paymentOverdue: {
    subject: (orderId: string) => `Payment overdue for order #${orderId}`,
    preview: (dueOn: string) => `It was due on ${dueOn}`,
    intro: (total: string, dueOn: string) =>
      `The bank transfer of ${total} for this order was due on ${dueOn}. Please transfer it to the bank account on your invoice, attached to this message, quoting the invoice number.`,
  },

  quote: {
    title: (quoteId: string) => `Quote request #${quoteId}`,
    wantedBy: 'Wanted by',
    unitPrice: 'Price per piece',
    availableBy: 'Available by',
    validUntil: 'Valid until',
    yourNote: 'Your note',
    shopNote: 'Our note',
    action: 'See my quotes',
  },
  quoteRequested: {
    subject: (quoteId: string, line: string) => `Quote request #${quoteId} received: ${line}`,
    preview: 'We will answer with a price and a date',
    intro: 'Thank you for your quote request. We will answer it with a price and the date the parts can be ready.',
  },
  quoteAnswered: {
    subject: (quoteId: string) => `Your quote #${quoteId} is ready`,
    preview: (total: string) => `${total} for the whole quantity`,
    intro: (validUntil: string) =>
      `We can offer these parts at the price below. Accept the quote under My Quotes by ${validUntil} to place the order; you then pay for it under My Orders.`,
  },
  quoteDeclined: {
    subject: (quoteId: string) => `We cannot offer quote #${quoteId}`,
    preview: 'We cannot supply this request',
    intro: 'We are sorry: we cannot supply this request. You may request another quantity or date at any time.',
  },

  /** What the shop is told: to its address (SHOP_EMAIL) or, without one, to its admins. */
  shop: {
    footer: "You get this email because it goes to the shop's address (SHOP_EMAIL) or, when none is set, to the shop's admins.",
    customer: 'Customer',
    customerNote: "Customer's note",
  },
  shopOrderPaid: {
    subject: (orderId: string, line: string) => `Order #${orderId} paid: ${line}`,
    preview: (total: string, customer: string) => `${total} from ${customer}, waiting to be shipped`,
    intro: (total: string) => `The customer has paid ${total} for this order. It is waiting to be shipped.`,
    /** An order on terms shipped before its transfer arrived. */
    previewShipped: (total: string, customer: string) => `${total} from ${customer}, for an order already shipped`,
    introShipped: (total: string) => `The customer has paid ${total} for this order, which was shipped before the transfer arrived.`,
    testPayment: 'It was paid through the test provider: no money was taken.',
    action: 'Open it in Manage Orders',
  },
  shopQuoteRequested: {
    subject: (quoteId: string, line: string) => `Quote request #${quoteId}: ${line}`,
    preview: (customer: string) => `${customer} is waiting for a price and a date`,
    intro: 'A customer asks for a quote. Answer it with a price per piece and the date the parts can be ready, or decline it.',
    action: 'Answer it in Quote Requests',
  },

  /** The screens. */
  forgotPassword: {
    link: 'Forgot password?',
    heading: 'Reset your password',
    intro: 'Enter the email of your account. We will send it a link to choose a new password.',
    submit: 'Send reset link',
    sent: 'If an account uses that address, we have sent it a link to choose a new password. Check your inbox (and spam folder); the link works for an hour.',
    backToLogin: 'Back to Login',
  },
  resetPassword: {
    heading: 'Choose a new password',
    newPassword: 'New password',
    submit: 'Set new password',
    done: 'Your password is changed, and every device that was signed in to your account is signed out. Log in with your new password.',
    invalidLink: 'This link has expired or has already been used. Ask for a new one.',
    askAgain: 'Send a new link',
  },
  verify: {
    heading: 'Confirm your email address',
    question: 'Press the button to confirm that this email address is yours.',
    confirm: 'Confirm my email address',
    checking: 'Confirming your address…',
    done: 'Your email address is confirmed.',
    invalidLink: 'This link has expired or is not valid. Send a new one from My Profile.',
    toProfile: 'Go to My Profile',
  },
  profile: {
    emailHeading: 'Email address',
    verified: 'Verified',
    notVerified: 'Not verified',
    notVerifiedHint: 'Confirm your address to get order emails.',
    sendVerification: 'Send verification email',
    verificationSent: (email: string) => `We have sent a link to ${email}. It works for a day.`,
    preferencesHeading: 'Order emails',
    orderUpdates: 'Order updates: placed, paid and shipped',
    paymentReminders: 'Payment reminders: a day before an unpaid order is cancelled',
    alwaysSent: 'Emails about cancellations, refunds and your account are always sent.',
    preferencesSaved: 'Your email choices are saved.',
    changePasswordHeading: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    signOutOthers: 'Sign out my other devices',
    changePassword: 'Change password',
    passwordChanged: 'Your password is changed.',
    wrongCurrentPassword: 'The current password is not right.',
    noPassword: 'Your account logs in with Google and has no password. To set one, use "Forgot password?" on the login page.',
  },
  mailbox: {
    heading: 'Mailbox',
    intro: 'No mail server is set (SMTP_URL), so the shop keeps here the emails it would send. Only admins can read them.',
    to: 'To',
    subject: 'Subject',
    sent: 'Sent',
    open: 'Open',
    close: 'Close',
    empty: 'No emails yet.',
    filterLabel: 'Recipient',
    filterPlaceholder: 'Show emails to…',
  },
  errors: {
    mailboxOff: 'There is no mailbox: this shop sends its email through a mail server.',
    mailboxHeld:
      'There is no mailbox: others can reach this shop, and its admins could read every password-reset link there. Email waits in the outbox until a mail server is set (SMTP_URL).',
    accountGone: 'That account no longer exists.',
  },
} as const;
