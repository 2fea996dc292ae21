/** The `data` of a successful API answer; anything else fails the test, saying what came back. */
export function dataOf<T>(response: { status: number; body: unknown }): T {
  if (response.status >= 300) {
    throw new Error(`expected success, got ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return (response.body as { data: T }).data;
}

/**
 * Reads `read()` again every 200 ms until `done` holds for its data (a send the task queue
 * finishes after the request answered), and answers that data; fails after `timeoutMs`.
 */
export async function eventually<T>(
  read: () => Promise<{ status: number; body: unknown }>,
  done: (data: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const data = dataOf<T>(await read());
    if (done(data)) return data;
    if (Date.now() > deadline) {
      throw new Error(`not done within ${timeoutMs} ms: ${JSON.stringify(data)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
