import { formatCount } from './web-messages';

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
  shipsWithin: (days: number) => `Ships in ${days === 1 ? '1 day' : `${days} days`} when out of stock`,
  signInToOrderHeading: 'Sign in to order',
  signInToOrderText:
    'Orders are placed from an account. Sign in and you come back to this part with the quantity you chose; new here? Create an account first.',
  signIn: 'Sign in',
  createAccount: 'Create an account',
} as const;
