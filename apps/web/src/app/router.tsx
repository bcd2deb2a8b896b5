import { BrowserRouter, Route, Routes } from 'react-router';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { lazyPage } from './lazy-route';
import { RootRoute } from './routes/root';

// Declarative routes: the data router's loaders and actions are not used, and leaving them out keeps the home
// route inside its JavaScript budget. Every page is a lazy chunk.
const HomePage = lazyPage('home', () => import('./routes/home'));
const ProductsPage = lazyPage('products', () => import('./routes/products'));
const ProductDetailPage = lazyPage('product-detail', () => import('./routes/product-detail'));
const CategoryPage = lazyPage('category', () => import('./routes/category'));
const loadCartPages = () => import('./routes/cart');
const CartPage = lazyPage('cart', loadCartPages);
const QuickAddPage = lazyPage('cart', async () => ({ Component: (await loadCartPages()).QuickAdd }));
const CheckoutPage = lazyPage('cart', async () => ({ Component: (await loadCartPages()).Checkout }));
const SavedListsPage = lazyPage('cart', async () => ({ Component: (await loadCartPages()).SavedLists }));
const BusinessSummaryPage = lazyPage('business-summary', () => import('./routes/business-summary'));
const AboutPage = lazyPage('about', () => import('./routes/about'));
const ContactPage = lazyPage('contact', () => import('./routes/contact'));
const BlogPage = lazyPage('blog', () => import('./routes/blog'));
const PortfolioPage = lazyPage('portfolio', () => import('./routes/portfolio'));
const TermsPage = lazyPage('terms', () => import('./routes/terms'));
const FaqPage = lazyPage('faq', () => import('./routes/faq'));
const LoginPage = lazyPage('login', () => import('./routes/login'));
const SignUpPage = lazyPage('signup', () => import('./routes/signup'));
const ForgotPasswordPage = lazyPage('forgot-password', () => import('./routes/forgot-password'));
const ResetPasswordPage = lazyPage('reset-password', () => import('./routes/reset-password'));
const VerifyEmailPage = lazyPage('verify-email', () => import('./routes/verify-email'));
const DashboardLayout = lazyPage('dashboard', () => import('./routes/dashboard'));
const DashboardIndexPage = lazyPage('dashboard-index', () => import('./routes/dashboard-index'));
const ProfilePage = lazyPage('dashboard-profile', () => import('./routes/dashboard-profile'));
const PaymentPage = lazyPage('dashboard-payment', () => import('./routes/dashboard-payment'));
const OrderPage = lazyPage('dashboard-order', () => import('./routes/dashboard-order'));
const RequireAdmin = lazyPage('require-admin', () => import('./routes/require-admin'));
const ManageOrdersPage = lazyPage('dashboard-manage-orders', () => import('./routes/dashboard-manage-orders'));
const PackingSlipPage = lazyPage('dashboard-packing-slip', () => import('./routes/dashboard-packing-slip'));
const UsersPage = lazyPage('dashboard-users', () => import('./routes/dashboard-users'));
const AddReviewPage = lazyPage('dashboard-review', () => import('./routes/dashboard-review'));
const ManageProductsPage = lazyPage('dashboard-manage-products', () => import('./routes/dashboard-manage-products'));
const EditProductPage = lazyPage('dashboard-edit-product', () => import('./routes/dashboard-edit-product'));
const AddProductPage = lazyPage('dashboard-add-product', () => import('./routes/dashboard-add-product'));
const ManageCategoriesPage = lazyPage('dashboard-categories', () => import('./routes/dashboard-categories'));
const ManageReviewsPage = lazyPage('dashboard-manage-reviews', () => import('./routes/dashboard-manage-reviews'));
const MailboxPage = lazyPage('dashboard-mailbox', () => import('./routes/dashboard-mailbox'));
const MyQuotesPage = lazyPage('dashboard-quotes', () => import('./routes/dashboard-quotes'));
const RequestQuotePage = lazyPage('dashboard-request-quote', () => import('./routes/dashboard-request-quote'));
const QuoteRequestsPage = lazyPage('dashboard-quote-requests', () => import('./routes/dashboard-quote-requests'));
const CatalogueImportPage = lazyPage('dashboard-catalogue-import', () => import('./routes/dashboard-catalogue-import'));
const AuditLogPage = lazyPage('dashboard-audit-log', () => import('./routes/dashboard-audit-log'));
const InvoicesPage = lazyPage('dashboard-invoices', () => import('./routes/dashboard-invoices'));
const ShopSettingsPage = lazyPage('dashboard-settings', () => import('./routes/dashboard-settings'));
const NotFoundPage = lazyPage('not-found', () => import('./routes/not-found'));

/** The browser's router around the routes; the build's prerender puts a StaticRouter around the same routes. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** Every page of the app as one tree: the router renders it, and the build lists its addresses for the server (page-patterns.ts). */
export const appRoutes = (
  <Route element={<RootRoute />}>
    <Route index element={<HomePage />} />
    <Route path="product" element={<ProductsPage />} />
    <Route path="product/:productId" element={<ProductDetailPage />} />
    <Route path="category/:slug" element={<CategoryPage />} />
    <Route path="cart" element={<CartPage />} />
    <Route path="cart/quick-add" element={<QuickAddPage />} />
    <Route path="business-summary" element={<BusinessSummaryPage />} />
    <Route path="about" element={<AboutPage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="blog" element={<BlogPage />} />
    <Route path="portfolio" element={<PortfolioPage />} />
    <Route path="terms" element={<TermsPage />} />
    <Route path="faq" element={<FaqPage />} />
    <Route path="login" element={<LoginPage />} />
    <Route path="signup" element={<SignUpPage />} />
    <Route path="forgot-password" element={<ForgotPasswordPage />} />
    <Route path="reset-password" element={<ResetPasswordPage />} />
    <Route path="verify-email" element={<VerifyEmailPage />} />
    <Route element={<RequireAuth />}>
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="dashboard" element={<DashboardLayout />}>
        <Route index element={<DashboardIndexPage />} />
        <Route path="review" element={<AddReviewPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="payment/:id" element={<PaymentPage />} />
        <Route path="orders/:id" element={<OrderPage />} />
        <Route path="quotes" element={<MyQuotesPage />} />
        <Route path="quotes/new" element={<RequestQuotePage />} />
        <Route path="lists" element={<SavedListsPage />} />
        <Route element={<RequireAdmin />}>
          <Route path="manage-orders" element={<ManageOrdersPage />} />
          <Route path="manage-orders/:id/packing-slip" element={<PackingSlipPage />} />
          <Route path="users" element={<UsersPage />} />
          <Route path="manage-products" element={<ManageProductsPage />} />
          <Route path="manage-products/:productId" element={<EditProductPage />} />
          <Route path="add-product" element={<AddProductPage />} />
          <Route path="categories" element={<ManageCategoriesPage />} />
          <Route path="manage-reviews" element={<ManageReviewsPage />} />
          <Route path="mailbox" element={<MailboxPage />} />
          <Route path="quote-requests" element={<QuoteRequestsPage />} />
          <Route path="catalogue-import" element={<CatalogueImportPage />} />
          <Route path="invoices" element={<InvoicesPage />} />
          <Route path="settings" element={<ShopSettingsPage />} />
          <Route path="audit-log" element={<AuditLogPage />} />
        </Route>
      </Route>
    </Route>
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{appRoutes}</Routes>;
}
