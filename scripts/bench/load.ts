import autocannon from 'autocannon';

export type TLoadResult = { requests: number; rps: number; p50: number; p90: number; p99: number; max: number; errors: number; non2xx: number };

/** Runs autocannon against one URL on loopback (bounded in time) and returns latency percentiles in ms. */
export async function measureLoad(options: { url: string; connections: number; seconds: number; headers?: Record<string, string> }): Promise<TLoadResult> {
  const result = await autocannon({ url: options.url, connections: options.connections, duration: options.seconds, headers: options.headers });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export const formatLoad = (label: string, r: TLoadResult) =>
  `${label}: ${r.requests} requests, ${r.rps} req/s, p50 ${r.p50} ms, p90 ${r.p90} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}, non-2xx ${r.non2xx}`;
