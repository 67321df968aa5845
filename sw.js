// The service worker: caches every asset on install so the app loads and plays offline after the first visit.
// VERSION names the cache; scripts/dist.sh stamps it with a hash of the assets, so a new build gets a new cache
// and the old one is deleted on activation.
const VERSION = 'dev';
const CACHE = `sudoku-${VERSION}`;
// The page registers this worker as sw.js?simd=1 where the browser loads the engine's SIMD build
// (web/engine/wasm-build.js): only the .wasm it runs is cached.
const SIMD = new URL(self.location.href).searchParams.get('simd') === '1';
const ASSETS = [
  './', 'index.html', 'manifest.webmanifest', 'icons/icon.svg', 'icons/maskable.svg',
  'web/style.css', 'web/app.js', 'web/session.js', 'web/state.js', 'web/symbols.js', 'web/render.js',
  'web/input.js', 'web/storage.js', 'web/share.js', 'web/hints.js', 'web/stats.js', 'web/dialogs.js',
  'web/import.js', 'web/game-engine.js', 'web/engine/client.js', 'web/engine/worker.js', 'web/zoom.js',
  'web/sync.js', 'web/summary.js', 'web/first-games.js', 'web/constraints-overlay.js',
  'web/engine/wasm-build.js', 'web/wasm/sudoku.js', SIMD ? 'web/wasm/sudoku-simd.wasm' : 'web/wasm/sudoku.wasm',
];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const old = caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))));
  event.waitUntil(old.then(() => self.clients.claim()));
});

// A stamped build serves from its cache (all files of one version together). The unstamped development copy
// asks the network first so edits show at once, and falls back to the cache when offline.
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(VERSION === 'dev' ? networkFirst(request) : cacheFirst(request));
});

async function cacheFirst(request) {
  const cached = await caches.match(request, { ignoreSearch: request.mode === 'navigate' });
  return cached ?? fetchAndKeep(request);
}

async function networkFirst(request) {
  try {
    return await fetchAndKeep(request);
  } catch (error) {
    const cached = await caches.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (cached) return cached;
    throw error;
  }
}

async function fetchAndKeep(request) {
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}
