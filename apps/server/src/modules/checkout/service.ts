import {
  type BomPreviewResult,
  type Cart,
  type CartCharges,
  type CartLine,
  type CartLineProblem,
  type CartWithSkipped,
  type DeliveryAddress,
  MAX_ADDRESSES,
  MAX_CART_LINES,
  MAX_ORDER_QUANTITY,
  MAX_SAVED_LISTS,
  type OrderDetail,
  type OrderLine,
  type SavedList,
  checkoutMessages,
  type checkoutSchema,
  type TaxCategory,
  type TaxRules,
  messages,
  orderTotals,
  unitPriceCentsFor,
} from '@partsmith/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { CartChangedError, ConflictError, NotFoundError, UnprocessableError } from '../../lib/errors';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { SessionUser } from '../../plugins/guards';
import type { PartForCart, PartsForCart } from '../catalog';
import { matchBom, nearestQuantity, partNumberOf, readBom } from './bom';
import type { AddressRow, CartRow, CheckoutRepository, QuantityOfPart, SavedListRow } from './repository';

const m = checkoutMessages;

/** Parts numbered next to an unknown part number, on each side, among which a suggestion is looked for. */
const SUGGESTION_CANDIDATES_PER_SIDE = 5;
/**
 * Unknown part numbers of one preview that get a suggestion (the first ones): two reads of the part-number index each,
 * and a public request. A list of hundreds of unknown numbers is more likely a wrong column than typos.
 */
export const MAX_SUGGESTIONS = 50;

/** The lines of an order as the checkout hands them to the orders module: each with the price per piece the customer saw. */
export interface LinesToPlace {
  lines: { productId: string; quantity: number; seenUnitPriceCents: number }[];
  phone: string;
  address: string;
  /** Paid by bank transfer on the account's terms rather than by card. */
  onTerms: boolean;
}

/** What the checkout needs of the orders module (app.ts wires it). */
export interface CheckoutOrders {
  /**
   * Places one order of the lines, every line booked or none, as POST /api/orders places one (stock, minimum, limits,
   * Idempotency-Key); `alsoInTransaction` runs in the order's transaction. Throws CartChangedError when a line's price
   * now differs from the one seen.
   */
  placeLines(
    caller: SessionUser,
    order: LinesToPlace,
    idempotencyKey: string | null,
    alsoInTransaction: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<{ orderId: string; repeated: boolean }>;
  /**
   * The order the account placed with this Idempotency-Key, if any: a checkout repeated after it emptied the cart.
   */
  placedWith(caller: SessionUser, idempotencyKey: string): Promise<string | null>;
  get(caller: SessionUser, orderId: string): Promise<OrderDetail>;
  /** The lines of the caller's own order (404 for another's). */
  linesOf(caller: SessionUser, orderId: string): Promise<OrderLine[]>;
}

/** A line to price: the price per piece the customer saw, or null when there is none to compare with. */
type LineToPrice = QuantityOfPart & { seenUnitPriceCents: number | null };

/** A line of a part the shop no longer sells (or never did): kept at the price seen, and flagged. */
function lineNoLongerSold(line: LineToPrice, part: PartForCart | undefined): CartLine {
  const seenCents = line.seenUnitPriceCents ?? 0;
  return {
    productId: line.productId,
    partNumber: part?.partNumber ?? '',
    name: part?.name ?? m.cart.unknownPartName,
    image: part?.image ?? '',
    quantity: line.quantity,
    minimum: part?.minimum ?? 0,
    available: 0,
    unitPrice: centsToDollars(seenCents),
    seenUnitPrice: centsToDollars(seenCents),
    lineTotal: centsToDollars(seenCents * line.quantity),
    problems: ['deleted'],
    nearestQuantity: null,
    backordered: 0,
    leadTimeDays: null,
  };
}

/** A line priced at its quantity's break now, flagged where it cannot be checked out as it is. */
export function priceLine(line: LineToPrice, part: PartForCart | undefined): CartLine {
  if (!part || part.deleted) return lineNoLongerSold(line, part);
  const { quantity } = line;
  const unitPriceCents = unitPriceCentsFor(part.priceCents, part.tiers, quantity);
  const seenCents = line.seenUnitPriceCents ?? unitPriceCents;
  const problems: CartLineProblem[] = [];
  if (seenCents !== unitPriceCents) problems.push('price-changed');
  if (quantity < part.minimum) problems.push('below-minimum');
  // Beyond stock, a part with a lead time takes what is there and the rest waits (a backorder): not a problem.
  if (quantity > part.stock && part.leadTimeDays === null) problems.push('above-stock');
  return {
    productId: line.productId,
    partNumber: part.partNumber,
    name: part.name,
    image: part.image,
    quantity,
    minimum: part.minimum,
    available: part.stock,
    unitPrice: centsToDollars(unitPriceCents),
    seenUnitPrice: centsToDollars(seenCents),
    lineTotal: centsToDollars(unitPriceCents * quantity),
    problems,
    nearestQuantity: problems.includes('below-minimum') || problems.includes('above-stock') ? nearestQuantity(part, quantity) : null,
    backordered: part.leadTimeDays === null ? 0 : Math.max(0, quantity - Math.max(0, part.stock)),
    leadTimeDays: part.leadTimeDays,
  };
}

/** What the cart would be charged: its lines at their parts' tax categories, delivery, tax and total. */
function chargesOf(lines: readonly { amountCents: number; taxCategory: TaxCategory }[], rules: TaxRules, exempt: boolean): CartCharges {
  const { delivery, totals } = orderTotals(lines, rules, exempt);
  return {
    goods: centsToDollars(lines.reduce((sum, line) => sum + line.amountCents, 0)),
    delivery: centsToDollars(delivery?.grossCents ?? 0),
    deliveryTax: centsToDollars(delivery?.taxCents ?? 0),
    net: centsToDollars(totals.netCents),
    tax: centsToDollars(totals.taxCents),
    total: centsToDollars(totals.grossCents),
    pricesIncludeTax: rules.pricesIncludeTax,
    taxExempt: exempt,
    freeDeliveryFrom: rules.freeDeliveryFromCents === null ? null : centsToDollars(rules.freeDeliveryFromCents),
  };
}

function toCart(lines: CartLine[], charges: CartCharges): Cart {
  return {
    lines,
    total: centsToDollars(lines.reduce((sum, line) => sum + dollarsToCents(line.lineTotal), 0)),
    charges,
    pieces: lines.reduce((sum, line) => sum + line.quantity, 0),
    ready: lines.length > 0 && lines.every((line) => line.problems.length === 0),
  };
}

const toSavedList = (list: SavedListRow): SavedList => ({
  id: list.id,
  name: list.name,
  createdAt: new Date(list.createdAt).toISOString(),
  updatedAt: new Date(list.updatedAt).toISOString(),
  lines: list.lines,
});

const toDeliveryAddress = (address: AddressRow): DeliveryAddress => ({
  id: address.id,
  phone: address.phone,
  address: address.address,
  lastUsedAt: address.lastUsedAt === null ? null : new Date(address.lastUsedAt).toISOString(),
});

/** Lines of the same part added in one request are one line. */
function combined(lines: readonly QuantityOfPart[]): QuantityOfPart[] {
  const byPart = new Map<string, number>();
  for (const line of lines) byPart.set(line.productId, (byPart.get(line.productId) ?? 0) + line.quantity);
  return [...byPart].map(([productId, quantity]) => ({ productId, quantity }));
}

/** How the cart learns what tax and delivery its checkout would be charged (the shop's settings and the account's exemption). */
export interface CartTax {
  rules(): Promise<TaxRules>;
  isExempt(userId: string): Promise<boolean>;
}

export function createCheckoutService(repository: CheckoutRepository, { parts, orders, tax }: { parts: PartsForCart; orders: CheckoutOrders; tax: CartTax }) {
  /** The lines priced and flagged, and the charges of the whole; `buyer` null for a visitor's cart. */
  async function priced(lines: readonly LineToPrice[], buyer: SessionUser | null) {
    const [found, rules, exempt] = await Promise.all([
      parts.byIds([...new Set(lines.map((line) => line.productId))]),
      tax.rules(),
      buyer ? tax.isExempt(buyer.id) : false,
    ]);
    const cartLines = lines.map((line) => priceLine(line, found.get(line.productId)));
    const taxed = cartLines.map((line) => ({
      amountCents: dollarsToCents(line.lineTotal),
      taxCategory: found.get(line.productId)?.taxCategory ?? 'standard',
    }));
    return toCart(cartLines, chargesOf(taxed, rules, exempt));
  }

  const cartOf = async (caller: SessionUser) => priced(await repository.cartOf(caller.id), caller);

  /**
   * Adds each quantity to the cart's line of its part (a new line when there is none), at the part's price for the new
   * quantity. Every part must be sold; the cart keeps at most MAX_CART_LINES lines.
   */
  async function addLines(caller: SessionUser, input: readonly QuantityOfPart[]): Promise<Cart> {
    const lines = combined(input);
    const found = await parts.byIds(lines.map((line) => line.productId));
    for (const line of lines) {
      const part = found.get(line.productId);
      if (!part) throw new NotFoundError(messages.orders.productUnavailable);
      if (part.deleted) throw new NotFoundError(m.cart.partUnavailable(part.name));
    }
    await repository.changeCart(caller.id, (cart) => {
      const inCart = new Map(cart.map((line) => [line.productId, line]));
      const newLines = lines.filter((line) => !inCart.has(line.productId)).length;
      if (cart.length + newLines > MAX_CART_LINES) throw new ConflictError(m.cart.tooManyLines(MAX_CART_LINES));
      return lines.map((line): CartRow => {
        const part = found.get(line.productId)!;
        const quantity = (inCart.get(line.productId)?.quantity ?? 0) + line.quantity;
        if (quantity > MAX_ORDER_QUANTITY) throw new UnprocessableError(m.cart.tooManyPieces(MAX_ORDER_QUANTITY, part.name));
        return { productId: line.productId, quantity, seenUnitPriceCents: unitPriceCentsFor(part.priceCents, part.tiers, quantity) };
      });
    });
    return cartOf(caller);
  }

  /** Adds the lines whose part is still sold, and names the others (`name` where the part's own is unknown). */
  async function addStillSold(caller: SessionUser, lines: readonly (QuantityOfPart & { name?: string })[]): Promise<CartWithSkipped> {
    const found = await parts.byIds(lines.map((line) => line.productId));
    const sold = (line: QuantityOfPart) => found.get(line.productId)?.deleted === false;
    const skipped = lines.filter((line) => !sold(line)).map((line) => found.get(line.productId)?.name ?? line.name ?? m.cart.unknownPartName);
    const kept = lines.filter(sold);
    const cart = kept.length > 0 ? await addLines(caller, kept) : await cartOf(caller);
    return { ...cart, skipped };
  }

  async function addressOrFail(caller: SessionUser, addressId: string) {
    const address = await repository.addressOf(caller.id, addressId);
    if (!address) throw new NotFoundError(m.addresses.notFound);
    return address;
  }

  return {
    cart: cartOf,

    addLines,

    /** Sets a line's quantity; its price seen becomes the part's price now (the customer accepts it). */
    async setLine(caller: SessionUser, productId: string, quantity: number): Promise<Cart> {
      const part = (await parts.byIds([productId])).get(productId);
      await repository.changeCart(caller.id, (cart) => {
        const line = cart.find((inCart) => inCart.productId === productId);
        if (!line) throw new NotFoundError(m.cart.lineMissing);
        const seenUnitPriceCents = part && !part.deleted ? unitPriceCentsFor(part.priceCents, part.tiers, quantity) : line.seenUnitPriceCents;
        return [{ productId, quantity, seenUnitPriceCents }];
      });
      return cartOf(caller);
    },

    async removeLine(caller: SessionUser, productId: string): Promise<Cart> {
      await repository.removeCartLine(caller.id, productId);
      return cartOf(caller);
    },

    async empty(caller: SessionUser): Promise<Cart> {
      await repository.emptyCart(caller.id);
      return cartOf(caller);
    },

    /** A visitor's cart (kept in the browser), priced and flagged as a customer's is, and stored nowhere. */
    async preview(lines: readonly (QuantityOfPart & { seenUnitPrice?: number | undefined })[]): Promise<Cart> {
      return priced(
        lines.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          seenUnitPriceCents: line.seenUnitPrice === undefined ? null : dollarsToCents(line.seenUnitPrice),
        })),
        null,
      );
    },

    /** Matches the lines of a quick add or BOM to parts; nothing is stored. */
    async previewBom(text: string): Promise<BomPreviewResult> {
      const lines = readBom(text);
      const partNumbers = [...new Set(lines.map(partNumberOf).filter((partNumber) => partNumber !== undefined))];
      const found = await parts.byPartNumbers(partNumbers);
      const unknown = partNumbers.filter((partNumber) => !found.has(partNumber)).slice(0, MAX_SUGGESTIONS);
      const near = await parts.nearPartNumbers(unknown, SUGGESTION_CANDIDATES_PER_SIDE);
      return matchBom(lines, found, near);
    },

    async lists(caller: SessionUser): Promise<SavedList[]> {
      return (await repository.listsOf(caller.id)).map(toSavedList);
    },

    /** Saves the cart as it is under `name`; a list of that name is replaced. */
    async saveList(caller: SessionUser, name: string): Promise<{ list: SavedList; replaced: boolean }> {
      const { id, replaced } = await repository.saveCartAsList(caller.id, name, ({ cartLines, lists, replacing }) => {
        if (cartLines === 0) return new ConflictError(m.lists.cartEmpty);
        if (!replacing && lists >= MAX_SAVED_LISTS) return new ConflictError(m.lists.tooMany(MAX_SAVED_LISTS));
        return null;
      });
      const [list] = await repository.listsOf(caller.id, id);
      // Deleted by another request of the account since it was saved.
      if (!list) throw new NotFoundError(m.lists.notFound);
      return { list: toSavedList(list), replaced };
    },

    async deleteList(caller: SessionUser, listId: string): Promise<number> {
      const deleted = await repository.deleteList(caller.id, listId);
      if (deleted === 0) throw new NotFoundError(m.lists.notFound);
      return deleted;
    },

    /** Adds a saved list's lines to the cart, as POST /api/cart/lines adds lines; parts no longer sold are named, not added. */
    async listToCart(caller: SessionUser, listId: string): Promise<CartWithSkipped> {
      const lines = await repository.listLines(caller.id, listId);
      if (!lines) throw new NotFoundError(m.lists.notFound);
      return addStillSold(caller, lines);
    },

    /** Order again: the lines of the caller's order go into the cart; parts no longer sold are named, not added. */
    async orderToCart(caller: SessionUser, orderId: string): Promise<CartWithSkipped> {
      const lines = await orders.linesOf(caller, orderId);
      return addStillSold(
        caller,
        lines.map((line) => ({ productId: line.productId, quantity: line.quantity, name: line.productName })),
      );
    },

    async addresses(caller: SessionUser): Promise<DeliveryAddress[]> {
      return (await repository.addressesOf(caller.id)).map(toDeliveryAddress);
    },

    /** Adds an address to the book (the same phone and address: the one it has); a full book lets its least used one go. */
    async saveAddress(caller: SessionUser, input: { phone: string; address: string }): Promise<{ address: DeliveryAddress; created: boolean }> {
      const { address, created } = await repository.saveAddress(caller.id, input, { used: false, max: MAX_ADDRESSES });
      return { address: toDeliveryAddress(address), created };
    },

    async deleteAddress(caller: SessionUser, addressId: string): Promise<number> {
      const deleted = await repository.deleteAddress(caller.id, addressId);
      if (deleted === 0) throw new NotFoundError(m.addresses.notFound);
      return deleted;
    },

    /**
     * Checks the cart out into one order, to an address of the book or a new one (saved to the book). Every line is
     * booked at its price break or none is; in the order's transaction the lines leave the cart and the address is
     * marked used. A flagged line stops it; a request repeated with its Idempotency-Key answers the first one's order.
     */
    async checkout(
      caller: SessionUser,
      input: z.output<typeof checkoutSchema>,
      idempotencyKey: string | null,
    ): Promise<{ order: OrderDetail; repeated: boolean }> {
      const chosen = 'addressId' in input ? await addressOrFail(caller, input.addressId) : undefined;
      const delivery = chosen ?? ('phone' in input ? input : undefined)!;
      const cart = await cartOf(caller);
      if (cart.lines.length === 0) {
        const earlier = idempotencyKey !== null ? await orders.placedWith(caller, idempotencyKey) : null;
        if (earlier === null) throw new ConflictError(m.cart.empty);
        return { order: await orders.get(caller, earlier), repeated: true };
      }
      if (!cart.ready) throw new CartChangedError(m.cart.changed);
      const lines = cart.lines.map((line) => ({ productId: line.productId, quantity: line.quantity, seenUnitPriceCents: dollarsToCents(line.seenUnitPrice) }));
      const order = { lines, phone: delivery.phone, address: delivery.address, onTerms: input.paymentMethod === 'transfer' };
      const placed = await orders.placeLines(caller, order, idempotencyKey, async (trx) => {
        await repository.removeCheckedOut(trx, caller.id, lines);
        if (chosen) await repository.markAddressUsed(trx, caller.id, chosen.id);
        else await repository.saveAddress(caller.id, delivery, { used: true, max: MAX_ADDRESSES }, trx);
      });
      return { order: await orders.get(caller, placed.orderId), repeated: placed.repeated };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
