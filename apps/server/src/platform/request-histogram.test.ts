import { Histogram, Registry } from 'prom-client';
import { expect, it } from 'vitest';
import { RequestHistogram } from './request-histogram';

const BOUNDS = [0.005, 0.01, 0.1, 1];
const OBSERVED = [
  ['GET', '/web/works/page', 200, 0.004],
  ['GET', '/web/works/page', 200, 0.005],
  ['GET', '/web/works/page', 200, 0.2],
  ['GET', 'unmatched', 404, 0.0001],
  ['POST', '/web/works', 400, 3],
  ['GET', '/web/works/page', 500, 0.05],
] as const;

it("should write the text prom-client's own Histogram writes for the same requests", async () => {
  const theirs = new Registry();
  const histogram = new Histogram({
    name: 'x_seconds',
    help: 'Requests',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BOUNDS,
    registers: [theirs],
  });
  const ours = new Registry();
  const requests = new RequestHistogram('x_seconds', 'Requests', BOUNDS, [ours]);
  for (const [method, route, status, seconds] of OBSERVED) {
    histogram.observe({ method, route, status }, seconds);
    requests.observe(method, route, status, seconds);
  }
  expect(await ours.metrics()).toBe(await theirs.metrics());
  ours.resetMetrics();
  expect(await ours.metrics()).toBe('# HELP x_seconds Requests\n# TYPE x_seconds histogram\n');
});
