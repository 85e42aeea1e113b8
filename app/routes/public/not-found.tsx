import { data } from "react-router";
import { NotFound } from "../../components/NotFound.tsx";

/** Any path no other route claims: a real 404 status with a helpful page. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
