/**
 * The post editor's form (docs/product.md#blog-manager, rules in #posts): one schema for
 * the blog manager's action and page. The slug follows the title by the rule in
 * lib/slug.ts unless the admin typed one; a fixed article's slug is refused because
 * that article's route would hide the post.
 */
import { z } from "zod";
import { isFixedArticleSlug } from "../../content/article-slugs.ts";
import { LOCALES } from "../i18n/locale.ts";
import { fromLasVegas } from "../las-vegas-time.ts";
import { SLUG_PATTERN, slugify } from "../slug.ts";

/** "a, b,, c " → ["a", "b", "c"]: split on commas, trimmed, empty entries dropped (and duplicates). */
export function parseTags(text: string | null | undefined): string[] {
  return [...new Set((text ?? "").split(",").map((t) => t.trim()).filter(Boolean))];
}


export const blogPostSchema = z
  .object({
    title: z.string({ error: "Please enter a title." }).trim().min(1, "Please enter a title.").max(200, "Please keep the title under 200 characters."),
    slug: z.string().trim().max(200, "Please keep the slug under 200 characters.").optional(),
    excerpt: z.string().trim().max(500, "Please keep the excerpt under 500 characters.").optional(),
    content: z.string().max(200_000, "The content is too long (200,000 characters at most).").optional(),
    featured_image: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .refine((v) => !v || /^https?:\/\/[^\s]+$/i.test(v), "The featured image must be a web address starting with http:// or https://.")
      .refine((v) => !v || URL.canParse(v), "The featured image address is not a valid URL."),
    tags: z.string().max(1000, "Please use fewer tags.").optional(),
    featured_image_id: z.string().trim().max(100).optional(),
    featured_image_alt: z.string().trim().max(300, "Please keep the image description under 300 characters.").optional(),
    seo_title: z.string().trim().max(120, "Please keep the SEO title under 120 characters.").optional(),
    seo_description: z.string().trim().max(320, "Please keep the meta description under 320 characters.").optional(),
    canonical_url: z
      .string()
      .trim()
      .max(2000)
      .optional()
      .refine((v) => !v || (/^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v)), "The canonical URL must be a web address starting with http:// or https://."),
    /** Las Vegas wall-clock date and time for "Schedule" (docs/product.md#posts). */
    schedule_date: z.string().trim().max(20).optional(),
    schedule_time: z.string().trim().max(10).optional(),
    intent: z.enum(["draft", "publish", "schedule"], { error: "Choose Save as Draft, Schedule or Publish." }),
    /** The post's language (docs/product.md#posts); a form without the field (an older page) writes English. */
    locale: z.enum(LOCALES, { error: "Choose English or Español." }).default("en"),
  })
  .transform((v, ctx) => {
    const slug = v.slug ? v.slug : slugify(v.title);
    if (!SLUG_PATTERN.test(slug)) {
      ctx.addIssue({
        code: "custom",
        path: ["slug"],
        message: v.slug
          ? "Use lowercase letters, digits and single hyphens only (for example: my-first-post)."
          : "The title has no letters or digits to make a slug from; please type a slug.",
      });
      return z.NEVER;
    }
    if (isFixedArticleSlug(slug)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: "This slug belongs to one of the site's fixed articles, which would hide the post. Please choose another." });
      return z.NEVER;
    }
    const hasImage = !!(v.featured_image || v.featured_image_id);
    if (hasImage && !v.featured_image_alt) {
      ctx.addIssue({ code: "custom", path: ["featured_image_alt"], message: "Please describe the featured image for people who cannot see it." });
      return z.NEVER;
    }
    let scheduledAt: Date | null = null;
    if (v.intent === "schedule") {
      scheduledAt = v.schedule_date && v.schedule_time ? fromLasVegas(v.schedule_date, v.schedule_time) : null;
      if (!scheduledAt) {
        const dateIsValid = !!v.schedule_date && fromLasVegas(v.schedule_date, "00:00") !== null;
        ctx.addIssue({ code: "custom", path: [dateIsValid ? "schedule_time" : "schedule_date"], message: "Please enter the date and time (Las Vegas time) the post should go live." });
        return z.NEVER;
      }
    }
    return {
      title: v.title,
      slug,
      excerpt: v.excerpt ? v.excerpt : null,
      content: v.content ?? "",
      featured_image: v.featured_image ? v.featured_image : null,
      tags: parseTags(v.tags),
      intent: v.intent,
      locale: v.locale,
      featured_image_id: v.featured_image_id ? v.featured_image_id : null,
      featured_image_alt: hasImage && v.featured_image_alt ? v.featured_image_alt : null,
      seo_title: v.seo_title ? v.seo_title : null,
      seo_description: v.seo_description ? v.seo_description : null,
      canonical_url: v.canonical_url ? v.canonical_url : null,
      /** When intent is "schedule": the instant to go live (the rules check it is still ahead). */
      scheduled_at: scheduledAt,
    };
  });

export type BlogPostInput = z.output<typeof blogPostSchema>;
