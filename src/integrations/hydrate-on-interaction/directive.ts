import type { ClientDirective } from "astro";

// Contact that signals the visitor is about to use the island.
const WARM_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;
const READY = "data-island-ready";

/** `client:interaction={{ whenSearchHas: ["q"] }}`, `client:interaction={{ whenVisible: true }}` */
export interface InteractionOptions {
  /**
   * Hydrate at once when the page's address has any of these search
   * parameters: the island has state to restore (a shared filtered link).
   */
  whenSearchHas?: string[];
  /**
   * Also hydrate as soon as the island scrolls into view (like client:visible),
   * still holding and replaying button presses made before it is ready.
   */
  whenVisible?: boolean;
}

/**
 * Hydrates the island on first contact (or when it scrolls into view, with
 * `whenVisible`). A button pressed (click, Enter or Space) before React is
 * ready is held back and pressed again once the island marks itself ready, so
 * the visitor's first press is never lost. Links and form controls are left to
 * the browser: they work on their own.
 */
const hydrateOnInteraction: ClientDirective = (load, options, el) => {
  const value = options.value as InteractionOptions | undefined;
  let started: Promise<void> | undefined;
  let observer: IntersectionObserver | undefined;
  const held: HTMLButtonElement[] = [];

  const start = () => {
    started ??= (async () => {
      for (const type of WARM_EVENTS) el.removeEventListener(type, start);
      observer?.disconnect();
      const hydrate = await load();
      await hydrate();
      await whenReady(el);
      el.removeEventListener("click", holdClick, true);
      // The same elements, now owned by React (hydration keeps the server's DOM).
      for (const button of held.splice(0)) if (button.isConnected && !button.disabled) button.click();
    })();
    return started;
  };

  const holdClick = (event: Event) => {
    if (el.hasAttribute(READY)) return;
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || !el.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
    void start();
  };

  for (const type of WARM_EVENTS) el.addEventListener(type, start, { passive: true });
  el.addEventListener("click", holdClick, true);
  if (hasStateInAddress(value)) void start();
  else if (value?.whenVisible) {
    observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    });
    // <astro-island> is display: contents and never intersects: watch what it holds.
    for (const child of el.children) observer.observe(child);
  }
};

function hasStateInAddress(value: InteractionOptions | undefined): boolean {
  const names = value?.whenSearchHas ?? [];
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
