// prefers-reduced-motion: reduce turns motion off — no smooth scrolling (CSS or the hash-scroll script), no
// fade-in of sections, no chat animations, and carousels change slides instantly. Each check has a twin for
// visitors who accept motion, so the suite proves the preference is what makes the difference.
import { expect, test, type Page } from "@playwright/test";
import { island, waitForIsland } from "./islands";

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

/** Moves to #id and reports where the target is one frame later, and where it comes to rest. */
async function hashJump(page: Page, id: string) {
  return page.evaluate(async (target) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const element = document.getElementById(target)!;
    location.hash = `#${target}`;
    await frame();
    await frame();
    const afterOneFrame = element.getBoundingClientRect().top;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { afterOneFrame, restingTop: element.getBoundingClientRect().top };
  }, id);
}

/** The distinct transforms of an element (by id) over ~30 frames after `act` runs in the page. */
async function transformsAfter(page: Page, id: string, act: () => Promise<void>) {
  const sampling = page.evaluate(async (elementId) => {
    const element = document.getElementById(elementId)!;
    const seen = new Set<string>([getComputedStyle(element).transform]);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the click happens meanwhile
    for (let i = 0; i < 30; i++) {
      await frame();
      seen.add(getComputedStyle(element).transform);
    }
    return [...seen];
  }, id);
  await act();
  return sampling;
}

/** The home page's testimonials carousel, hydrated (it loads when scrolled into view). */
async function hydratedCarousel(page: Page) {
  await page.goto("/");
  await waitForIsland(page, "TestimonialsCarousel");
  const carousel = island(page, "TestimonialsCarousel").locator('[aria-roledescription="carousel"]');
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

/** The fades and movements (not colour changes) the first partner card on the Solutions page runs while the pointer
 *  opens it, recorded as they start (transitionrun), once its overlay text is fully shown. */
async function partnerCardTransitions(page: Page): Promise<string[]> {
  await page.goto("/solution");
  const card = page.locator("#partners [data-partner-card]").first();
  await card.scrollIntoViewIfNeeded();
  await card.evaluate((element) => {
    const seen: string[] = [];
    element.addEventListener("transitionrun", (event) => seen.push((event as TransitionEvent).propertyName));
    (window as unknown as { partnerCardTransitions: string[] }).partnerCardTransitions = seen;
  });
  await card.hover();
  await expect(card.locator("[data-overlay]")).toHaveCSS("opacity", "1");
  const seen = await page.evaluate(
    () => (window as unknown as { partnerCardTransitions: string[] }).partnerCardTransitions,
  );
  return [...new Set(seen.filter((property) => /opacity|grid-template-rows|transform|translate/.test(property)))];
}

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("no smooth scrolling: a #hash lands at once", async ({ page }) => {
    await page.goto("/solution");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    const { afterOneFrame, restingTop } = await hashJump(page, "framework");
    expect(Math.abs(afterOneFrame - restingTop)).toBeLessThan(2);
  });

  test("arriving with a #hash jumps to the target without a smooth scroll", async ({ page }) => {
    await page.goto("/solution#core-solutions");
    await page.waitForTimeout(150); // the page script scrolls after ~100 ms
    const top = () => page.evaluate(() => document.getElementById("core-solutions")!.getBoundingClientRect().top);
    const early = await top();
    await page.waitForTimeout(1000);
    expect(Math.abs(early - (await top()))).toBeLessThan(2);
  });

  test("sections do not fade in: everything is shown as it is, with nothing animating", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await page.locator(".reveal-waiting").count()).toBe(0);
    const hidden = await page.evaluate(
      () =>
        [...document.querySelectorAll("[data-reveal]")]
          .map((element) => getComputedStyle(element))
          .filter((style) => style.opacity !== "1" || style.transform !== "none").length,
    );
    expect(hidden).toBe(0);
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test("the chat opens and answers without animation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Chat with Jesse" }).click();
    const chat = page.getByRole("dialog", { name: "Chat with Jesse" });
    await expect(chat).toBeVisible();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await chat.getByRole("textbox", { name: "Your message" }).fill("Tell me about the podcast");
    await chat.getByRole("textbox", { name: "Your message" }).press("Enter");
    // While Jesse is "typing", the dots stay still.
    await expect(chat.getByText("Jesse is typing…")).toBeAttached();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test("carousels change slides instantly", async ({ page }) => {
    const carousel = await hydratedCarousel(page);
    const next = carousel.getByRole("button", { name: "Next slide" });
    await next.hover(); // hydrates the island
    await expect(carousel.locator("[id] > *").first()).toBeVisible();
    const container = (await carousel.locator("div[id]").first().getAttribute("id"))!;
    const seen = await transformsAfter(page, container, () => next.click());
    expect(seen.length, `transforms seen: ${seen.join(" → ")}`).toBeLessThanOrEqual(2);
  });

  test("partner cards open their text at once on hover", async ({ page }) => {
    expect(await partnerCardTransitions(page)).toEqual([]);
  });
});

test.describe("motion allowed (the same checks, showing the preference makes the difference)", () => {
  test.use({ reducedMotion: "no-preference" });

  test("a #hash scrolls smoothly", async ({ page }) => {
    await page.goto("/solution");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    const { afterOneFrame, restingTop } = await hashJump(page, "framework");
    expect(Math.abs(afterOneFrame - restingTop)).toBeGreaterThan(2);
  });

  test("sections below the fold wait to fade in", async ({ page }) => {
    await page.goto("/");
    const waiting = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll("[data-reveal]")].filter((el) => getComputedStyle(el).opacity === "0").length,
      );
    await expect.poll(waiting).toBeGreaterThan(0);
    // Scrolled to, they fade in (an animation runs) and end fully shown.
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
  });

  test("a block already on screen at arrival is never hidden", async ({ page }) => {
    await page.goto("/solution", { waitUntil: "networkidle" }); // its first block starts above the fold
    const blocks = await page.evaluate(() =>
      [...document.querySelectorAll("[data-reveal]")].map((el) => ({
        onScreen: el.getBoundingClientRect().top < innerHeight,
        opacity: getComputedStyle(el).opacity,
      })),
    );
    expect(blocks.filter((block) => block.onScreen).length).toBeGreaterThan(0);
    expect(blocks.filter((block) => block.onScreen).map((block) => block.opacity)).not.toContain("0");
    expect(blocks.filter((block) => !block.onScreen).map((block) => block.opacity)).not.toContain("1");
  });

  test("carousels slide", async ({ page }) => {
    const carousel = await hydratedCarousel(page);
    const next = carousel.getByRole("button", { name: "Next slide" });
    await next.hover();
    await expect(carousel.locator("[id] > *").first()).toBeVisible();
    const container = (await carousel.locator("div[id]").first().getAttribute("id"))!;
    const seen = await transformsAfter(page, container, () => next.click());
    expect(seen.length).toBeGreaterThan(2);
  });

  test("partner cards fold their text open on hover", async ({ page }) => {
    expect(await partnerCardTransitions(page)).toEqual(expect.arrayContaining(["opacity", "grid-template-rows"]));
  });
});
