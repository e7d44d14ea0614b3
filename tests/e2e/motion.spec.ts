// prefers-reduced-motion: reduce turns motion off — no smooth scrolling (CSS or the hash-scroll script), no
// fade-in of sections, no chat animations, and carousels change slides instantly. Each check has a twin for
// visitors who accept motion, so the suite proves the preference is what makes the difference.
import { expect, test, type Page } from "@playwright/test";
import { chatMessageFor, content, t } from "../content";
import { island, waitForIsland } from "./islands";

const solution = content.page("solution");
const FRAMEWORK = solution.section("framework").id!;
const FAQ = solution.section("coreSolutions").id!;
const PARTNERS = solution.section("partners").id!;

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

/** Moves to #id and reports where the target is one frame later, and where it comes to rest (the same place for
 *  five frames running). */
async function hashJump(page: Page, id: string) {
  return page.evaluate(async (target) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const element = document.getElementById(target)!;
    location.hash = `#${target}`;
    await frame();
    await frame();
    const afterOneFrame = element.getBoundingClientRect().top;
    let top = afterOneFrame;
    for (let still = 0, guard = 0; still < 5 && guard < 600; guard++) {
      await frame();
      const now = element.getBoundingClientRect().top;
      still = Math.abs(now - top) < 0.5 ? still + 1 : 0;
      top = now;
    }
    return { afterOneFrame, restingTop: top };
  }, id);
}

/** The distinct transforms of an element (by id): before `act`, then over 30 frames after it. */
async function transformsAfter(page: Page, id: string, act: () => Promise<void>) {
  const element = page.locator(`[id="${id}"]`);
  const before = await element.evaluate((node) => getComputedStyle(node).transform);
  await act();
  const after = await element.evaluate(async (node) => {
    const seen: string[] = [];
    for (let i = 0; i < 30; i++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      seen.push(getComputedStyle(node).transform);
    }
    return seen;
  });
  return [...new Set([before, ...after])];
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
  const card = page.locator(`#${PARTNERS} [data-partner-card]`).first();
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
    const { afterOneFrame, restingTop } = await hashJump(page, FRAMEWORK);
    expect(Math.abs(afterOneFrame - restingTop)).toBeLessThan(2);
  });

  test("arriving with a #hash jumps to the target without a smooth scroll", async ({ page }) => {
    // Every scroll position the page passes through, from the first script on.
    await page.addInitScript(() => {
      const w = window as unknown as { scrolls: number[] };
      w.scrolls = [];
      addEventListener("scroll", () => w.scrolls.push(Math.round(scrollY)), { passive: true });
    });
    await page.goto(`/solution#${FAQ}`);
    // At rest with the target near the top: the page script has scrolled to it.
    await expect
      .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), FAQ))
      .toBeLessThan(200);
    await expect(page.locator(`#${FAQ}`)).toBeInViewport();
    const scrolls = await page.evaluate(() => (window as unknown as { scrolls: number[] }).scrolls);
    // A jump passes through no positions in between (a smooth scroll passes through many).
    expect(new Set(scrolls).size, `scroll positions: ${scrolls.join(", ")}`).toBeLessThanOrEqual(2);
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
    await page.waitForFunction(() => scrollY > 0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test("the chat opens and answers without animation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: t("chatOpen", { name: content.chat.name }) }).click();
    const chat = page.getByRole("dialog", { name: t("chatWindow", { name: content.chat.name }) });
    await expect(chat).toBeVisible();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    await chat.getByRole("textbox", { name: t("chatMessageLabel") }).fill(chatMessageFor());
    await chat.getByRole("textbox", { name: t("chatMessageLabel") }).press("Enter");
    // While the assistant is "typing", the dots stay still.
    await expect(chat.getByText(t("chatTyping", { name: content.chat.name }))).toBeAttached();
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test("carousels change slides instantly", async ({ page }) => {
    const carousel = await hydratedCarousel(page);
    const next = carousel.getByRole("button", { name: t("carouselNext") });
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
    const { afterOneFrame, restingTop } = await hashJump(page, FRAMEWORK);
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
    const next = carousel.getByRole("button", { name: t("carouselNext") });
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
