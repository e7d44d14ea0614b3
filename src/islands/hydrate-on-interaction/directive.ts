import type { ClientDirective } from "astro";

// Contact that signals the visitor is about to use the island.
const WARM_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
const READY = "data-island-ready";

/** `client:interaction={{ whenSearchHas: ["q"] }}` */
export interface InteractionOptions {
  /**
   * Hydrate at once when the page's address has any of these search
   * parameters: the island has state to restore (a shared filtered link).
   */
  whenSearchHas?: string[];
}

/**
 * Hydrates the island on first contact. A click that lands before React is
 * ready is held back and replayed on the same element once the island marks
 * itself ready, so the visitor's first click is never lost.
 */
const hydrateOnInteraction: ClientDirective = (load, options, el) => {
  let started: Promise<void> | undefined;
  let heldClick: HTMLElement | undefined;

  const start = () => {
    started ??= (async () => {
      for (const type of WARM_EVENTS) el.removeEventListener(type, start);
      const hydrate = await load();
      await hydrate();
      await whenReady(el);
      el.removeEventListener("click", holdClick, true);
      heldClick?.click();
    })();
    return started;
  };

  const holdClick = (event: Event) => {
    if (el.hasAttribute(READY)) return;
    event.preventDefault();
    event.stopPropagation();
    // A click on an icon lands on an SVG element, which has no click(): replay it on its HTML parent.
    const target = event.target instanceof Element ? event.target.closest(":not(svg, svg *)") : null;
    heldClick = target instanceof HTMLElement ? target : undefined;
    void start();
  };

  for (const type of WARM_EVENTS) el.addEventListener(type, start, { passive: true });
  el.addEventListener("click", holdClick, true);
  if (hasStateInAddress(options.value)) void start();
};

function hasStateInAddress(value: unknown): boolean {
  const names = (value as InteractionOptions | undefined)?.whenSearchHas ?? [];
  const search = new URLSearchParams(window.location.search);
  return names.some((name) => search.has(name));
}

function whenReady(el: HTMLElement): Promise<void> {
  if (el.hasAttribute(READY)) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!el.hasAttribute(READY)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(el, { attributes: true, attributeFilter: [READY] });
  });
}

export default hydrateOnInteraction;
