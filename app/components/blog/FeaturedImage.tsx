/**
 * A post's featured image on /blog, /es/blog and the post page (docs/product.md#public-blog).
 *
 * An uploaded photo is a <picture>: AVIF first, then WebP, each at every width there is, with
 * `sizes` for where it is shown and its own width and height, so the browser picks the smallest
 * file that is sharp enough and reserves the space before it arrives (no layout shift). On the
 * post page it is the largest thing in view: loaded first (fetchpriority=high, never lazily).
 *
 * An address hosted elsewhere may stop answering after it was saved. These pages run without
 * JavaScript, so a failed image is handled in CSS: it sits in a neutral frame of the same
 * size, and a broken image's ::after (browsers draw pseudo-elements only on an image that
 * failed) covers the browser's broken-image icon with that frame and its description, so a
 * visitor sees a quiet panel with the words rather than a broken picture.
 */
import { blogImageAddress, blogImageSize, blogImageSrcSet, variantHeight, variantUpTo } from "../../lib/blog-images.ts";

export interface FeaturedImageProps {
  /** An uploaded photo (blog_images), which wins over `url`. */
  imageId: string | null;
  /** An address hosted elsewhere. */
  url: string | null;
  /** The description; "" when the image only decorates (a card whose title follows). */
  alt: string;
  /** "hero": the post page's image, full column width; "card": a list entry's, cropped to 16:9. */
  layout: "hero" | "card";
  className?: string;
}

/** Where each layout is shown, for `sizes`: the post page's column (max-w-4xl less padding), and the list's grid of 1, 2 or 3 cards. */
const SIZES = {
  hero: "(min-width: 56rem) 848px, calc(100vw - 2rem)",
  card: "(min-width: 80rem) 384px, (min-width: 64rem) calc((100vw - 7rem) / 3), (min-width: 48rem) calc((100vw - 5.5rem) / 2), calc(100vw - 2rem)",
} as const;

/** The <img> fallback's width (browsers without srcset, and the LCP candidate before sizes apply). */
const FALLBACK_WIDTH = { hero: 1200, card: 800 } as const;

/** Covers the broken-image icon of a failed image with the frame and the description (see above). */
const BROKEN_IMAGE_COVER =
  "after:absolute after:inset-0 after:flex after:items-center after:justify-center after:bg-slate-100 after:p-4 after:text-center after:text-base after:text-slate-700 after:content-[attr(alt)]";

export function FeaturedImage({ imageId, url, alt, layout, className = "" }: FeaturedImageProps) {
  const size = blogImageSize(imageId);
  const hero = layout === "hero";
  const loading = hero ? { fetchPriority: "high" as const } : { loading: "lazy" as const, decoding: "async" as const };
  if (imageId && size) {
    const width = variantUpTo(size, FALLBACK_WIDTH[layout]);
    return (
      <picture className={className}>
        <source type="image/avif" srcSet={blogImageSrcSet(imageId, size, "avif")} sizes={SIZES[layout]} />
        <img
          src={blogImageAddress(imageId, width, "webp")}
          srcSet={blogImageSrcSet(imageId, size, "webp")}
          sizes={SIZES[layout]}
          width={width}
          height={variantHeight(size, width)}
          alt={alt}
          {...loading}
          className={hero ? "h-auto w-full rounded-xl bg-slate-100" : "aspect-video w-full bg-slate-100 object-cover"}
        />
      </picture>
    );
  }
  if (!url) return null;
  return (
    <div className={`overflow-hidden bg-slate-100 ${hero ? "rounded-xl" : ""} ${className}`}>
      <img
        src={url}
        alt={alt}
        width={hero ? 1200 : 640}
        height={hero ? 630 : 360}
        {...loading}
        referrerPolicy="no-referrer"
        className={`relative block w-full object-cover ${hero ? "aspect-[1200/630]" : "aspect-video"} ${BROKEN_IMAGE_COVER}`}
      />
    </div>
  );
}
