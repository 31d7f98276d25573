/*
 * The Lawyer's Dairy offline (ADR 0067). Registered only from diary pages, with the scope
 * /lawyersdairy, so no other page loads or meets it. It keeps the diary's pages, the assets they
 * need and the case files opened, and answers from them when there is no connection. Signing
 * out clears it all (Clear-Site-Data: "storage").
 */
const CACHE = 'qanoon-diary-v1';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('qanoon-diary-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The answer as it came, kept on the device first; a copy that cannot be kept (the device full, its copy being cleared) still answers. */
const keep = async (request, response) => {
  if (response.ok && !response.redirected && response.type === 'basic') {
    try {
      const cache = await caches.open(CACHE);
      await cache.put(request, response.clone());
    } catch {
      // Not kept this time: the next answer from the network is.
    }
  }
  return response;
};

/** The network first (the diary as it is now), the device's copy when there is none. */
async function networkFirst(request) {
  try {
    return await keep(request, await fetch(request));
  } catch (error) {
    const cache = await caches.open(CACHE);
    // A page kept by the diary's own fetch was asked with other headers than a navigation's.
    const kept =
      (await cache.match(request, { ignoreVary: true })) ??
      (request.mode === 'navigate' ? await cache.match(request, { ignoreSearch: true, ignoreVary: true }) : undefined);
    if (kept) return kept;
    if (request.mode === 'navigate') return notOnDevice();
    throw error;
  }
}

/** Hashed assets never change: the device's copy first. */
async function cacheFirst(request) {
  const kept = await caches.match(request, { ignoreVary: true });
  return kept ?? keep(request, await fetch(request));
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname.startsWith('/lawyersdairy/files/') || (request.mode === 'navigate' && url.pathname.startsWith('/lawyersdairy'))) {
    event.respondWith(networkFirst(request));
  }
  // Everything else (the snapshot, data requests, live updates) goes to the network as it is.
});

/** A diary page not yet on this device, in English and Urdu. */
function notOnDevice() {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>No connection · Lawyer's Dairy | Qanoon</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:1.5rem;color:#1f2937;line-height:1.55}main{max-width:40rem;margin:auto}a{color:#0b5394}p[lang=ur]{font-size:1.15rem}</style></head>
<body><main><h1>No connection</h1>
<p>This page of the diary is not on this device yet. Your clients, cases, hearings and the cause list are: open the diary.</p>
<p>Search and the library need a connection.</p>
<p lang="ur" dir="rtl">انٹرنیٹ کنکشن نہیں ہے۔ ڈائری کا یہ صفحہ ابھی اس آلے پر محفوظ نہیں۔ تلاش اور لائبریری کے لیے کنکشن ضروری ہے۔</p>
<p><a href="/lawyersdairy">Open the diary</a> · <a href="/lawyersdairy" lang="ur">ڈائری کھولیں</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
