import { BrowserRouter, Route, Routes } from 'react-router';
import { lazyPage } from './lazy-route';
import { RootRoute } from './routes/root';

// Declarative routes: the data router's loaders and actions are not used, and leaving them out keeps the home
// route inside its JavaScript budget. Every page is a lazy chunk.
const HomePage = lazyPage('home', () => import('./routes/home'));
const ProductsPage = lazyPage('products', () => import('./routes/products'));
const ProductDetailPage = lazyPage('product-detail', () => import('./routes/product-detail'));
const BusinessSummaryPage = lazyPage('business-summary', () => import('./routes/business-summary'));
const NotFoundPage = lazyPage('not-found', () => import('./routes/not-found'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<RootRoute />}>
          <Route index element={<HomePage />} />
          <Route path="product" element={<ProductsPage />} />
          <Route path="product/:productId" element={<ProductDetailPage />} />
          <Route path="business-summary" element={<BusinessSummaryPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
