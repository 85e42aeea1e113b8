/**
 * Whether a page loads the React bundle: one of its routes says `handle = { hydrate: true }`
 * (app/root.tsx). The root layout decides its scripts by it, and the server entry how to render.
 */
export function pageHydrates(handles: readonly unknown[]): boolean {
  return handles.some((handle) => typeof handle === "object" && handle !== null && Boolean((handle as { hydrate?: unknown }).hydrate));
}
