// The accordion's rules (WAI-ARIA APG accordion: one item open at a time, arrow keys between headers), kept out of the
// React component so they are unit-tested on their own (tests/unit/accordion.test.ts).

/** One item open at a time, and the open item closes again: the id open after clicking `clicked`. */
export function toggleOpen(open: string | undefined, clicked: string): string | undefined {
  return open === clicked ? undefined : clicked;
}

/**
 * Where focus goes from header `index` of `count` on a key press (APG):
 * Down/Up to the next/previous header, wrapping; Home/End to the first/last.
 * `undefined` for every other key (the browser handles it).
 */
export function headerFocusTarget(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  const last = count - 1;
  switch (key) {
    case "ArrowDown":
      return index >= last ? 0 : index + 1;
    case "ArrowUp":
      return index <= 0 ? last : index - 1;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return undefined;
  }
}

/** The item a #hash names, if it is one of the accordion's items. */
export function itemFromHash(hash: string, ids: readonly string[]): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return undefined;
  }
  return ids.includes(id) ? id : undefined;
}
