import { ResponsiveImage } from "./ResponsiveImage.tsx";

/** The top of a content page: eyebrow, H1, intro and actions, on navy with the valley artwork. */
export function PageHero({
  eyebrow,
  heading,
  intro,
  children,
}: {
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** Buttons (ButtonLink) shown under the intro. */
  children?: React.ReactNode;
}) {
  return (
    <div className="relative isolate overflow-hidden bg-navy-900 text-white">
      <ResponsiveImage
        name="hero-las-vegas-valley"
        alt=""
        priority
        sizes="100vw"
        className="absolute inset-0 -z-10 h-full w-full object-cover object-bottom opacity-40"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy-950/95 via-navy-900/80 to-navy-900/40" />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-3xl font-bold leading-tight sm:text-5xl">{heading}</h1>
        {intro ? <p className="mt-5 max-w-3xl text-lg leading-8 text-slate-100">{intro}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-4">{children}</div> : null}
      </div>
    </div>
  );
}
