/** The `data` of a successful API answer; anything else fails the test, saying what came back. */
export function dataOf<T>(response: { status: number; body: unknown }): T {
  if (response.status >= 300) {
    throw new Error(`expected success, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return (response.body as { data: T }).data;
}
