import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkIdFromError, lazyPage, lazyRoute } from './lazy-route';
import { RouteErrorBoundary } from './routes/route-error-boundary';

describe('chunkIdFromError', () => {
  it('names the chunk from the browser messages', () => {
    expect(chunkIdFromError(new TypeError('Failed to fetch dynamically imported module: https://shop.example/assets/home-B2x9_k.js'))).toBe('home-B2x9_k');
    expect(chunkIdFromError(new TypeError('error loading dynamically imported module: http://localhost:3000/assets/products-Ab1.js?v=2'))).toBe('products-Ab1');
    expect(chunkIdFromError(new Error('Unable to preload CSS for /assets/index-Cd3.css'))).toBe('index-Cd3');
  });

  it('gives nothing when the message names no file', () => {
    expect(chunkIdFromError(new TypeError('Importing a module script failed.'))).toBeUndefined();
  });
});

describe('lazyRoute', () => {
  it('turns a failed import into a ChunkLoadError with the spec message', async () => {
    const load = lazyRoute('home', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/home-XyZ.js')));
    await expect(load()).rejects.toEqual(expect.objectContaining({ message: 'Loading chunk home-XyZ failed' }));
  });

  it("falls back to the route's name", async () => {
    const load = lazyRoute('products', () => Promise.reject(new TypeError('Importing a module script failed.')));
    const error = await load().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toHaveProperty('message', 'Loading chunk products failed');
  });

  it('shows the failure with a Retry button that reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const FailingPage = lazyPage('home', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/home-XyZ.js')));
    render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/">
          <Suspense fallback={null}>
            <FailingPage />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'Loading chunk home-XyZ failed' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
