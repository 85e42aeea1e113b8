import { Link } from "react-router";
import { useAgency } from "../components/use-site.ts";

export const meta = () => [{ title: "Independent Insurance in Las Vegas, Nevada" }];

export default function Home() {
  const agency = useAgency();
  return (
    <section className="bg-navy-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold">{agency.tagline}</h1>
        <p className="mt-6 flex gap-4">
          <Link to="/quote" className="rounded-md bg-gold-400 px-5 py-3 font-semibold text-navy-950">Get Your Free Quote</Link>
        </p>
      </div>
    </section>
  );
}
