// Placeholder so the route table builds; being written.
export function action() {
  return new Response(null, { status: 404 });
}
