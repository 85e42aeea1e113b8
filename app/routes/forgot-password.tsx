// Placeholder so the route table builds; being written.
export default function Page() {
  return <h1>forgot-password</h1>;
}
