import type { InvoiceSummary } from '@partsmith/contract';
import { expect } from 'vitest';
import { as, type TestUser } from './accounts';
import { readPdf } from './pdf-reader';
import type { TestContext } from './test-app';

/**
 * The text of an issued document's PDF as its customer downloads it, once rendered: rendered here, unless the instance's
 * own sweep (every second) holds it while it renders it, which this waits for.
 */
export async function renderedDocumentText(ctx: TestContext, user: TestUser, document: InvoiceSummary): Promise<string> {
  // Rendering takes a few hundred milliseconds, more beside CI's browsers.
  await expect
    .poll(
      async () => {
        await ctx.app.services.invoices.renderPending();
        const response = await ctx.app.inject(as(user, { method: 'GET', url: document.url }));
        return response.statusCode;
      },
      { timeout: 15_000 },
    )
    .toBe(200);
  return (await readPdf((await ctx.app.inject(as(user, { method: 'GET', url: document.url }))).rawPayload)).text;
}
