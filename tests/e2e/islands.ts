// Helpers for end-to-end tests of the React islands.
import { expect, type Page } from "@playwright/test";

// React itself (the renderer and the library chunk), as Astro names them in the build.
export const REACT = /\/_astro\/(client|react)\.[\w-]+\.js$/;

/** Starts recording the script chunks the page requests (paths under /_astro/); read the array later. */
export function recordScripts(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/_astro/") && path.endsWith(".js")) seen.push(path);
  });
  return seen;
}

/** The island element of a component, e.g. island(page, "Accordion"). */
export const island = (page: Page, component: string) => page.locator(`astro-island[component-url*="/${component}."]`);

/**
 * Waits until React owns the island (IslandRoot marks it ready once hydrated),
 * first scrolling it into view, since most islands hydrate only when seen,
 * and pointing at it when it hydrates on first contact (client:interaction).
 */
export async function waitForIsland(page: Page, component: string) {
  const root = island(page, component);
  const content = root.locator(":scope > :not([hidden])").first();
  if (!(await root.getAttribute("data-island-ready").then((v) => v !== null))) {
    await content.scrollIntoViewIfNeeded();
    // The pointer arriving, without moving the mouse onto whatever covers the island's corner.
    if ((await root.getAttribute("client")) === "interaction") await content.dispatchEvent("pointerover");
  }
  await expect(root).toHaveAttribute("data-island-ready", "", { timeout: 10_000 });
}

/**
 * Wakes every island of the page as a visitor would and waits until Astro has hydrated each one (it removes `ssr`
 * once the component runs). One island at a time, each brought on screen (client:visible) or pointed at
 * (client:interaction) and then waited for: a quick scroll past an island on a busy machine may never be drawn
 * while the island is on screen, so "it was scrolled past" is not enough. client:media islands wait for their
 * media query, which this viewport may not match.
 */
export async function hydrateAll(page: Page) {
  const count = await page
    .locator('astro-island[ssr]:not([client="media"])')
    .evaluateAll((roots) => roots.map((root, index) => root.setAttribute("data-test-island", String(index))).length);
  for (let index = 0; index < count; index++) {
    const root = page.locator(`astro-island[data-test-island="${index}"]`);
    const how = await root.getAttribute("client");
    if (how === "visible") {
      const content = root.locator(":scope > :not([hidden], template, style, script)").first();
      await content.evaluate((element) => element.scrollIntoView({ block: "center" }));
    }
    if (how === "interaction") await root.dispatchEvent("pointerover");
    await expect(root, `the ${await root.getAttribute("component-url")} island hydrates`).not.toHaveAttribute("ssr");
  }
}
