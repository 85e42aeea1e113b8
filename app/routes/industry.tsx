// Placeholder module so the route table builds; the page is being written.
export default function Page() {
  return <h1>industry</h1>;
}
