// Diagnostic probe loaded into the app server by the notifications bench when
// BENCH_NOTIF_DIAG=1 (node --import bench/probe-app.mjs). It changes nothing the app does; it
// records, between two SIGUSR2 from the bench, where a request's time went inside the app:
// - req: request received → response finished (http diagnostics channels), all routes;
// - page: the notifications_page statement, from its send on a pool client to its rows;
// - poolWait: pool.connect() call → client handed over (any query of the app);
// - eld: event-loop delay (monitorEventLoopDelay, 10 ms resolution).
// On SIGUSR2 it appends one JSON line of percentiles (ms) to BENCH_PROBE_OUT and starts over.
import dc from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';

const out = process.env.BENCH_PROBE_OUT;
const appEntry = process.argv[1] ?? '';
// Resolve pg as the app does (the same CommonJS module, so the same prototypes).
const pg = createRequire(path.resolve(appEntry))('pg');

const hist = () => createHistogram();
let h = { req: hist(), page: hist(), poolWait: hist() };
const eld = monitorEventLoopDelay({ resolution: 10 });
eld.enable();
const ns = (start) => Math.max(1, Number(process.hrtime.bigint() - start));

const started = new WeakMap();
dc.subscribe('http.server.request.start', ({ request }) => {
  started.set(request, process.hrtime.bigint());
});
dc.subscribe('http.server.response.finish', ({ request }) => {
  const t = started.get(request);
  if (t !== undefined) h.req.record(ns(t));
});

const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function probedConnect(cb) {
  const t = process.hrtime.bigint();
  if (typeof cb === 'function') {
    return connect.call(this, (err, client, done) => {
      h.poolWait.record(ns(t));
      cb(err, client, done);
    });
  }
  return connect.call(this).then((client) => {
    h.poolWait.record(ns(t));
    return client;
  });
};

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function probedQuery(...args) {
  const first = args[0];
  if (first && typeof first === 'object' && first.name === 'notifications_page') {
    const t = process.hrtime.bigint();
    const cbAt = args.findIndex((a) => typeof a === 'function');
    if (cbAt >= 0) {
      const cb = args[cbAt];
      args[cbAt] = (...r) => {
        h.page.record(ns(t));
        cb(...r);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result && typeof result.then === 'function') {
      return result.then((rows) => {
        h.page.record(ns(t));
        return rows;
      });
    }
    return result;
  }
  return query.apply(this, args);
};

const ms = (x) => Math.round((x / 1e6) * 10) / 10;
const summary = (x, minus = 0) =>
  x.count === 0
    ? { n: 0 }
    : {
        n: x.count,
        p50: ms(x.percentile(50) - minus),
        p90: ms(x.percentile(90) - minus),
        p99: ms(x.percentile(99) - minus),
        max: ms(x.max - minus),
      };

process.on('SIGUSR2', () => {
  const line = {
    at: Date.now(),
    req: summary(h.req),
    page: summary(h.page),
    poolWait: summary(h.poolWait),
    eld: summary(eld, 10e6), // a 10 ms timer: its delay beyond the 10 ms
  };
  h = { req: hist(), page: hist(), poolWait: hist() };
  eld.reset();
  if (out) appendFileSync(out, `${JSON.stringify(line)}\n`);
});
