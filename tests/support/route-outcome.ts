/**
 * Calling a route's loader or action directly (as React Router does) and reading what it
 * answered: a Response (a redirect, a download), `data()` with a status, or plain data; or what
 * it threw. Integration tests use it for their authorization matrices.
 */
export interface RouteOutcome {
  status: number;
  location: string | null;
  data: unknown;
}

export async function settle(run: () => unknown): Promise<RouteOutcome> {
  let value: unknown;
  try {
    value = await run();
  } catch (thrown) {
    value = thrown;
  }
  if (value instanceof Response) return { status: value.status, location: value.headers.get("location"), data: null };
  if (value && typeof value === "object" && "type" in value && (value as { type: string }).type === "DataWithResponseInit") {
    const { data, init } = value as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, data };
  }
  if (value instanceof Error) throw value;
  return { status: 200, location: null, data: value };
}
