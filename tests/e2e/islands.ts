// Helpers for end-to-end tests of the React islands.
import { expect, type Page } from "@playwright/test";

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
