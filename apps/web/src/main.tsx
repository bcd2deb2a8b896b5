import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);
// The landing pages arrive prerendered (src/prerender.tsx): take over their markup instead of drawing it again,
// as a transition so that React hydrates in short slices and a tap meanwhile is not held up.
if (root.hasChildNodes()) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
// From here React answers every press (hydrating at once what it has not yet): public/theme-init.js stands down.
document.dispatchEvent(new Event('partsmith:app-started'));
