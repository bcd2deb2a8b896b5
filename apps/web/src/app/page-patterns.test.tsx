import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SHOP_ROUTES } from '../../../../e2e/tests/routes';
import { pagePatterns } from './page-patterns';
import { appRoutes } from './router';

describe('pagePatterns', () => {
  it('lists every page the browser journeys visit (e2e/tests/routes.ts), and no other, nor the not-found address', () => {
    const patterns = pagePatterns(appRoutes);
    const visited = new Set(SHOP_ROUTES.map(({ path }) => path.split('?')[0]!));
    expect(visited.delete('/no-such-page')).toBe(true);
    expect([...patterns].sort()).toEqual([...visited].sort());
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('takes a path route, an index route as its parent, an absolute child as it is, and no layout route or splat', () => {
    const tree = (
      <Route element={null}>
        <Route path="shop" element={null}>
          <Route element={null}>
            <Route path="parts/:id" element={null} />
          </Route>
          <Route path="/help" element={null} />
          <Route path="files/*" element={null} />
        </Route>
        <Route path="account" element={null}>
          <Route index element={null} />
        </Route>
        <Route path="*" element={null} />
      </Route>
    );
    expect(pagePatterns(tree)).toEqual(['/shop', '/shop/parts/:id', '/help', '/account']);
  });
});
