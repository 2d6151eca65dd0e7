import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { startPageZoom } from './lib/zoom';
import './styles.css';

// Spec section 4: service workers left by an earlier deployment would serve stale code.
void navigator.serviceWorker?.getRegistrations().then((all) => {
  for (const registration of all) void registration.unregister();
});

initI18n();
startPageZoom();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
}
