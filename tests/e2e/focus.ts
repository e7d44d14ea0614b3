// Keyboard focus helpers for the keyboard, forced-colors and state suites: where focus is, and whether a
// sighted keyboard user can see it (WCAG 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured).
import type { Page } from "@playwright/test";

export interface FocusStop {
  /** e.g. `a "Book a Call" → https://…` or `button "Open menu"`. */
  name: string;
  tag: string;
  href: string | null;
  /** Inside the site header (banner). */
  inHeader: boolean;
  /** Inside an open dialog (the chat). */
  inDialog: boolean;
  /** Has a box on screen and is at least partly inside the viewport. */
  onScreen: boolean;
  /** Shows an outline (≥ 2 px) or a box-shadow ring that it does not show unfocused. */
  indicator: boolean;
  /** Every sampled point of the element is covered by something else (a sticky header, the chat launcher). */
  obscured: boolean;
  /** The focus indicator, as computed: for failure messages. */
  style: string;
}

/** Records how every focusable element looks unfocused, to compare with its focused look later. Call it
 *  after the state to test is set up (menus open or closed) and before moving focus. */
export async function rememberUnfocusedStyles(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __unfocused?: WeakMap<Element, string> };
    w.__unfocused ??= new WeakMap();
    const selector = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";
    for (const element of document.querySelectorAll(selector)) {
      if (element === document.activeElement) continue;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      w.__unfocused.set(
        element,
        `${outline ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : "none"} | ${style.boxShadow}`,
      );
    }
  });
}

/** Where keyboard focus is now, and whether it is visible. */
export async function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(async () => {
    let element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement) return null;

    // First let what moving focus sets off finish — the (smooth) scroll to the element, then any fade-in that
    // scroll reveals — so the check sees what the visitor sees once the page is still.
    const running = () =>
      document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight || running().length) {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let still = 0;
      let last = "";
      for (let i = 0; i < 120 && still < 3; i++) {
        await frame();
        const now = `${scrollX},${scrollY}`;
        still = now === last ? still + 1 : 0;
        last = now;
      }
      await frame();
      const finished = running().map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(finished), new Promise((resolve) => setTimeout(resolve, 2000))]);
      // Meanwhile the page may have moved focus on purpose (an island hydrating as it scrolled into view hands
      // its tab stop over): judge where focus is now; focus dropped to the page body is a problem.
      element = document.activeElement;
      if (!element || element === document.body || element === document.documentElement) return null;
    }

    const style = getComputedStyle(element);
    const outlineWidth = parseFloat(style.outlineWidth);
    const hasOutline =
      style.outlineStyle !== "none" &&
      outlineWidth >= 2 &&
      !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
    const hasRing = style.boxShadow !== "none";
    const focused = `${style.outlineStyle !== "none" && outlineWidth > 0 ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : "none"} | ${style.boxShadow}`;
    const unfocused = (window as unknown as { __unfocused?: WeakMap<Element, string> }).__unfocused?.get(element);
    // Focus inside an embedded frame (another site's form): its own page draws the focus on its fields, and
    // no style of ours reaches the frame (Chromium matches neither :focus nor :focus-within on it).
    const inFrame = element.tagName === "IFRAME";
    const indicator = inFrame || ((hasOutline || hasRing) && focused !== unfocused);

    const rect = element.getBoundingClientRect();
    const onScreen =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < innerHeight &&
      rect.left < innerWidth &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    // Sample the centre and four inset points: obscured only when something else covers all of them.
    const points = [
      [0.5, 0.5],
      [0.15, 0.2],
      [0.85, 0.2],
      [0.15, 0.8],
      [0.85, 0.8],
    ].map(([x, y]) => [rect.left + rect.width * x!, rect.top + rect.height * y!] as const);
    const obscured =
      onScreen &&
      points.every(([x, y]) => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;
        const hit = document.elementFromPoint(x, y);
        return !!hit && hit !== element && !element.contains(hit) && !hit.contains(element);
      });

    const label =
      element.getAttribute("aria-label") ??
      (element as HTMLElement).innerText?.trim().replace(/\s+/g, " ").slice(0, 60) ??
      element.getAttribute("placeholder") ??
      "";
    const title = inFrame ? (element.getAttribute("title") ?? "") : "";
    const href = element.getAttribute("href");
    return {
      name: `${element.tagName.toLowerCase()} "${title || label}"${href ? ` → ${href}` : ""}`,
      tag: element.tagName.toLowerCase(),
      href,
      inHeader: !!element.closest("header"),
      inDialog: !!element.closest("[role=dialog]"),
      onScreen,
      indicator,
      obscured,
      style: focused,
    };
  });
}

/** Problems a sighted keyboard user would have with this stop, as readable strings (empty when fine). */
export function focusProblems(stop: FocusStop | null): string[] {
  if (!stop) return ["focus is on the page body"];
  const problems: string[] = [];
  if (!stop.onScreen) problems.push(`${stop.name}: focused but not on screen`);
  if (!stop.indicator) problems.push(`${stop.name}: no visible focus indicator (${stop.style})`);
  if (stop.obscured) problems.push(`${stop.name}: hidden behind other content`);
  return problems;
}

/** Presses Tab (or Shift+Tab) until `done` says stop or `max` presses, collecting every stop and problem. */
export async function tabWalk(
  page: Page,
  {
    max = 400,
    backwards = false,
    done,
  }: { max?: number; backwards?: boolean; done?: (stop: FocusStop | null, index: number) => boolean },
) {
  const stops: (FocusStop | null)[] = [];
  const problems: string[] = [];
  for (let index = 0; index < max; index++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const stop = await focusStop(page);
    stops.push(stop);
    if (done?.(stop, index)) break;
    problems.push(...focusProblems(stop));
  }
  return { stops, problems };
}
