// What jsdom lacks for islands that measure layout (Embla): observers,
// matchMedia and element sizes. Slides are laid out as a row of 300 px boxes
// in a 300 px viewport.
import { vi } from "vitest";

export const SLIDE_WIDTH = 300;

export function stubLayout({ reducedMotion = true } = {}) {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("ResizeObserver", Observer);
  vi.stubGlobal("IntersectionObserver", Observer);
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reducedMotion && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );

  const slideIndex = (el: HTMLElement) =>
    el.getAttribute("aria-roledescription") === "slide" ? [...el.parentElement!.children].indexOf(el) : -1;
  // The viewport and the row (whose slides overflow it) are one slide wide.
  const width = vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(SLIDE_WIDTH);
  const height = vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(200);
  const left = vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (this: HTMLElement) {
    const index = slideIndex(this);
    return index >= 0 ? index * SLIDE_WIDTH : 0;
  });
  const top = vi.spyOn(HTMLElement.prototype, "offsetTop", "get").mockReturnValue(0);

  return () => {
    width.mockRestore();
    height.mockRestore();
    left.mockRestore();
    top.mockRestore();
    vi.unstubAllGlobals();
  };
}
