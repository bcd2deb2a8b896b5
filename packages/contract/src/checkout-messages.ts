import { formatCount } from './web-messages';

/** What the server answers about the cart, quick add and BOM upload, saved lists, the address book and checkout (issue 34). */
export const checkoutMessages = {
  cart: {
    empty: 'Your cart is empty.',
    changed: 'Some lines of your cart changed. Check them and try again.',
    lineMissing: 'That part is not in your cart.',
    /** A line of a visitor's cart whose part the shop does not know (or no longer lists). */
    unknownPartName: 'Part no longer sold',
    partUnavailable: (name: string) => `${name} is no longer sold.`,
    tooManyLines: (max: number) => `Your cart can hold at most ${formatCount(max)} lines. Check out or remove some lines first.`,
    tooManyPieces: (max: number, name: string) => `A cart line can hold at most ${formatCount(max)} pieces of ${name}.`,
  },
  bom: {
    nothingToRead: 'Write one part number and a quantity per line, such as "KEYS-500, 500".',
    tooManyLines: (max: number, count: number) =>
      `A list can hold at most ${formatCount(max)} lines; this one has ${formatCount(count)}. Split it into smaller lists.`,
    headerColumns: 'The header row must name a part number column (part number, part, pn or mpn) and a quantity column (quantity or qty).',
    quoteNotClosed: (line: number) => `Line ${formatCount(line)} opens a quote that is never closed.`,
    needAttention: (count: number, of: number) => `${formatCount(count)} of ${formatCount(of)} ${of === 1 ? 'line needs' : 'lines need'} attention.`,
    malformed: 'Write a part number and a quantity.',
    unknownPart: (partNumber: string) => `No part has the number ${partNumber}.`,
    duplicate: (row: number) => `Also on line ${formatCount(row)}.`,
    badQuantity: (max: number) => `The quantity must be a whole number from 1 to ${formatCount(max)}.`,
  },
  lists: {
    notFound: 'We could not find that list.',
    cartEmpty: 'Your cart is empty: add parts to it before saving it as a list.',
    tooMany: (max: number) => `You can keep at most ${formatCount(max)} lists. Delete one, or save under the name of one you have.`,
  },
  addresses: {
    notFound: 'We could not find that address.',
  },
} as const;
