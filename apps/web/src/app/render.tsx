import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import type { createAppRouter } from './router';

/**
 * React's first render, replacing index.html's skeleton. As a transition it is time-sliced: React
 * yields to the browser every few milliseconds instead of drawing the whole screen in one task.
 */
export function renderApp(container: HTMLElement, router: ReturnType<typeof createAppRouter>) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}
