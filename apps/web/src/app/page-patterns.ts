import type { ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';

/**
 * The address patterns of the pages in a route tree (`/product/:productId`), for the server: the build writes those of
 * the app's routes to dist/prerendered/routes.json, and the server answers any other page address with 404 (and the
 * app, which shows its not-found page). A route with a path is a page, an index route is its parent's, a layout route
 * without a path adds none, and the catch-all is left out.
 */
export function pagePatterns(routes: ReactNode): string[] {
  const patterns = new Set<string>();
  const visit = (objects: RouteObject[], parent: string) => {
    for (const route of objects) {
      if (route.path?.includes('*')) continue;
      const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
      if (route.index) patterns.add(path || '/');
      else if (route.path !== undefined) patterns.add(path);
      visit(route.children ?? [], path);
    }
  };
  visit(createRoutesFromChildren(routes), '');
  return [...patterns];
}
