// The long tail of searches: queries nobody asked before, each sent once. Words are drawn from
// the data's own vocabulary (search_words, what the migrations collect from every title,
// description, pseudo, name and presentation), one to three per query, one of them misspelt in a
// quarter of the queries, with random facet combinations, sorts and pages. Each query is sent
// once by a few concurrent visitors (a closed loop, CONNECTIONS at a time) and its latency kept:
// p50/p95/p99 over the 500, beside the bare Fastify route sent the same number of times the
// same way, in the same run.
import http from 'node:http';
import { percentile, seededRandom } from './lib.mjs';

export const ONE_OFF_QUERIES = 500;
/**
 * Visitors at a time (BENCH_ONEOFF_CONNECTIONS): 4 by default; at 1, each latency is the search's
 * own cost, with no other search sharing the two cores.
 */
const CONNECTIONS = Number(process.env.BENCH_ONEOFF_CONNECTIONS ?? 4);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One edit: a letter dropped, doubled, replaced or two neighbours swapped. */
function typo(word, random) {
  const i = 1 + Math.floor(random() * (word.length - 2));
  switch (Math.floor(random() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i) + LETTERS[Math.floor(random() * 26)] + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  }
}

/** The data's vocabulary: words of the search tables' texts (5 to 40 letters, no digit). */
export async function vocabulary(client) {
  const { rows } = await client.query(
    "select word from search_words where word !~ '[0-9]' order by word",
  );
  if (rows.length === 0) throw new Error('search_words is empty');
  return rows.map((row) => row.word);
}

const pickOne = (random, values) => values[Math.floor(random() * values.length)];
/** None (half the time), one, or now and then two distinct values. */
function someOf(random, values, none = 0.5) {
  const r = random();
  if (r < none) return [];
  const first = pickOne(random, values);
  if (r < none + (1 - none) * 0.8) return [first];
  const second = pickOne(random, values);
  return second === first ? [first] : [first, second];
}

function words(random, vocab) {
  const count = 1 + Math.floor(random() * 3);
  const chosen = Array.from({ length: count }, () => pickOne(random, vocab));
  if (random() < 0.25) {
    const i = chosen.findIndex((word) => word.length >= 6);
    if (i >= 0) chosen[i] = typo(chosen[i], random);
  }
  return chosen.join(' ');
}

/**
 * `count` distinct board and directory query strings (the API's paths, built with `pathOf`),
 * from `seed`. `exclude` holds paths already used (another mode's set): never sent twice.
 */
export function oneOffQueries({ seed, count, vocab, kind, pathOf, choices, exclude = new Set() }) {
  const random = seededRandom(seed);
  const paths = [];
  const seen = new Set(exclude);
  while (paths.length < count) {
    const params = { q: words(random, vocab) };
    const put = (name, values) => {
      if (values.length) params[name] = values.join(',');
    };
    if (kind === 'board') {
      put('secteur', someOf(random, choices.niches));
      put('budget', someOf(random, choices.budgets));
      put('profil', someOf(random, choices.profils, 0.7));
      params.sort = pickOne(random, ['recent', 'recent', 'pertinence', 'budget', 'offers']);
    } else {
      put('secteur', someOf(random, choices.niches));
      put('statut', someOf(random, choices.types, 0.7));
      put('reseau', someOf(random, choices.networks, 0.7));
      put('followers', someOf(random, choices.bands, 0.6));
      if (random() < 0.1) params.pro = 'true';
      if (random() < 0.15) params.localisation = pickOne(random, choices.cities);
      params.sort = pickOne(random, ['pertinence', 'pertinence', 'vues', 'actifs', 'recents']);
    }
    if (random() < 0.15) params.page = String(2 + Math.floor(random() * 3));
    const path = pathOf(params);
    if (seen.has(path)) continue;
    seen.add(path);
    paths.push(path);
  }
  return paths;
}

/**
 * Each path sent once, CONNECTIONS at a time over keep-alive sockets; latencies in ms.
 * A non-2xx answer is counted apart (and fails the bench: a search must not fail).
 */
export async function sendOnce(base, paths, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies = [];
  const byPath = [];
  let failed = 0;
  let next = 0;
  const one = (path) =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(`${base}${path}`, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode >= 200 && res.statusCode < 300) {
            const ms = performance.now() - started;
            latencies.push(ms);
            byPath.push({ path, ms: Math.round(ms) });
          } else failed += 1;
          resolve();
        });
      });
      req.on('error', () => {
        failed += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (next < paths.length) await one(paths[next++]);
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(percentile(latencies, q) * 10) / 10;
  return {
    n: latencies.length,
    failed,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
    /** The five slowest queries: where the tail comes from. */
    slowest: byPath.sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}

export const CONNECTIONS_ONE_OFF = CONNECTIONS;
