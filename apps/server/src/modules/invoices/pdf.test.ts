import { PDFDateString } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-reader';
import type { InvoiceDocument, InvoiceLine } from './document';
import { renderInvoicePdf } from './pdf';

const HEADER = 'Part no. Description Qty Unit price Tax rate Net Tax Gross';

function invoiceLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    partNumber: 'PS-1001',
    name: 'Copper heatsink 92 mm',
    quantity: 100,
    unitPriceCents: 1999,
    taxRateBasisPoints: 1500,
    netCents: 199_900,
    taxCents: 29_985,
    grossCents: 229_885,
    ...overrides,
  };
}

/** A paid invoice of two lines and a delivery charge, its figures adding up. */
function invoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'INV-2026-000042',
    issuedAt: '2026-11-27T10:15:00.000Z',
    creditsInvoice: null,
    currency: 'USD',
    seller: {
      name: 'Partsmith',
      company: 'Partsmith Components Inc.',
      taxNumber: 'US-98-7654321',
      address: '12 Foundry Lane\nSpringfield, IL 62701',
      bankDetails: 'First Foundry Bank\nAccount 000123456789\nRouting 021000021',
    },
    buyer: {
      name: 'Ada Lovelace',
      company: 'Analytical Engines Ltd',
      taxNumber: 'GB123456789',
      address: '221B Baker Street\nLondon NW1 6XE',
      email: 'ada@analytical.example',
    },
    deliverTo: { address: 'Dock 4, Warehouse Road\nLondon E14 5AB', phone: '+44 20 7946 0958' },
    order: { id: 'ord_8f3k2', placedAt: '2026-11-25T08:00:00.000Z' },
    pricesIncludeTax: false,
    exemption: null,
    lines: [
      invoiceLine(),
      invoiceLine({
        partNumber: 'PS-2040',
        name: 'Thermal paste 4 g',
        quantity: 1,
        unitPriceCents: 850,
        taxRateBasisPoints: 750,
        netCents: 850,
        taxCents: 64,
        grossCents: 914,
      }),
    ],
    delivery: { netCents: 1_000, taxCents: 150, grossCents: 1_150, taxRateBasisPoints: 1500 },
    taxSummary: [
      { taxRateBasisPoints: 750, netCents: 850, taxCents: 64, grossCents: 914 },
      { taxRateBasisPoints: 1500, netCents: 200_900, taxCents: 30_135, grossCents: 231_035 },
    ],
    totals: { netCents: 201_750, taxCents: 30_199, grossCents: 232_949 },
    payment: { method: 'card', reference: 'pi_3Nk2abc', paidAt: '2026-11-25T08:01:00.000Z' },
    dueAt: null,
    ...overrides,
  };
}

describe('renderInvoicePdf', () => {
  it('shows the number, both parties, the delivery address, every line, the tax summary, the totals and the card payment', async () => {
    const { pages, text } = await readPdf(await renderInvoicePdf(invoiceDocument()));

    expect(pages).toHaveLength(1);
    expect(text).toContain('Invoice INV-2026-000042 Issued 27 Nov 2026 Order ord_8f3k2 of 25 Nov 2026');
    expect(text).toContain('From Partsmith Partsmith Components Inc. 12 Foundry Lane Springfield, IL 62701 Tax number: US-98-7654321');
    expect(text).toContain('Bill to Ada Lovelace Analytical Engines Ltd Tax number: GB123456789 221B Baker Street London NW1 6XE ada@analytical.example');
    expect(text).toContain('Deliver to Dock 4, Warehouse Road London E14 5AB Phone: +44 20 7946 0958');
    expect(text).toContain(HEADER);
    expect(text).toContain('PS-1001 Copper heatsink 92 mm 100 $19.99 15% $1,999.00 $299.85 $2,298.85');
    expect(text).toContain('PS-2040 Thermal paste 4 g 1 $8.50 7.5% $8.50 $0.64 $9.14');
    expect(text).toContain('Delivery 15% $10.00 $1.50 $11.50');
    expect(text).toContain('Tax summary Tax rate Net Tax Gross 7.5% $8.50 $0.64 $9.14 15% $2,009.00 $301.35 $2,310.35');
    expect(text).toContain('Total net $2,017.50 Total tax $301.99 Total $2,329.49');
    expect(text).toContain('Prices exclude tax.');
    expect(text).toContain('Paid by card on 25 Nov 2026, reference pi_3Nk2abc');
    expect(text).not.toContain('bank transfer');
    expect(text).not.toContain('Tax exempt');
    expect(text).toContain('INV-2026-000042 · Page 1 of 1');
  });

  it('says a credit note is one and names the invoice it credits', async () => {
    const creditNote = invoiceDocument({
      kind: 'credit-note',
      number: 'CN-2026-000003',
      creditsInvoice: { number: 'INV-2026-000042', issuedAt: '2026-11-27T10:15:00.000Z' },
    });
    const { text, info } = await readPdf(await renderInvoicePdf(creditNote));

    expect(text).toContain('Credit note CN-2026-000003');
    expect(text).toContain('Credits invoice INV-2026-000042 of 27 Nov 2026');
    expect(text).not.toContain('Invoice ');
    expect(text).toContain('Refunded to the card of the payment reference');
    expect(text).not.toContain('Paid by card');
    expect(info.Title).toBe('Credit note CN-2026-000003');
  });

  it('gives the bank details when payable on terms, and says when prices include tax and why no tax is charged', async () => {
    const document = invoiceDocument({ payment: null, dueAt: '2026-12-27T10:15:00.000Z', pricesIncludeTax: true, exemption: { certificate: 'EX-2026-77' } });
    const { text } = await readPdf(await renderInvoicePdf(document));

    expect(text).toContain('Prices include tax.');
    expect(text).toContain('Tax exempt: certificate EX-2026-77');
    expect(text).toContain('Payable by bank transfer by 27 Dec 2026 to: First Foundry Bank Account 000123456789 Routing 021000021');
    expect(text).not.toContain('Paid by card');
  });

  it('leaves out a company and tax number the buyer does not have, and a free delivery', async () => {
    const document = invoiceDocument({ buyer: { ...invoiceDocument().buyer, company: null, taxNumber: null }, delivery: null });
    const { text } = await readPdf(await renderInvoicePdf(document));

    expect(text).toContain('Bill to Ada Lovelace 221B Baker Street');
    expect(text).not.toContain('Delivery');
  });

  it("writes another currency's code before its amounts", async () => {
    const { text } = await readPdf(await renderInvoicePdf(invoiceDocument({ currency: 'EUR' })));

    expect(text).toContain('Total EUR 2,329.49');
    expect(text).not.toContain('$');
  });

  it('continues a table of 60 lines over pages, repeating its header on each', async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      invoiceLine({ partNumber: `PS-${String(index + 1).padStart(4, '0')}`, name: `Part number ${index + 1} of the long order` }),
    );
    const { pages, text } = await readPdf(await renderInvoicePdf(invoiceDocument({ lines })));

    expect(pages.length).toBeGreaterThan(1);
    for (const line of lines) expect(text).toContain(`${line.partNumber} ${line.name} 100`);
    for (const page of pages.filter((page) => page.text.includes('PS-'))) expect(page.text).toContain(HEADER);
    pages.forEach((page, index) => expect(page.text).toContain(`INV-2026-000042 · Page ${index + 1} of ${pages.length}`));
    expect(pages.at(-1)?.text).toContain('Total $2,329.49');
  });

  it('wraps a long name within its column, clear of the next', async () => {
    const name = 'Heatsink with copper heat pipes and a 120 mm fan, for sockets AM5 and LGA1700, with mounting kit';
    const { pages } = await readPdf(await renderInvoicePdf(invoiceDocument({ lines: [invoiceLine({ name, quantity: 3 })] })));
    const items = pages[0]?.items ?? [];
    const description = items.find((item) => item.str === 'Description');
    const quantity = items.find((item) => item.str === '3');
    const wrapped = items.filter((item) => item.transform[4] === description?.transform[4] && name.includes(item.str.trim()));

    expect(wrapped.length).toBeGreaterThan(1);
    expect(wrapped.map((item) => item.str.trim()).join(' ')).toBe(name);
    for (const item of wrapped) expect(item.transform[4] + item.width).toBeLessThan(quantity?.transform[4] ?? 0);
  });

  it('cuts a name too long for a page short with an ellipsis, its row staying on one page', async () => {
    const name = 'Very long name '.repeat(300).trim();
    const { pages } = await readPdf(await renderInvoicePdf(invoiceDocument({ lines: [invoiceLine({ name })] })));
    const page = pages.find((candidate) => candidate.text.includes('PS-1001'));

    expect(page?.text).toMatch(/PS-1001 Very long name.*…\s*100 \$19\.99 15% \$1,999\.00 \$299\.85 \$2,298\.85/);
    expect(pages.at(-1)?.text).toContain('Total $2,329.49');
  });

  it('shows "?" for characters the standard fonts cannot show, and keeps those it can', async () => {
    const document = invoiceDocument({
      seller: { ...invoiceDocument().seller, name: 'Partsmith 零件' },
      buyer: {
        ...invoiceDocument().buyer,
        name: 'Zoë Łukasiewicz 张伟 🚀',
        company: 'Cafe\u0301 – “Best” Parts € Ltd',
        address: 'Straße 1\tHof\r\nKraków',
      },
    });
    const { text, info } = await readPdf(await renderInvoicePdf(document));

    expect(text).toContain('Zoë ?ukasiewicz ?? ?');
    expect(text).toContain('Café – “Best” Parts € Ltd');
    expect(text).toContain('Straße 1?Hof Kraków');
    expect(text).toContain('From Partsmith ??');
    expect(info.Author).toBe('Partsmith 零件');
  });

  it('gives the same bytes for the same document, dated at its issue, with its title and author', async () => {
    const first = await renderInvoicePdf(invoiceDocument());
    const second = await renderInvoicePdf(invoiceDocument());
    const { info } = await readPdf(first);

    expect(second.equals(first)).toBe(true);
    expect(PDFDateString.toDateObject(info.CreationDate ?? '')?.toISOString()).toBe('2026-11-27T10:15:00.000Z');
    expect(info.Title).toBe('Invoice INV-2026-000042');
    expect(info.Author).toBe('Partsmith');
  });
});
