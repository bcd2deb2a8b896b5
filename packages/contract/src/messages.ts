/**
 * User-facing copy. Strings quoted by the product specification are reproduced word for word;
 * the rest is ours. Nothing here imports zod, so any screen may use it without loading a validator.
 */
import { errorMessages } from './error-messages';
import { formatCount, formatPrice, webMessages } from './web-messages';

export { errorMessages } from './error-messages';
export { webMessages } from './web-messages';

/** Why an order passes the value an account's unpaid orders may hold (decision 0015); dollars. */
export interface UnpaidValueRefusal {
  tier: 'unconfirmed' | 'confirmed' | 'paidBefore' | 'own';
  limitDollars: number;
  orderDollars: number;
  heldDollars: number;
  /** What the account could hold once its address is confirmed. */
  confirmedLimitDollars: number;
}

/** "an hour", "20 minutes", "45 seconds": a wait or a window in the unit that reads naturally, rounded up. */
function duration(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole <= 90) return whole === 1 ? 'a second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  if (minutes % 60 !== 0 && minutes <= 120) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? 'an hour' : `${hours} hours`;
}

export const messages = {
  validation: {
    nameRequired: 'Name is Required',
    emailRequired: 'Email is Required',
    emailInvalid: 'Provide a valid Email',
    passwordRequired: 'Password is Required',
    passwordTooShort: 'Must be 6 character or longer',
    ratingsRequired: 'Ratings is Required',
    locationRequired: 'Location is Required',
    descriptionRequired: 'Description is Required',
    imageRequired: 'Image is Required',
    productQuantityRequired: 'Product Quantity is Required',
    minimumRequired: 'Minimum order quantity is Required',
    belowMinimum: 'Please Input Minimum value!',
    aboveLimit: 'You cross our limit',
    passwordTooLong: 'Must be 128 characters or fewer',
    passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
    nameTooLong: 'Must be 70 characters or fewer',
    nameControlCharacters: 'Write the name on one line, without tabs or other control characters.',
    nameLink: 'A name cannot hold a web address or a link (such as www., https:// or example.com).',
    educationRequired: 'Education is Required',
    addressRequired: 'Address is Required',
    phoneRequired: 'Phone is Required',
    phoneInvalid: 'Provide a valid phone number',
    linkedinRequired: 'LinkedIn Link is Required',
    linkedinInvalid: 'Provide a valid LinkedIn link',
    tooLong: (max: number) => `Must be ${max} characters or fewer`,
  },
  toast: {
    purchaseSucceeded: 'Purchase Succeed, Check My Orders to Pay',
    userDeleted: 'User is Deleted',
    orderCanceled: 'Your Order Canceled!',
    productDeleted: 'Product Has been Deleted!',
    reviewAdded: 'Your Review is added',
    reviewFailed: 'Failed to add.',
    productAdded: 'Product Added Successfully In your Home Page.',
    productFailed: 'Failed to add Product.',
    profileUpdated: 'Your Info Updated',
    adminAdded: 'You add an user as an Admin.',
    adminFailed: 'Failed to Make an Admin',
  },
  auth: {
    noUserLoggedIn: 'No user is logged in',
    signInRequired: 'Please log in to continue.',
    adminOnly: 'Only an admin can do this.',
    ownAccountOnly: 'You can only do this for your own account.',
    googleNotConfigured: 'Google sign-in is not set up on this shop yet.',
    googleFailed: 'Google sign-in did not complete. Please try again.',
    userNotFound: 'There is no user with that email.',
    cannotDeleteSelf: 'You cannot delete your own account here. Ask another admin.',
    cannotDeleteLastAdmin: 'This is the only admin left, so the account cannot be deleted. Make another user admin first.',
    crossOrigin: 'Requests from other sites are not allowed.',
    tooManyTokens: (seconds: number) => `You have asked for too many API tokens. Try again in ${duration(seconds)}.`,
    tooManyGuesses: (seconds: number) =>
      `Too many wrong passwords for this account. Try again in ${duration(seconds)}, or log in on a device you have logged in on before.`,
    tooManyGuessesOnDevice: (seconds: number) => `Too many wrong passwords on this device. Try again in ${duration(seconds)}.`,
    passwordChecksBusy: 'Many people are logging in right now. Please try again in a few seconds.',
    confirmWithButton: 'Open the link from the email and press the button on that page to confirm your address.',
    verificationTokenMissing: 'The confirmation link is incomplete. Open it again from the email.',
  },
  /** My Profile's "sign out everywhere". */
  sessions: {
    signOutEverywhere: 'Sign out everywhere',
    hint: 'Ends every session of your account: in this browser, on your other devices, and every API token.',
    question: 'Sign out everywhere?',
    warning: 'You will be signed out here and on every other device, and every API token stops working. You can log in again right away.',
    signedOut: 'You are signed out everywhere.',
  },
  orders: {
    belowMinimum: (minimum: number, name: string) => `The minimum order for ${name} is ${minimum} pieces.`,
    aboveStock: (available: number, name: string) => `Only ${available} pieces of ${name} are available.`,
    notFound: 'We could not find that order.',
    notYours: 'That order belongs to another account.',
    paidCannotBeCancelled: 'A paid order cannot be cancelled here. Paid orders are refunded by an admin.',
    alreadyCancelled: 'That order is already cancelled.',
    justPaid: 'This order has just been paid, so it can no longer be cancelled here.',
    totalTooLarge: 'One order can be at most $999,999.99. Please split it into smaller orders.',
    noPaymentTerms: 'Your account cannot order by bank transfer. Please pay by card, or ask us about payment terms.',
    overCreditLimit: (limitDollars: number, owedDollars: number) =>
      `This order would take what you owe on terms beyond your credit limit of ${formatPrice(limitDollars)} (you owe ${formatPrice(owedDollars)}). Please pay an invoice first, or pay by card.`,
    stillOnBackorder: 'Some parts of this order are still on backorder: it ships once every line is in stock.',
    paidByTransfer: 'This order is paid by bank transfer: its invoice holds the bank details.',
    notOnTerms: 'This order is paid by card: only orders on terms are paid by bank transfer.',
    transferAmountDiffers: (totalDollars: number) => `The transfer must be the order's total of ${formatPrice(totalDollars)}.`,
    productUnavailable: 'That part is no longer sold.',
    idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores.',
    shippedCannotBeCancelled: 'An order cannot be cancelled once it has been shipped.',
    cannotShip: 'Only a paid order, or an order on terms, can be shipped.',
    cannotDeliver: 'Only a shipped order can be marked delivered.',
    shipped: 'The order is marked shipped.',
    delivered: 'The order is marked delivered.',
    tooManyUnpaid: (limit: number) => `You have ${limit} unpaid orders. Please pay or cancel one of them before placing another.`,
    /**
     * Over the value an account's unpaid orders may hold: which limit was met and what the buyer can do. Unpaid orders
     * are spoken of only when the account has some.
     */
    unpaidValueTooHigh: ({ tier, limitDollars, orderDollars, heldDollars, confirmedLimitDollars }: UnpaidValueRefusal) => {
      const limit = formatPrice(limitDollars);
      const which = {
        unconfirmed: `Until you confirm your email address, your unpaid orders can hold at most ${limit} of parts.`,
        confirmed: `Until its first payment, an account's unpaid orders can hold at most ${limit} of parts.`,
        paidBefore: `An account's unpaid orders can hold at most ${limit} of parts.`,
        own: `Your account's unpaid orders can hold at most ${limit} of parts, a limit the shop set for you.`,
      }[tier];
      const held = heldDollars > 0;
      const why = `This order comes to ${formatPrice(orderDollars)}${held ? `, and your unpaid orders hold ${formatPrice(heldDollars)}` : ''}.`;
      const what =
        tier === 'unconfirmed'
          ? `Confirm your address with the link we emailed you (My Profile sends a new one) to order up to ${formatPrice(confirmedLimitDollars)}${held ? ', or pay or cancel an unpaid order' : ''}.`
          : `Please ${held ? 'pay or cancel an unpaid order, ' : ''}order fewer pieces, or request a quote for a large quantity.`;
      return `${which} ${why} ${what}`;
    },
    idempotencyKeyReused:
      'This Idempotency-Key was already used for a different order (another part, quantity, phone or address). Send a new key for a new order.',
    /** The name an order of several lines is listed under: its first part, and how many more. */
    summaryName: (firstName: string, moreLines: number) =>
      moreLines === 0 ? firstName : `${firstName} and ${moreLines} more ${moreLines === 1 ? 'part' : 'parts'}`,
    priceChanged: (name: string) => `The price of ${name} changed since you added it to your cart. Check your cart and try again.`,
    samePartTwice: 'Each part can be listed once in an order. Add the quantities together.',
    placedTooOften: (seconds: number) => `You have placed many orders in the last hour. Please try again in ${duration(seconds)}.`,
  },
  /** What an account may hold in unpaid orders (decision 0015): the admin's control on Manage Users, and the customer's notice. */
  orderLimits: {
    ownLimitInvalid: `The limit must be a whole number of dollars from 1 to 1,000,000,000, or empty for the usual limit.`,
    open: 'Order limit',
    dialogTitle: (email: string) => `Order limit of ${email}`,
    tiers: {
      unconfirmed: 'address not confirmed',
      confirmed: 'address confirmed, no payment yet',
      paidBefore: 'has paid an order',
    },
    ownLimitSet: 'Own limit',
    summary: (limitDollars: number, heldDollars: number) => `May hold ${formatPrice(limitDollars)} in unpaid orders; holds ${formatPrice(heldDollars)} now.`,
    tierLimit: (tierName: string, limitDollars: number) => `Usual limit (${tierName}): ${formatPrice(limitDollars)}.`,
    ownLimitLabel: 'Own limit in dollars',
    ownLimitHint: 'Empty: the usual limit of the account applies.',
    save: 'Save limit',
    saved: (email: string) => `The order limit of ${email} is saved.`,
    loading: 'Loading the order limit…',
    /** The notice to a signed-in customer whose address is not confirmed. */
    confirmTitle: 'Please confirm your email address',
    confirmBody: (limitDollars: number, holdHours: number) =>
      `Until you do, your unpaid orders can hold at most ${formatPrice(limitDollars)} of parts, each for ${holdHours === 1 ? 'an hour' : `${holdHours} hours`}, and we cannot email you about your orders. Open the link we emailed you, or send a new one.`,
    confirmSend: 'Send the link again',
  },
  /** Quote requests beyond stock: a customer asks, an admin answers, the customer accepts and an order is placed. */
  quotes: {
    notFound: 'We could not find that quote.',
    adminCannotRequest: 'Quotes are requested by customers, so an admin account cannot request one.',
    tooManyOpen: (limit: number) => `You have ${limit} quote requests waiting for an answer. Please wait for one of them before asking for another.`,
    requestedTooOften: (seconds: number) => `You have requested many quotes in the last hour. Please try again in ${duration(seconds)}.`,
    belowMinimum: (minimum: number, name: string) => `The minimum order for ${name} is ${minimum} pieces.`,
    notAnswerable: 'Only a requested quote can be answered or declined.',
    totalTooLarge: 'At this price the order would be more than $999,999.99. Please quote a lower price or ask the customer to split the request.',
    notAcceptable: 'Only an answered quote can be accepted.',
    expired: 'This answer is no longer valid. Please request a new quote.',
    requested: 'Your quote request is sent. We will answer it by email and under My Quotes.',
    answered: 'The quote is answered. The customer has been told.',
    declined: 'The quote is declined. The customer has been told.',
    accepted: 'Your order is placed at the quoted price. Pay for it under My Orders.',
  },
  products: {
    outOfStock: webMessages.outOfStock,
    updated: 'Product updated.',
    stockBelowZero: (inStock: number) => `Only ${inStock} pieces are in stock, so that many cannot be removed.`,
    stockAboveMaximum: 'Stock can be at most 100,000,000 pieces.',
    outOfStockNote: (minimumOrder: string) =>
      `Fewer pieces are in stock than the minimum order of ${minimumOrder}, so nobody can order this part until it is restocked.`,
    /** The same for a part with a lead time (issue 35): customers still order it, and their pieces wait for the restock. */
    backorderNote: (minimumOrder: string, leadTimeDays: number) =>
      `Fewer pieces are in stock than the minimum order of ${minimumOrder}. Customers can still order it: what is not in stock is promised within ${leadTimeDays === 1 ? '1 day' : `${formatCount(leadTimeDays)} days`}, and a restock goes to their orders first.`,
  },
  /** Quantity price breaks of a part (the admin's "Price breaks", the purchase page's table). */
  priceTiers: {
    heading: 'Price breaks',
    hint: 'Optional lower prices per piece for larger orders, from the fewest pieces to the most.',
    fromPieces: 'From pieces',
    pricePerPiece: 'Price per piece',
    addTier: 'Add a price break',
    removeTier: 'Remove',
    save: 'Save price breaks',
    saved: 'Price breaks saved.',
    none: 'No price breaks: every order pays the price per piece.',
    /** The purchase page's table of breaks. */
    tableCaption: 'Price per piece by quantity',
    /** Read by screen readers on the row of the chosen quantity. */
    yourPrice: '(your price)',
    pieces: 'Pieces',
    quantityRange: (from: string, to: string) => `${from} to ${to}`,
    quantityOrMore: (from: string) => `${from} or more`,
    listRequired: 'tiers must be a list of price breaks',
    quantityInvalid: 'Enter a whole number of pieces, 1 or more.',
    quantityTooLarge: (max: number) => `A price break can start at most at ${formatCount(max)} pieces.`,
    priceInvalid: 'Enter a price above 0.',
    tooMany: (max: number) => `A part can have at most ${max} price breaks.`,
    quantitiesNotIncreasing: 'Each price break must start at more pieces than the one before it.',
    pricesNotDecreasing: 'Each price break must have a lower price than the one before it.',
    belowMinimum: (minimum: number) => `A price break must start at the minimum order of ${formatCount(minimum)} pieces or more.`,
    notBelowPrice: (price: string) => `A price break's price must be below the part's price of ${price} per piece.`,
    priceNotAboveTiers: 'The price must stay above every price break of this part. Change or remove the price breaks first.',
    minimumAboveTiers: 'The minimum order cannot be above the first price break of this part. Change or remove the price breaks first.',
  },
  /** The admin's Categories page: the tree, its categories' specifications (issue 33). */
  categories: {
    none: 'No categories yet. Add the first one, then put parts in it.',
    added: 'Category added.',
    saved: 'Category saved.',
    deleted: 'Category deleted.',
    specificationAdded: 'Specification added.',
    specificationSaved: 'Specification saved.',
    specificationDeleted: 'Specification deleted.',
    /** Add and Edit a Product, when the category list cannot be read. */
    loadFailed: 'The categories could not be loaded, so none can be chosen now.',
  },
  /** The admin's part editor (web). */
  /** The notice the server puts at the top of every page of a shop that is not for real (apps/server/src/plugins/web-app.ts). */
  shopNotice: {
    label: 'About this shop',
    testPayments: 'Test shop: card payments are simulated and no money is taken. Pay with the test card 4242 4242 4242 4242.',
    demoData: 'Demo shop: the parts, reviews and accounts here are examples.',
  },
  productEditor: {
    stockPiecesInvalid: 'Enter a whole number of pieces, 1 or more.',
    /** The select of a part's tax category (issue 35); the shop's settings give each its rate. */
    taxCategory: 'Tax category',
    /** By TAX_CATEGORIES (tax.ts, which this file does not import: it loads zod). */
    taxCategories: { standard: 'Standard', reduced: 'Reduced', zero: 'Zero' },
    /** The number field of a part's lead time (issue 35); empty: only what is in stock is sold. */
    leadTimeDays: 'Lead time (days)',
    leadTimeHint: 'Customers may order beyond stock; the rest ships within this many days. Empty: only what is in stock is sold.',
    leadTimeInvalid: 'Lead time must be a whole number of days from 1 to 365.',
  },
  /** The catalogue as CSV: the admin's Import and export page and the import's problems (issue 33). */
  catalogueImport: {
    title: 'Import and export',
    exportHeading: 'Export the catalogue',
    exportHint: 'Every listed part with its specifications, as a CSV file a spreadsheet opens.',
    download: 'Download CSV',
    importHeading: 'Import a CSV file',
    importHint:
      'Adds parts and updates those whose part number exists. Check the file first: nothing is written until it has no problems, and then every row is written at once, or none.',
    file: 'CSV file',
    fileRequired: 'Choose a CSV file.',
    check: 'Check file',
    checking: 'Checking the file…',
    import: 'Import',
    importing: 'Importing…',
    checkFirst: 'Check the file first. Import is possible once the check finds no problems.',
    checkedClean: (creates: number, updates: number, unchanged: number) =>
      `No problems. Importing adds ${formatCount(creates)} ${creates === 1 ? 'part' : 'parts'}, updates ${formatCount(updates)} and leaves ${formatCount(unchanged)} as they are.`,
    problemsFound: (count: number, rows: number) =>
      `${formatCount(count)} ${count === 1 ? 'problem' : 'problems'} in ${formatCount(rows)} ${rows === 1 ? 'row' : 'rows'} of parts. Nothing was written.`,
    problemsLeftOut: (shown: number) => `The first ${formatCount(shown)} are listed.`,
    problemRow: 'Row',
    problemColumn: 'Column',
    problemMessage: 'Problem',
    wholeRow: '(the row)',
    imported: (creates: number, updates: number) => `Import done: ${formatCount(creates)} added, ${formatCount(updates)} updated.`,
    formatHeading: 'The file',
    formatHint: 'A header row, then one row per part, comma-separated (UTF-8). Only part_number is required; leave out the columns you do not change.',
    formatColumn: 'Column',
    formatHolds: 'Holds',
    // The server's findings, by row and column.
    noHeader: 'The file is empty: it needs a header row, such as part_number,name,price.',
    unknownColumn: (name: string) =>
      `Unknown column "${name}". The columns are part_number, name, description, category, price, stock, minimum, image, price_breaks, tax_category, lead_time_days and spec:<key>.`,
    unknownSpecification: (key: string) => `No category has a specification with the key "${key}".`,
    duplicateColumn: (name: string) => `The column "${name}" is in the header twice.`,
    partNumberColumnMissing: 'The header needs a part_number column: the part number says which part a row is.',
    cellCount: (cells: number, columns: number) => `This row has ${cells} cells, but the header has ${columns} columns.`,
    unreadable:
      'From this row on the file cannot be read as CSV: a cell holding a comma, a quote or a line break must be in double quotes, with its own quotes doubled.',
    tooManyRows: (max: number) => `A file can hold at most ${formatCount(max)} parts. Split it and import each part of it.`,
    tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB. Split it and import each part of it.`,
    duplicatePartNumber: (row: number) => `This part number is on row ${row} too. Each part can be on one row.`,
    stockInvalid: 'Stock must be a whole number of pieces from 0 to 100,000,000.',
    leadTimeInvalid: 'Lead time must be a whole number of days from 1 to 365, or none for only what is in stock.',
    priceBreaksInvalid: 'Write price breaks as pieces:price separated by semicolons, such as 100:25.00;500:22.50.',
    running: 'Another import is running. Please wait until it is done, then try again.',
    sendCsv: 'Send the file as the body of the request, with Content-Type: text/csv.',
    changedMeanwhile: (partNumber: string) =>
      `Nothing was imported: part ${partNumber} was deleted, or its stock changed too much, after the file was checked. Check the file again.`,
    partNumberTakenMeanwhile: 'Nothing was imported: a part with one of the new part numbers was added after the file was checked. Check the file again.',
    refused: (count: number) => `Nothing was imported: the file has ${formatCount(count)} ${count === 1 ? 'problem' : 'problems'}.`,
  },
  payments: {
    hello: 'Hello',
    pay: 'Pay',
    delivery: 'Delivery within 30 days',
    pleasePay: (price: string) => `Please Pay ${price}`,
    done: 'Hey Buddy, Your Payment is Done!',
    transactionIdIs: 'Your Trans. Id is',
    cardDeclined: 'Your card was declined.',
    insufficientFunds: 'Your card has insufficient funds.',
    cardExpired: 'Your card has expired.',
    unknownTestCard: "Use one of Stripe's test card numbers, such as 4242 4242 4242 4242.",
    orderNotPayable: 'This order cannot be paid: it is already paid or cancelled.',
    priceMismatch: 'The price does not match the order. Reload the page and try again.',
    notConfirmed: 'The payment provider has not confirmed this payment for this order.',
    unknownIntent: 'That payment is unknown.',
    providerFailed: 'The payment provider could not be reached. Please try again.',
  },
  /** Reviews come from buyers (decision 0013): one review of the shop per account, which admins may hide. */
  reviews: {
    paidOrderRequired: 'Only customers with a paid order can review the shop. Once an order of yours is paid, you can add your review here.',
    alreadyReviewed: 'You have already reviewed the shop. Each account can add one review.',
    adminCannotReview: 'Reviews come from customers, so an admin account cannot add one.',
    notFound: 'We could not find that review.',
    hidden: 'The review is hidden. It no longer shows on the shop.',
    shown: 'The review shows on the shop again.',
    hiddenByShop: 'The shop has hidden your review, so it does not show on the site.',
  },
  uploads: {
    hint: 'JPEG, PNG, WebP, AVIF or GIF, up to 5 MB.',
    wrongType: 'Upload a JPEG, PNG, WebP, AVIF or GIF image.',
    tooLarge: 'The image is larger than 5 MB.',
    empty: 'The file is empty. Choose an image.',
    uploading: 'Uploading image…',
    processing: 'Processing image…',
    uploaded: 'Image uploaded.',
    unreadable: 'The image could not be read. It may be damaged or incomplete.',
    tooManyPixels: (megapixels: number) => `The image is too large: at most ${megapixels} megapixels.`,
    sideTooLong: (pixels: number) => `The image is too large: each side may be at most ${formatCount(pixels)} pixels.`,
    tooElongated: (ratio: number) => `The image is too long and narrow: its longer side may be at most ${ratio} times its shorter side.`,
    tooSlow: 'The image took too long to process. Try a smaller image, or save it as JPEG or PNG first.',
    busy: 'Many images are being processed right now. Please try again in a few seconds.',
    rateLimited: (max: number, windowSeconds: number, retryAfterSeconds: number) =>
      `You can upload ${max} images in ${duration(windowSeconds)}. Please try again in ${duration(retryAfterSeconds)}.`,
    quotaReached: (max: number, graceHours: number) =>
      `Your account already keeps ${max} images, the most it may. Images you uploaded but did not use are removed after ${graceHours} hours.`,
  },
  /** PDF datasheets of a part: the admin attaches and removes them on Edit product; the part page lists them (issue 33). */
  datasheets: {
    heading: 'Datasheets',
    hint: (megabytes: number) => `PDF documents, up to ${megabytes} MB each. Visitors download them from the part page.`,
    title: 'Title',
    titleRequired: 'Title is Required',
    file: 'PDF file',
    fileRequired: 'Choose a PDF file.',
    attach: 'Attach datasheet',
    attaching: 'Checking and attaching the PDF…',
    attached: 'Datasheet attached.',
    none: 'No datasheets yet.',
    remove: 'Remove',
    removeTitle: 'Remove this datasheet?',
    removeQuestion: (title: string) => `Remove the datasheet "${title}"? Visitors will no longer be able to download it.`,
    removed: 'Datasheet removed.',
    download: (title: string) => `Download ${title} (PDF)`,
    malformedForm: 'Send the datasheet as multipart/form-data: the PDF in the field "datasheet" and its title in the field "title".',
    notPdf: 'This file is not a PDF document. Upload a PDF.',
    unreadable: 'The PDF could not be read. It may be damaged or incomplete.',
    noPages: 'The PDF has no pages.',
    encrypted: 'The PDF is encrypted or protected by a password. Upload a copy without protection.',
    /** What a datasheet may not carry, because a reader would run or unpack it rather than show it. */
    activeContent: {
      javaScript: 'The PDF contains JavaScript, which a datasheet may not. Save or print it to PDF again without scripts.',
      launch: 'The PDF contains an action that starts a program, which a datasheet may not.',
      embeddedFile: 'The PDF contains embedded files, which a datasheet may not. Save it again without attachments.',
      richMedia: 'The PDF contains rich media (Flash, video or 3D content that runs), which a datasheet may not.',
      xfa: 'The PDF contains an XFA form, which a datasheet may not. Save or print it to PDF again as a plain document.',
    },
    tooLarge: (megabytes: number) => `The PDF is larger than ${megabytes} MB.`,
    tooMany: (max: number) => `A part can have at most ${max} datasheets. Remove one first.`,
    busy: 'Many datasheets are being checked right now. Please try again in a few seconds.',
    notFound: 'There is no such datasheet.',
    /** 1.2 MB, 340 KB. */
    size: (bytes: number) => (bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1_000))} KB`),
  },
  errors: errorMessages,
} as const;
