import { renderApp } from './app/render';
import { createAppRouter, preloadMatched } from './app/router';
import { initI18n } from './lib/i18n';
import { startPageZoom } from './lib/zoom';
import './styles.css';

// Spec section 4: service workers left by an earlier deployment would serve stale code.
void navigator.serviceWorker?.getRegistrations().then((all) => {
  for (const registration of all) void registration.unregister();
});

/** Ends the current task: the browser paints and answers input before the next step runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * The start-up in steps of a task each (decision 0067): the router, the texts, React's first
 * render. Run in the task that evaluates the modules, they made one task of ~800 ms on a phone,
 * which blocked its main thread after index.html's skeleton had painted.
 */
async function start() {
  startPageZoom();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // The page's code downloads while the texts do, and is there for the first render: the screen
  // replaces the skeleton in one go, not through the loading state. A failure shows as the
  // screen's load error.
  const screen = preloadMatched(router).catch(() => {});
  await nextTask();
  await Promise.all([initI18n(), screen]);
  await nextTask();
  const root = document.getElementById('root');
  if (root) renderApp(root, router);
}
void start();
