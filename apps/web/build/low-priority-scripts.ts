import type { Plugin } from 'vite';

/**
 * index.html's module script and its preloads at low priority (decision 0067). The page paints its
 * skeleton without them; at high priority Lighthouse's model counts them as render-blocking and
 * puts the first paint after ~100 KiB of script on a slow link. main.tsx runs the start-up in
 * short tasks, so what evaluating them costs after that paint is no long task either.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'stringer-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}
