/**
 * Turns the artwork in assets/images/ into optimized, responsive raster images in
 * public/images/generated/ (AVIF and WebP at several widths, plus a PNG share image),
 * and writes app/content/generated-images.json with their sizes for <ResponsiveImage>.
 * Runs before every build; skips files that are already up to date.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";
import sharp from "sharp";

const source = resolve("assets/images");
const output = resolve("public/images/generated");
const manifestPath = resolve("app/content/generated-images.json");
const widths = [480, 800, 1200, 1600];

interface ImageEntry {
  width: number;
  height: number;
  widths: number[];
}

mkdirSync(output, { recursive: true });
const manifest: Record<string, ImageEntry> = {};

for (const file of readdirSync(source).sort()) {
  if (![".svg", ".png", ".jpg", ".jpeg"].includes(extname(file))) continue;
  const name = basename(file, extname(file));
  const input = join(source, file);
  const inputTime = statSync(input).mtimeMs;
  const meta = await sharp(input).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;

  if (name.startsWith("og-")) {
    // Share images: one PNG at its own size (social networks do not read AVIF).
    const target = join(output, `${name}.png`);
    if (!existsSync(target) || statSync(target).mtimeMs < inputTime) {
      await sharp(input, { density: 96 }).png({ compressionLevel: 9, palette: true }).toFile(target);
    }
    manifest[name] = { width, height, widths: [width] };
    continue;
  }

  const sizes = widths.filter((w) => w <= width);
  for (const w of sizes) {
    for (const format of ["avif", "webp"] as const) {
      const target = join(output, `${name}-${w}.${format}`);
      if (existsSync(target) && statSync(target).mtimeMs >= inputTime) continue;
      const density = Math.max(72, Math.round((72 * w) / width));
      const pipeline = sharp(input, { density }).resize({ width: w });
      await (format === "avif" ? pipeline.avif({ quality: 50, effort: 4 }) : pipeline.webp({ quality: 72 })).toFile(target);
    }
  }
  manifest[name] = { width, height, widths: sizes };
}

writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + "\n");
console.log(`build-images: ${Object.keys(manifest).length} images → public/images/generated`);
