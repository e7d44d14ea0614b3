// Keyboard only: the skip link, every header item and submenu entry, Book a Call, the mobile menu, Jesse's chat
// (open, send, read the reply's links, close), and a Tab walk through one page per template — with a visible focus
// indicator at every stop (outline or ring that the element does not show unfocused), nothing focused
// off screen or hidden behind the sticky header or the chat launcher, and no keyboard trap.
import { expect, test, type Page } from "@playwright/test";
import { chatMessageFor, chatReply, content, escapeRegExp, t } from "../content";
import { focusProblems, focusStop, rememberUnfocusedStyles, tabWalk, type FocusStop } from "./focus";
import { INTERACTIVE_TEMPLATES } from "./routes";

const TOP_ITEMS = content.navigation.header.map((item) => item.label);
const WITH_SUBMENU = content.navigation.header.filter((item) => item.children?.length);
const BOOK_CALL = new RegExp(escapeRegExp(content.navigation.bookCall.label));
const CLOSE_CHAT = new RegExp(escapeRegExp(t("chatClose")));
const OPEN_MENU = new RegExp(escapeRegExp(t("openMenu")));

// Other hosts are never reached. An embedded form (the home page's consultation frame) gets a stand-in page with
// one field, as the provider's form has fields: Tab goes into the frame and out again, as it does for visitors.
const FORM_STAND_IN = "<!doctype html><title>Form</title><label>Name <input name=name></label>";
test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.request().resourceType() === "document"
      ? route.fulfill({ contentType: "text/html", body: FORM_STAND_IN })
      : route.abort(),
  );
});

async function start(page: Page, path = "/") {
  await page.goto(path);
  await rememberUnfocusedStyles(page);
}

test.describe("desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the skip link comes first, is visible when focused and moves focus to the main content", async ({ page }) => {
    await start(page);
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    expect(stop?.name).toContain(t("skipToContent"));
    expect(focusProblems(stop)).toEqual([]);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab continues in the main content, not back in the header.
    await page.keyboard.press("Tab");
    expect((await focusStop(page))?.inHeader).toBe(false);
  });

  test("Tab reaches every header item, submenu entry and Book a Call, each visibly focused", async ({ page }) => {
    await start(page);
    const banner = page.getByRole("banner");
    const submenuHrefs = await banner
      .locator("[id^=submenu-] a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(submenuHrefs.length).toBeGreaterThan(0);

    // From the skip link to the first stop after the header.
    const { stops, problems } = await tabWalk(page, {
      max: 80,
      done: (stop, index) => index > 1 && !stop?.inHeader,
    });
    expect(problems).toEqual([]);
    const inHeader = stops.filter((stop): stop is FocusStop => !!stop?.inHeader);
    const names = inHeader.map((stop) => stop.name);
    for (const item of TOP_ITEMS) expect(names.some((name) => name.startsWith(`a "${item}"`))).toBe(true);
    for (const item of WITH_SUBMENU) {
      expect(names.some((name) => name.startsWith(`button "${item.label}`))).toBe(true);
    }
    expect(inHeader.map((stop) => stop.href)).toEqual(expect.arrayContaining(submenuHrefs));
    const bookCall = inHeader.find((stop) => BOOK_CALL.test(stop.name));
    expect(bookCall?.href).toMatch(/^https:\/\//);
    await expect(banner.getByRole("link", { name: BOOK_CALL })).toHaveAttribute("target", "_blank");
  });

  test("a submenu opened with its toggle closes with Escape, focus back on the toggle", async ({ page }) => {
    await start(page);
    const menu = WITH_SUBMENU.at(-1)!;
    const toggle = page
      .getByRole("navigation", { name: t("mainNavigation") })
      .getByRole("button", { name: new RegExp(`^${escapeRegExp(menu.label)}`) });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const entry = await focusStop(page);
    expect(entry?.href).toBe(menu.children![0]!.href);
    expect(focusProblems(entry)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    expect(focusProblems(await focusStop(page))).toEqual([]);
  });
});

test.describe("phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the mobile menu; its items are visibly focused; Escape closes it", async ({ page }) => {
    await start(page);
    const { stops } = await tabWalk(page, { max: 10, done: (stop) => OPEN_MENU.test(stop?.name ?? "") });
    expect(stops.at(-1)?.name).toMatch(OPEN_MENU);
    expect(focusProblems(stops.at(-1)!)).toEqual([]);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: t("mobileMenu"), exact: true });
    await expect(menu).toBeVisible();
    await rememberUnfocusedStyles(page);
    const walk = await tabWalk(page, { max: TOP_ITEMS.length + 1 });
    expect(walk.problems).toEqual([]);
    expect(walk.stops.map((stop) => stop?.name.replace(/ → .*/, ""))).toEqual([
      ...TOP_ITEMS.map((item) => `a "${item}"`),
      expect.stringMatching(new RegExp(`^a "${escapeRegExp(content.navigation.bookCall.label)}`)),
    ]);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: t("openMenu"), exact: true })).toBeFocused();
  });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`chat at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("opens from the keyboard, sends, shows links, lets focus leave, and closes with Escape", async ({ page }) => {
      await start(page);
      const launcher = page.getByRole("button", { name: t("chatOpen", { name: content.chat.name }) });
      // The launcher is the last stop on the page: Shift+Tab from the top reaches it.
      await page.keyboard.press("Shift+Tab");
      await expect(launcher).toBeFocused();
      expect(focusProblems(await focusStop(page))).toEqual([]);

      await page.keyboard.press("Enter");
      const chat = page.getByRole("dialog", { name: t("chatWindow", { name: content.chat.name }) });
      const box = chat.getByRole("textbox", { name: t("chatMessageLabel") });
      await expect(box).toBeFocused();
      expect(focusProblems(await focusStop(page))).toEqual([]);
      const message = chatMessageFor("/plan");
      const [link] = chatReply(message).links;
      await page.keyboard.type(message);
      await page.keyboard.press("Enter");
      await expect(chat.getByRole("log").getByRole("link", { name: link!.title })).toBeVisible();
      await rememberUnfocusedStyles(page);

      // Backwards from the message box: the reply's links, then the close button, each visibly focused.
      const back = await tabWalk(page, {
        max: 12,
        backwards: true,
        done: (stop) => CLOSE_CHAT.test(stop?.name ?? ""),
      });
      expect(back.stops.at(-1)?.name).toMatch(CLOSE_CHAT);
      expect(back.problems).toEqual([]);
      expect(back.stops.some((stop) => stop?.href === link!.url)).toBe(true);

      // Forwards out of the chat: no trap (it is not modal), focus moves on to the page.
      await box.focus();
      const out = await tabWalk(page, { max: 6, done: (stop) => !stop?.inDialog });
      expect(out.problems).toEqual([]);
      expect(out.stops.at(-1)?.inDialog ?? false).toBe(false);

      // Escape from inside the chat closes it and puts focus back on the launcher.
      await box.focus();
      await page.keyboard.press("Escape");
      await expect(chat).toBeHidden();
      await expect(launcher).toBeFocused();

      // The close button works from the keyboard too.
      await page.keyboard.press("Enter");
      await expect(box).toBeFocused();
      await tabWalk(page, { max: 12, backwards: true, done: (stop) => CLOSE_CHAT.test(stop?.name ?? "") });
      await expect(chat.getByRole("button", { name: t("chatClose") })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(chat).toBeHidden();
      await expect(launcher).toBeFocused();
    });
  });
}

// One page per kind of interactive component (INTERACTIVE_TEMPLATES in routes.ts: focus styles belong to
// components, not to pages or words), front to back: each stop visibly focused and on screen; the walk comes back
// round to the start (nothing traps focus) within a sane number of stops. Motion is off here (reduced motion, no transitions) so
// each stop is checked at once in its final look; the tests above walk the header and chat with motion on.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`Tab through each page template at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: "reduce" });
    for (const path of INTERACTIVE_TEMPLATES) {
      test(`${path}: every stop visibly focused, no trap`, async ({ page }) => {
        await page.goto(path);
        // A constructed style sheet: the site's Content Security Policy refuses an injected <style>.
        await page.evaluate(() => {
          const noTransitions = new CSSStyleSheet();
          noTransitions.replaceSync("*, *::before, *::after { transition: none !important; }");
          document.adoptedStyleSheets = [...document.adoptedStyleSheets, noTransitions];
        });
        await rememberUnfocusedStyles(page);
        let first: string | undefined;
        const { stops, problems } = await tabWalk(page, {
          max: 300,
          done: (stop, index) => {
            first ??= stop?.name;
            return index > 0 && (stop === null || stop.name === first);
          },
        });
        expect(problems).toEqual([]);
        const last = stops.at(-1);
        expect(last === null || last?.name === first, "focus came back round to the start").toBe(true);
        expect(stops.length).toBeGreaterThan(5);
      });
    }
  });
}
