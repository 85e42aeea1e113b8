/**
 * Featured photos for the demo posts of `npm run seed:demo`: desert scenes drawn from a seed
 * (sky, sun and ridges of the Las Vegas valley), rendered as 1600 × 900 JPEGs with film grain,
 * so each has a real photo's weight rather than a flat drawing's, and stored the way an admin's
 * upload is (app/server/blog/images/receive-photo.ts: checked, resized into AVIF and WebP, kept once).
 */
import type { Kysely } from "kysely";
import sharp from "sharp";
import { storePhoto } from "../app/server/blog/images/receive-photo.ts";
import type { Database } from "../app/server/db/schema.ts";
import type { Random } from "./seed-demo.ts";

export interface DemoPhoto {
  id: string;
  alt: string;
}

const WIDTH = 1600;
const HEIGHT = 900;

/** Sky colours from top to horizon, with the words that describe them. */
export const SKIES = [
  { stops: ["#0c2340", "#33507a", "#c9825b", "#f2b632"], words: "at dusk" },
  { stops: ["#1f5f9e", "#5d9bd1", "#a9cde8", "#f1e4c8"], words: "on a clear morning" },
  { stops: ["#2b1d3f", "#6b3a5e", "#d0654a", "#f7b05b"], words: "at sunset" },
  { stops: ["#3d5a73", "#7f97a8", "#c2c8c4", "#e0d3b8"], words: "under monsoon clouds" },
] as const;
type DemoSky = (typeof SKIES)[number];

/** A ridge line across the picture: a polygon from the left edge to the right, closed along the bottom. */
function ridge(random: Random, baseY: number, roughness: number): string {
  const points: string[] = [`0,${HEIGHT}`];
  let y = baseY;
  for (let x = 0; x <= WIDTH; x += 40) {
    y = Math.min(HEIGHT - 40, Math.max(baseY - roughness, y + (random() - 0.5) * roughness * 0.6));
    points.push(`${x},${y.toFixed(0)}`);
  }
  points.push(`${WIDTH},${HEIGHT}`);
  return points.join(" ");
}

function scene(random: Random, sky: DemoSky): string {
  const [top, upper, lower, horizon] = sky.stops;
  const sunX = 200 + random() * 1200;
  const sunY = 300 + random() * 220;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.45" stop-color="${upper}"/><stop offset="0.75" stop-color="${lower}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.6" stop-color="#f7cc6a" stop-opacity="0.8"/><stop offset="1" stop-color="#f7cc6a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="170" fill="url(#sun)"/>
  <polygon points="${ridge(random, 520, 160)}" fill="#5b4a63" opacity="0.75"/>
  <polygon points="${ridge(random, 620, 110)}" fill="#3e3348" opacity="0.9"/>
  <polygon points="${ridge(random, 760, 60)}" fill="#241d2c"/>
</svg>`;
}

/** Grain from the seed (libvips' own noise is not seeded): grey around mid-level, roughly normal. */
function grain(random: Random): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT);
  for (let i = 0; i < pixels.length; i++) pixels[i] = Math.round(128 + (random() + random() + random() - 1.5) * 56);
  return pixels;
}

/** One demo photo as JPEG bytes: the scene with the grain blended over it. */
export async function renderDemoPhoto(random: Random, sky: DemoSky): Promise<Uint8Array> {
  const noise = await sharp(grain(random), { raw: { width: WIDTH, height: HEIGHT, channels: 1 } }).blur(0.6).png().toBuffer();
  const jpeg = await sharp(Buffer.from(scene(random, sky)))
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
}

/**
 * Stores `count` demo photos (the same seed, the same photos: a second run finds them stored)
 * and returns their ids with a description for each.
 */
export async function seedDemoPhotos(db: Kysely<Database>, options: { count: number; random: Random; adminId: string }): Promise<DemoPhoto[]> {
  const photos: DemoPhoto[] = [];
  for (let i = 0; i < options.count; i++) {
    const sky = SKIES[i % SKIES.length]!;
    const bytes = await renderDemoPhoto(options.random, sky);
    const alt = `Mountains around the Las Vegas valley ${sky.words}`;
    const stored = await storePhoto(db, { bytes }, { name: `demo-valley-${i + 1}.jpg`, size: bytes.byteLength, head: bytes.subarray(0, 64) }, { adminId: options.adminId, alt });
    if (!stored.ok) throw new Error(`seed:demo: demo photo ${i + 1} not stored (${stored.refusal.message})`);
    photos.push({ id: stored.image.id, alt });
  }
  return photos;
}
