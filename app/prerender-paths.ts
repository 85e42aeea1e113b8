/**
 * Paths rendered to HTML at build time: pages whose content does not depend on the
 * request. Signed-in visitors still get a fresh render (see server/static-files.ts).
 */
export function prerenderPaths(): string[] {
  return ["/"];
}
