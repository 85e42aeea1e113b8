import images from "../content/generated-images.json";

type ImageName = keyof typeof images;

/**
 * An image made by scripts/build-images.ts: AVIF with a WebP fallback at several
 * widths, with its intrinsic size so the layout never shifts. Lazy unless `priority`.
 */
export function ResponsiveImage({
  name,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  name: ImageName;
  /** Empty for decorative images. */
  alt: string;
  /** The `sizes` attribute, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** Above the fold: load eagerly with high priority (the LCP image). */
  priority?: boolean;
  className?: string;
}) {
  const image = images[name];
  const srcSet = (format: string) =>
    image.widths.map((w) => `/images/generated/${name}-${w}.${format} ${w}w`).join(", ");
  const fallbackWidth = image.widths.find((w) => w >= 800) ?? image.widths.at(-1);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet("avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img
        src={`/images/generated/${name}-${fallbackWidth}.webp`}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : "auto"}
        className={className}
      />
    </picture>
  );
}
