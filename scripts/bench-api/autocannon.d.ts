/** The part of autocannon's programmatic API the API benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
