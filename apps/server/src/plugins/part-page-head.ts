import { type Product, SHOP_NAME, isOutOfStock } from '@partsmith/contract';

/** Marks the tags written here, so the app can drop them once it moves to another page (components/page-meta.ts). */
const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
const MAX_DESCRIPTION = 300;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** JSON inside <script>: no '<' (so no '</script>' or '<!--'), and no line separators older parsers choke on. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function shortDescription(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= MAX_DESCRIPTION ? oneLine : `${oneLine.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…`;
}

const absolute = (publicUrl: string, address: string) => new URL(address, `${publicUrl}/`).href;
const money = (dollars: number) => dollars.toFixed(2);

/**
 * schema.org Product for a part: its price per piece from the minimum order, and one unit price per quantity break, so
 * a search engine can show the price and whether it can be bought.
 */
export function productStructuredData(part: Product, pageUrl: string, publicUrl: string) {
  // Below its minimum, a part with a lead time is still sold: the pieces wait for the next batch.
  const availability = !isOutOfStock(part)
    ? 'https://schema.org/InStock'
    : part.leadTimeDays !== null
      ? 'https://schema.org/BackOrder'
      : 'https://schema.org/OutOfStock';
  // A break may start at the minimum order itself: then it is the price of the smallest order (as the part page shows).
  const breaks = part.priceTiers[0]?.minQuantity === part.minimum ? part.priceTiers : [{ minQuantity: part.minimum, price: part.price }, ...part.priceTiers];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: part.name,
    sku: part.partNumber,
    mpn: part.partNumber,
    description: part.description,
    image: absolute(publicUrl, part.image),
    url: pageUrl,
    brand: { '@type': 'Brand', name: SHOP_NAME },
    offers: {
      '@type': 'Offer',
      url: pageUrl,
      price: money(breaks[0]?.price ?? part.price),
      priceCurrency: 'USD',
      availability,
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: part.minimum, unitText: 'pieces' },
      priceSpecification: breaks.map((priceBreak) => ({
        '@type': 'UnitPriceSpecification',
        price: money(priceBreak.price),
        priceCurrency: 'USD',
        eligibleQuantity: { '@type': 'QuantitativeValue', minValue: priceBreak.minQuantity, unitText: 'pieces' },
      })),
    },
  };
}

/**
 * The app's index.html with a part's own head: title, description, canonical address and structured data, for search
 * engines and link previews that do not run the app. The app sets the same title and description once it runs.
 */
export function withPartHead(html: string, part: Product, publicUrl: string): string {
  const pageUrl = absolute(publicUrl, `/product/${encodeURIComponent(part._id)}`);
  const title = `${SHOP_NAME} | ${part.name}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" ${PAGE_HEAD_ATTRIBUTE} />`,
    `<script type="application/ld+json" ${PAGE_HEAD_ATTRIBUTE}>${scriptSafeJson(productStructuredData(part, pageUrl, publicUrl))}</script>`,
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(shortDescription(part.description))}"`)
    .replace('</head>', () => `${tags}</head>`);
}
