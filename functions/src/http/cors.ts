/**
 * Through Hosting the console and the API share one origin and need no CORS. Only the local Vite
 * dev server's origins are answered, so its pages can call the API directly as well.
 */
export function corsHeaders(
  origin: string | undefined,
  allowedOrigins: readonly string[],
): Record<string, string> {
  if (origin === undefined || !allowedOrigins.includes(origin)) return {};
  return { "Access-Control-Allow-Origin": origin };
}

export function preflightHeaders(allowedMethods: string): Record<string, string> {
  return {
    "Access-Control-Allow-Methods": allowedMethods,
    "Access-Control-Allow-Headers": "Authorization, Content-Type",
    "Access-Control-Max-Age": "600",
  };
}
