// Reading and writing the page address's search part from an island.

/** Replaces the address's search part, keeping the path and #hash. */
export function writeSearch(search: string, mode: "push" | "replace") {
  const url = `${window.location.pathname}${search}${window.location.hash}`;
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
  if (mode === "push") window.history.pushState(window.history.state, "", url);
  else window.history.replaceState(window.history.state, "", url);
}

/** Calls `read` now and whenever Back or Forward changes the address. */
export function watchSearch(read: (search: string) => void): () => void {
  const onPop = () => read(window.location.search);
  onPop();
  window.addEventListener("popstate", onPop);
  return () => window.removeEventListener("popstate", onPop);
}
