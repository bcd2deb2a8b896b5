import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';

/**
 * The markup a first visit to `url` shows before any data arrives: the build writes it into index.html for the
 * public pages most visitors land on, and main.tsx hydrates it. See docs/decisions/0010-prerendered-landing-pages.md.
 */
export async function prerenderPage(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
    // No boundary is too large to inline: otherwise React outlines it behind an inline script, which the CSP forbids.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
