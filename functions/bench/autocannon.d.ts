// The part of autocannon 9's API the benchmark uses (the package ships no type declarations).
declare module "autocannon" {
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Array<
      AutocannonRequest & { setupRequest?: (request: AutocannonRequest) => AutocannonRequest }
    >;
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  export interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: AutocannonOptions): PromiseLike<AutocannonResult>;
  export default autocannon;
}
