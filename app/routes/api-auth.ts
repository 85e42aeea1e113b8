// Placeholder so the route table builds; being written.
export function loader() {
  return new Response(null, { status: 404 });
}
