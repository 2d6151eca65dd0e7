import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter, preloadMatched } from './app/router';
import { initI18n } from './lib/i18n';
import { startPageZoom } from './lib/zoom';
import './styles.css';

// Spec section 4: service workers left by an earlier deployment would serve stale code.
void navigator.serviceWorker?.getRegistrations().then((all) => {
  for (const registration of all) void registration.unregister();
});

startPageZoom();
const router = createAppRouter();
// The page's code downloads while the texts do; a failure shows as the screen's load error.
preloadMatched(router).catch(() => {});

const root = document.getElementById('root');
void initI18n().then(() => {
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
