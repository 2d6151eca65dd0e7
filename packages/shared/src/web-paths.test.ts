import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webAddress, webHref, webLinks, webPaths } from './web-paths';

/** The code that links to pages: the web app and the server's notifications and mails. Tests spell the spec out. */
const ROOT = resolve(import.meta.dirname, '../../..');
const SCANNED = ['apps/web/src', 'apps/server/src'];

const files = SCANNED.flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$|(^|\/)node_modules\//.test(path)),
);

// The root, `/`, is every path's start: too common to find by hand.
const PAGES = new Set<string>(Object.values(webPaths).filter((path) => path !== webPaths.root));
/** A path at the start of a string, a JSX attribute or a hash: `'/home/myworks'`, `"/login?…"`, `` `#/college` ``. */
const QUOTED_PATH = /['"`#](\/[a-z][a-z/]*)(?![\w.-])/g;
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

describe('web paths (issue 37)', () => {
  it('should build each page with the query its screen reads', () => {
    expect(webLinks.workDetail(12)).toBe('/home/worksdetail?id=12');
    expect(webLinks.publishWork({ taskId: 3 })).toBe('/home/publishwork?taskId=3');
    expect(webLinks.login('/home/myworks?x=1')).toBe('/login?redirect=%2Fhome%2Fmyworks%3Fx%3D1');
    expect(webHref(webLinks.myTask({ tab: 'open' }))).toBe('#/task/mytask?tab=open');
    expect(webAddress('https://stringer.example', webPaths.earnings)).toBe('https://stringer.example/#/earnings');
  });

  it('should give each page one path', () => {
    expect(new Set(Object.values(webPaths)).size).toBe(Object.keys(webPaths).length);
  });

  it('should be written out nowhere else in the code: links take them from webPaths and webLinks', () => {
    const written = files.flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          COMMENT.test(line)
            ? []
            : [...line.matchAll(QUOTED_PATH)]
                .filter((m) => PAGES.has(m[1] ?? ''))
                .map((m) => `${path}:${i + 1}: ${m[0]}`),
        ),
    );
    expect(written).toEqual([]);
  });

  it('should scan the code it guards (a moved folder would pass an empty list)', () => {
    for (const dir of SCANNED) expect(files.some((f) => f.startsWith(`${dir}/`))).toBe(true);
    expect(files).toContain('apps/web/src/app/routes.tsx');
    expect(files).toContain('apps/server/src/modules/notifications/notifications.service.ts');
  });
});
