import { describe, expect, it } from 'vitest';

// Every source file of the web app, as text (tests left out: they may name keys to check them).
const sources = Object.entries(
  import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/**/*.d.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** A feature's key factory: `export const workKeys = { ... };`, up to its closing line. */
const FACTORY = /const (\w+Keys) = \{[\s\S]*?\n\};?/g;
/** A key written out: an array literal of quoted words (spreads of other keys excluded). */
const LITERAL = /\[\s*('[^']*'(?:\s*,\s*'[^']*')*)\s*\]/g;

const factories = sources.flatMap(([file, text]) =>
  [...text.matchAll(FACTORY)].map((m) => ({ file, name: m[1], body: m[0] })),
);

describe('query keys (decision 0054)', () => {
  it("should come from a feature's key factory, never written out where a query or a cache call names them", () => {
    const adHoc = sources.flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        .filter(({ line }) => /queryKey: \[|QueryData(<[^>]*>)?\(\[/.test(line)),
    );
    expect(adHoc).toEqual([]);
  });

  it('should define each factory, and each key it writes out, once', () => {
    const names = factories.map((f) => f.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);

    const written = factories.flatMap((f) =>
      [...f.body.matchAll(LITERAL)].map((m) => ({ key: String(m[1]).replace(/\s+/g, ' '), in: f.name })),
    );
    const twice = written.filter((w, i) => written.findIndex((o) => o.key === w.key) !== i);
    expect(twice).toEqual([]);
    // The scan found the factories it checks (a changed pattern would pass an empty list).
    expect(names).toEqual(expect.arrayContaining(['workKeys', 'contentKeys', 'supportKeys', 'authKeys', 'googleKeys']));
  });
});
