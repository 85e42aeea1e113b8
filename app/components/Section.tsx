/** A page section with a consistent width, spacing and optional heading. */
export function Section({
  id,
  heading,
  intro,
  tone = "white",
  children,
  className = "",
}: {
  id?: string;
  heading?: string;
  /** A sentence under the heading. */
  intro?: string;
  /** Background: white, a light tint, or navy (text turns white). */
  tone?: "white" | "tint" | "navy";
  children: React.ReactNode;
  className?: string;
}) {
  const tones = { white: "bg-white", tint: "bg-navy-50", navy: "bg-navy-900 text-white" };
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={heading ? headingId : undefined} className={`${tones[tone]} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        {heading ? (
          <div className="max-w-3xl">
            <h2 id={headingId} className={`text-2xl font-bold sm:text-3xl ${tone === "navy" ? "text-white" : "text-navy-900"}`}>
              {heading}
            </h2>
            {intro ? <p className={`mt-3 text-lg ${tone === "navy" ? "text-slate-200" : "text-slate-700"}`}>{intro}</p> : null}
          </div>
        ) : null}
        <div className={heading ? "mt-8" : ""}>{children}</div>
      </div>
    </section>
  );
}
