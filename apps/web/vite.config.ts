import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lowPriorityScripts } from './build/low-priority-scripts';
import { precompress } from './build/precompress';

const ANTD = /node_modules[\\/](antd|@ant-design|@rc-component|stylis|dayjs|@babel[\\/]runtime|clsx)[\\/]/;
/**
 * antd's components that the console's lists and both sides' frames do not draw, and the
 * rc-components only they use: each stays its own file, fetched by the screens that draw it.
 */
const ANTD_LEAVES = new RegExp(
  String.raw`node_modules[\\/](antd[\\/]es[\\/](${[
    'affix|alert|anchor|auto-complete|breadcrumb|calendar|card|carousel|cascader|collapse|color-picker',
    'date-picker|descriptions|float-button|form|image|list|masonry|mentions|popconfirm|progress',
    'qr-code|rate|result|slider|splitter|statistic|steps|switch|time-picker|timeline|tour|transfer',
    'tree-select|upload|watermark|drawer|input-number|flex|row|col',
  ].join('|')})|@rc-component[\\/](${[
    'async-validator|cascader|collapse|color-picker|form|image|mentions|picker|progress|qrcode',
    'rate|slider|steps|switch|tour|transfer|tree-select|upload|drawer|input-number|mini-decimal',
  ].join('|')}))[\\/]`,
);
/**
 * antd's table and what only lists draw (tabs, tree for its filters, checkboxes and radios for its
 * selections, cards for the phone's rows): a file of their own, after antd's core, so that a page
 * without a table (the support inbox) does not wait for them.
 */
const ANTD_LISTS =
  /node_modules[\\/](antd[\\/]es[\\/](table|tree|tabs|checkbox|radio|card)|@rc-component[\\/](table|tree|tabs|checkbox))[\\/]/;
/**
 * Each icon (its component and its drawing) comes with the code that draws it, not with antd's
 * core, where every icon of every screen was on every first load (decision 0077). The frames'
 * own icons (the menus', the header's), read from their imports, are in the `icons` file: every
 * signed-in page draws them, without antd.
 */
const ICONS = /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](\w+)\.js$/;
/**
 * The small shared modules the console's first rows are drawn with, without antd (decision 0077):
 * one file, where each was a file of its own under 1 KiB.
 */
const FIRST_ROWS_FILES = [
  'components/list-table.tsx',
  'components/pager.tsx',
  'components/tab-strip.tsx',
  'components/segmented-filter.tsx',
  'components/count-badge.tsx',
  'components/pill.tsx',
  'components/user-avatar.tsx',
  'components/video-player/processing-tag.tsx',
  'lib/time.ts',
  'lib/live-media.ts',
  'lib/roving-keys.ts',
];
const src = path.join(import.meta.dirname, 'src');
const FIRST_ROWS = new Set(FIRST_ROWS_FILES.map((file) => path.join(src, file)));
const layout = path.join(src, 'app/layout');
/** The icons the frames and the first rows draw (read from their imports): in the `icons` file. */
const FRAME_ICONS = new Set(
  [...readdirSync(layout).map((file) => path.join(layout, file)), ...FIRST_ROWS].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@ant-design\/icons'/g)].flatMap((found) =>
      (found[1] ?? '').split(',').map((name) => name.trim()),
    ),
  ),
);
/**
 * What every icon draws with (its base component, context and colours): a file of its own with the
 * frames' icons, since the console's frame and first rows are drawn without antd (decision 0077)
 * and would otherwise load antd's core for them.
 */
const ICON_BASE =
  /node_modules[\\/]@ant-design[\\/](icons[\\/]es[\\/](?!icons[\\/]|index\.js)|colors[\\/]|fast-color[\\/])/;
/** Rolldown's view of the module graph, handed to a group's name. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}
const iconName = (id: string) => ICONS.exec(id)?.[3];
/** Whether an icon (its drawing, or the component that draws it) is drawn by a module `users` matches. */
const iconOf = (id: string, users: RegExp, ctx: ChunkingContext): boolean =>
  (ctx.getModuleInfo(id)?.importers ?? []).some((by) => users.test(by) || (ICONS.test(by) && iconOf(by, users, ctx)));
/** One file per language for each set of texts loaded together (decision 0077). */
const TEXTS: [RegExp, string][] = [
  [/shared[\\/]src[\\/]i18n[\\/](en|zh)\.json$|web[\\/]src[\\/]locales[\\/](en|zh)\.json$/, 'texts'],
  [/i18n[\\/]notify-(en|zh)\.json$|locales[\\/]signed-in[\\/](en|zh)\.json$/, 'texts-signed-in'],
  [/i18n[\\/]factors-(en|zh)\.json$|locales[\\/]factors[\\/](en|zh)\.json$/, 'texts-factors'],
];
const textsName = (id: string) => {
  for (const [test, name] of TEXTS) {
    const found = test.exec(id);
    if (found) return `${name}-${found[1] ?? found[2]}`;
  }
  return null;
};
/**
 * The app's small modules that most pages share (session, preferences, constants: /login's too),
 * and those the signed-in layouts share (statuses, texts' loaders...): a file each set, where each
 * module was a file of its own under 1 KiB (decision 0077). Only modules whose own imports are
 * already grouped (React, the runtime) or in the set: a group takes what its modules import, and
 * one that imports antd or the entry's modules would bring them along.
 */
const APP_BASE =
  /web[\\/]src[\\/](lib[\\/](session|preferences)\.ts|components[\\/]language-switch\.tsx)$|shared[\\/]src[\\/]constants\.ts$|vite[\\/]preload-helper/;
const APP_SIGNED_IN =
  /web[\\/]src[\\/]lib[\\/](media-query|use-texts|creator-pages|factor-texts)\.ts$|shared[\\/]src[\\/](statuses|time|money|review-queues|transitions)\.ts$/;
const ANTD_INDEX = /antd[\\/]es[\\/]index\.js$/;
const ANTD_COMPONENT = /node_modules[\\/]antd[\\/]es[\\/]/;
/** dayjs itself (lib/time.ts formats the lists' dates with it): not its plugins, which only antd's pickers use. */
const DAYJS = /node_modules[\\/]dayjs[\\/]dayjs\.min\.js$/;
const api = process.env.STRINGER_API ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), lowPriorityScripts(), precompress()],
  build: {
    // bench/login-bundle.ts reads it to find the chunks a screen needs.
    manifest: true,
    // Every browser the app supports preloads modules itself but Safari 16, which only loses the
    // head start: the polyfill's bytes would be on every first visit (bench:login's budget).
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // What every page loads, as a few long-cached files rather than a dozen small ones: React,
        // the runtime; and for the pages drawn with antd, its core and common components as one
        // file, where per component the console took 120 requests (decision 0077). antd's big
        // components that few screens draw stay their own files. Its index stays out of the
        // group: a group takes all its modules import, and the index imports every component.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 7 },
            { name: 'runtime', test: /node_modules[\\/](i18next|react-i18next|@tanstack|zustand)[\\/]/, priority: 6 },
            {
              name: (id, ctx) =>
                !ICONS.test(id) || FRAME_ICONS.has(iconName(id) ?? '') || iconOf(id, ANTD_COMPONENT, ctx)
                  ? 'icons'
                  : null,
              test: (id) => ICON_BASE.test(id) || ICONS.test(id),
              priority: 5,
            },
            { name: 'dayjs', test: DAYJS, priority: 5 },
            {
              name: 'antd',
              test: (id) =>
                ANTD.test(id) &&
                !ICONS.test(id) &&
                !ANTD_LEAVES.test(id) &&
                !ANTD_LISTS.test(id) &&
                !ANTD_INDEX.test(id),
              priority: 4,
            },
            // Without its dependencies, which are in the core but icons: those would come with it
            // to every page that draws one of them (the menu's folder); its own icons come with it.
            {
              name: (id, ctx) => (!ICONS.test(id) || iconOf(id, ANTD_LISTS, ctx) ? 'antd-lists' : null),
              test: (id) => ANTD_LISTS.test(id) || ICONS.test(id),
              priority: 3,
              includeDependenciesRecursively: false,
            },
            { name: textsName, test: (id) => textsName(id) !== null, priority: 2 },
            { name: 'app', test: APP_BASE, priority: 1 },
            { name: 'app-signed-in', test: APP_SIGNED_IN, priority: 0 },
            {
              name: 'first-rows',
              test: (id) => FIRST_ROWS.has(id),
              priority: -1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/web', '/api', '/manager', '/dev', '/docs'].map((p) => [p, api])),
  },
});
