/**
 * Writes .br and .gz twins of every compressible file in the client build, once,
 * at maximum compression, so the server never compresses static responses at run time.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { extname, join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const compressible = new Set([".html", ".data", ".js", ".css", ".svg", ".json", ".xml", ".txt", ".webmanifest"]);
const root = resolve(process.env.BUILD_DIR ?? "build", "client");

let files = 0;
let before = 0;
let after = 0;
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.has(extname(entry.name))) continue;
  const path = join(entry.parentPath, entry.name);
  const body = readFileSync(path);
  if (body.length < 512) continue; // headers would outweigh the saving
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(path + ".br", br);
  writeFileSync(path + ".gz", gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(`compress-build: ${files} files, ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`);
