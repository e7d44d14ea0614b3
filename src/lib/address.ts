// Reading and writing the page address's search part from an island.

/**
 * Replaces the address's search part, keeping the path and #hash. The new
 * address is built as a whole URL from the current one, so an odd path such as
 * `//trusted-experts` stays a path (as text, "//trusted-experts?q=…" would be
 * read as another host, and history would refuse it with a SecurityError).
 */
export function writeSearch(search: string, mode: "push" | "replace") {
  const url = new URL(window.location.href);
  url.search = search;
  if (url.href === window.location.href) return;
  if (mode === "push") window.history.pushState(window.history.state, "", url.href);
  else window.history.replaceState(window.history.state, "", url.href);
}

/** Calls `read` now and whenever Back or Forward changes the address. */
export function watchSearch(read: (search: string) => void): () => void {
  const onPop = () => read(window.location.search);
  onPop();
  window.addEventListener("popstate", onPop);
  return () => window.removeEventListener("popstate", onPop);
}
