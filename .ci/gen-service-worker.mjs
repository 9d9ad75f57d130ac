// Trunk post-build hook: writes sw.js listing every file of this build, so that one visit
// caches the whole app and it then loads and plays with the network off. The cache name
// carries a hash of the files, so a new build replaces the old cache instead of mixing them.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error("gen-service-worker: TRUNK_STAGING_DIR is not set (run through trunk)");
  process.exit(1);
}

function walk(d) {
  return readdirSync(d).flatMap((name) => {
    const p = join(d, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = walk(dir)
  .map((p) => relative(dir, p).split(sep).join("/"))
  .filter((f) => f !== "sw.js")
  .sort();
const hash = createHash("sha256");
for (const f of files) {
  hash.update(f);
  hash.update(readFileSync(join(dir, f)));
}
const version = hash.digest("hex").slice(0, 16);
const urls = ["./", ...files.map((f) => "./" + f)];

const sw = `// Generated at build time by .ci/gen-service-worker.mjs. Do not edit.
const CACHE = "castellan-${version}";
const FILES = ${JSON.stringify(urls, null, 2)};

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("castellan-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

// Cache first: every file is content-hashed except the page itself, which a new build's
// service worker replaces along with its cache.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(event.request, { ignoreSearch: true }).then(
        (hit) => hit || fetch(event.request).catch(() => cache.match("./index.html"))
      )
    )
  );
});
`;
writeFileSync(join(dir, "sw.js"), sw);
console.log(`gen-service-worker: ${files.length} files, cache castellan-${version}`);
