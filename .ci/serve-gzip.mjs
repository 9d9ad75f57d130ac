// Serves dist/ the way a static host does: each text file gzip-compressed (Content-Encoding:
// gzip), the right content types, and revalidation for the page (its assets are content-hashed).
// For measuring the first load (docs/performance.md, "First load"): without compression the
// wasm's transfer dominates and the figures mean little.
// Usage: node .ci/serve-gzip.mjs [dist dir, default dist] [port, default 8090]
import { createServer } from "node:http";
import { readFileSync, existsSync, statSync } from "node:fs";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const dist = resolve(process.argv[2] || "dist");
const port = Number(process.argv[3] || 8090);
const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".mjs": "text/javascript",
  ".wasm": "application/wasm", ".css": "text/css", ".svg": "image/svg+xml", ".json": "application/json",
  ".webmanifest": "application/manifest+json", ".ftl": "text/plain; charset=utf-8", ".png": "image/png",
};
const COMPRESS = new Set([".html", ".js", ".mjs", ".wasm", ".css", ".svg", ".json", ".webmanifest", ".ftl"]);
const cache = new Map();

createServer((req, res) => {
  let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  if (path.endsWith("/")) path += "index.html";
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404);
    return res.end("not found");
  }
  const ext = extname(file);
  const headers = { "content-type": TYPES[ext] || "application/octet-stream", "cache-control": "no-cache" };
  let body = readFileSync(file);
  if (COMPRESS.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
    // Keyed by the file's time too: a new build in the same dist/ is served as it is.
    const key = `${file} ${statSync(file).mtimeMs}`;
    if (!cache.has(key)) cache.set(key, gzipSync(body, { level: 9 }));
    body = cache.get(key);
    headers["content-encoding"] = "gzip";
    headers["vary"] = "accept-encoding";
  }
  headers["content-length"] = body.length;
  res.writeHead(200, headers);
  res.end(body);
}).listen(port, "127.0.0.1", () => console.log(`serving ${dist} gzip at http://127.0.0.1:${port}/`));
