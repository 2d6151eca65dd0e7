import type { Registry } from 'prom-client';

interface Series {
  labels: { method: string; route: string; status: number };
  /** Observations per bucket, not yet cumulative: the last counts those above every bound. */
  buckets: Float64Array;
  sum: number;
  count: number;
}

type Sample = { metricName: string; labels: Record<string, string | number>; value: number };

/**
 * A Prometheus histogram of answered requests by method, route pattern and status, written for
 * the one call every request makes. prom-client's `observe` checks the label names, sorts and
 * hashes the labels into a key and looks the bound up in an object on every call: 4.4% of the
 * server's busy time under bench:api (docs/decisions/0068). Here a request costs a Map lookup
 * by one string and a few additions; the work of the text format is done when Prometheus scrapes,
 * by prom-client's registry, from the same values its own Histogram would give
 * (request-histogram.test.ts holds the two alike).
 */
export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registers: Registry[],
  ) {
    for (const registry of registers) registry.registerMetric(this as never);
  }

  observe(method: string, route: string, status: number, seconds: number) {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status },
        buckets: new Float64Array(this.bounds.length + 1),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > (this.bounds[bucket] as number)) bucket++;
    series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count++;
  }

  /** The samples prom-client's registry writes out: cumulative buckets up to +Inf, then sum and count. */
  get() {
    const values: Sample[] = [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      for (const [i, bound] of [...this.bounds, '+Inf' as const].entries()) {
        cumulative += buckets[i] as number;
        values.push({ metricName: `${this.name}_bucket`, labels: { le: bound, ...labels }, value: cumulative });
      }
      values.push({ metricName: `${this.name}_sum`, labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels, value: count });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset() {
    this.series.clear();
  }
}
