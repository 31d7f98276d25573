/**
 * The product counts clicks (docs/product-rules.md#clicks-and-captcha), and a click the browser cancels (the reader clicked on before the page
 * came) is a click too, though its request may never leave the browser. So the page names each
 * navigation it starts and reports it at once (a beacon, which a later navigation does not
 * cancel), and the navigation's own request carries the same name: the server counts the name
 * once, whichever of the two arrives first (ADR 0070). The server still counts every request of
 * its own, so a client that reports nothing is counted as before.
 */

/** The header a navigation's data request names its click in. */
export const clickHeader = 'X-Qanoon-Click';

/** Where a page reports a click: `POST /clicks?id=…&to=/page&method=GET`, no body. */
export const clickReportPath = '/clicks';

/** The parts of Remix's router the report reads. */
export interface NavigatingRouter {
  state: { navigation: { state: string; location?: { key: string; pathname: string; search: string }; formMethod?: string } };
  subscribe(listener: (state: NavigatingRouter['state']) => void): () => void;
}

/** The name of a navigation: this page load's own letters and the router's key of the navigation. */
const pageLoad = Math.random().toString(36).slice(2, 10);
const nameOf = (key: string) => `${pageLoad}-${key}`.replace(/[^\w-]/g, '').slice(0, 64);

/**
 * Report every navigation the router starts, and name it on its data requests. Returns what
 * undoes both. `send` is the beacon (a test may pass its own).
 */
export function reportClicks(router: NavigatingRouter, send: (url: string) => void = (url) => void navigator.sendBeacon(url)): () => void {
  let last: string | null = null;
  const unsubscribe = router.subscribe(({ navigation }) => {
    const { location } = navigation;
    if (navigation.state === 'idle' || !location || location.key === last) return;
    last = location.key;
    const params = new URLSearchParams({ id: nameOf(location.key), to: `${location.pathname}${location.search}`, method: (navigation.formMethod ?? 'GET').toUpperCase() });
    send(`${clickReportPath}?${params.toString()}`);
  });
  const fetchOfPage = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const { navigation } = router.state;
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (navigation.state === 'idle' || !navigation.location || url.origin !== window.location.origin || !url.pathname.endsWith('.data')) {
      return fetchOfPage(input, init);
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(clickHeader, nameOf(navigation.location.key));
    return fetchOfPage(input, { ...init, headers });
  };
  return () => {
    unsubscribe();
    window.fetch = fetchOfPage;
  };
}
