// @vitest-environment jsdom
// client:interaction (src/integrations/hydrate-on-interaction/directive.ts): React loads on first contact
// (or, with whenVisible, when the island scrolls into view), a button pressed while it loads is pressed
// again once the island is ready, and a shared link with the island's state in the address hydrates at once.
import { afterEach, describe, expect, it, vi } from "vitest";
import hydrateOnInteraction from "../../src/integrations/hydrate-on-interaction/directive";

/** An island with a button, and a load() that records when it ran and marks the island ready. */
function setUp(value: unknown = true) {
  const el = document.createElement("astro-island");
  const button = document.createElement("button");
  el.append(button);
  document.body.append(el);
  const hydrate = vi.fn(async () => {
    el.setAttribute("data-island-ready", "");
  });
  const load = vi.fn(async () => hydrate);
  // Astro passes the directive value through as given (types it as a string).
  void hydrateOnInteraction(load, { name: "Island", value: value as string }, el);
  return { el, button, load, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, "", "/");
});

describe("client:interaction", () => {
  it("loads nothing until the visitor comes near, then hydrates once", async () => {
    const { el, button, load, hydrate } = setUp();
    await settle();
    expect(load).not.toHaveBeenCalled();

    button.dispatchEvent(new Event("pointerover", { bubbles: true }));
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(el).toHaveAttribute("data-island-ready");
  });

  it("holds a click made before the island is ready and replays it once", async () => {
    const { button, load } = setUp();
    const clicks = vi.fn();
    button.addEventListener("click", clicks);

    button.click();
    expect(clicks).not.toHaveBeenCalled(); // held: React's handler is not there yet
    await vi.waitFor(() => expect(clicks).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);

    button.click(); // after hydration clicks pass straight through
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it("leaves links to the browser: a link's click is neither held nor replayed", async () => {
    const { el, load } = setUp();
    const link = document.createElement("a");
    link.href = "#elsewhere";
    el.append(link);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it("replays every press held while loading, in order", async () => {
    const { el, button } = setUp();
    const other = document.createElement("button");
    el.append(other);
    const presses: string[] = [];
    button.addEventListener("click", () => presses.push("first"));
    other.addEventListener("click", () => presses.push("second"));
    button.click();
    other.click();
    expect(presses).toEqual([]);
    await vi.waitFor(() => expect(presses).toEqual(["first", "second"]));
  });

  it("with whenVisible, hydrates once the island scrolls into view", async () => {
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    const observed: Element[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe(target: Element) {
          observed.push(target);
        }
        disconnect() {}
      },
    );
    const { button, load } = setUp({ whenVisible: true });
    expect(observed).toEqual([button]);
    await settle();
    expect(load).not.toHaveBeenCalled();
    notify([{ isIntersecting: true }]);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("hydrates at once when the address holds one of the island's search parameters", async () => {
    window.history.replaceState(null, "", "/trusted-experts?category=digital");
    const { load } = setUp({ whenSearchHas: ["q", "category"] });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("waits for contact when the address has other parameters only", async () => {
    window.history.replaceState(null, "", "/trusted-experts?utm_source=newsletter");
    const { load } = setUp({ whenSearchHas: ["q", "category"] });
    await settle();
    expect(load).not.toHaveBeenCalled();
  });
});
