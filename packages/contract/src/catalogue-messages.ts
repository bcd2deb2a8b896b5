import { formatCount } from './web-messages';

const days = (count: number) => `${formatCount(count)} ${count === 1 ? 'day' : 'days'}`;
const pieces = (count: number) => `${formatCount(count)} ${count === 1 ? 'piece' : 'pieces'}`;

/** Copy of the web app's category pages, filters and part page (ours, not quoted by the spec); the home route does not load it. */
export const catalogueMessages = {
  partNumber: 'Part number',
  filtersHeading: 'Filters',
  /** The button that opens the filters on a phone, with how many are on. */
  filtersButton: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  clearFilters: 'Clear filters',
  inStockOnly: 'In stock only',
  pricePerPiece: 'Price per piece',
  rangeFrom: 'From',
  rangeTo: 'To',
  applyRange: 'Apply',
  yes: 'Yes',
  no: 'No',
  /** A choice with the parts it would leave. */
  optionCount: (count: number, { atLeast = false } = {}) => `${formatCount(count)}${atLeast ? '+' : ''}`,
  categoriesHeading: 'Categories',
  /** Above a search's category links. */
  searchByCategory: 'Found in',
  allCategories: 'All products',
  categoryNotFoundHeading: 'Category not found',
  categoryNotFoundText: 'This category does not exist or has moved.',
  categoryDescription: (name: string) => `${name}: computer parts sold per piece. Filter them by their specifications, stock and price.`,
  noFilterMatches: 'No parts match these filters',
  /** The layout toggle on a phone. */
  layoutLabel: 'Show parts as',
  layoutList: 'List',
  layoutCards: 'Cards',
  minOrder: 'Min. Order',
  inStock: (pieces: string) => `${pieces} in stock`,
  specificationsHeading: 'Specifications',
  /** A part with a lead time (issue 35): it may be ordered beyond its stock. */
  shipsWithin: (leadTimeDays: number) => `Ships in ${days(leadTimeDays)} when out of stock`,
  /** A card or row of a part with a lead time and less than its minimum order in stock: it can be ordered all the same. */
  shipsLater: (leadTimeDays: number) => `Ships within ${days(leadTimeDays)}`,
  /** The part page's quantity hint for a part with a lead time: from its minimum order, and what is beyond its stock waits. */
  leadTimeRange: (minimum: number, stock: number, leadTimeDays: number) =>
    `Order from ${pieces(minimum)}; ${stock > 0 ? `beyond the ${formatCount(stock)} in stock, they` : 'they'} ship within ${days(leadTimeDays)}.`,
  /** The part page's quantity beyond the stock of a part with a lead time: "20 in stock, 30 within 14 days" (the order ships whole). */
  shipsNowAndLater: (now: number, later: number, leadTimeDays: number) =>
    now > 0
      ? `${formatCount(now)} in stock, ${formatCount(later)} within ${days(leadTimeDays)}`
      : `${pieces(later)} ${later === 1 ? 'ships' : 'ship'} within ${days(leadTimeDays)}`,
  signInToOrderHeading: 'Sign in to order',
  signInToOrderText:
    'Orders are placed from an account. Sign in and you come back to this part with the quantity you chose; new here? Create an account first.',
  signIn: 'Sign in',
  createAccount: 'Create an account',
} as const;
