import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";

// Jesse, the chat assistant on every page (SPEC §4, §5, §7, §9).
const GREETING = "Hi! I'm Jesse, here to help you with your legacy planning. How can I assist you today?";
const NO_MATCH = "Thank you for your message. How can I assist you with your legacy planning today?";
const MATCHES = "I'd be happy to help! Here are some relevant pages that might interest you:";

// The chat island's own chunk and the React renderer it needs.
const REACT_CHUNK = /\/_astro\/(Chat|client|react)\.[\w-]+\.js$/;

const launcher = (page: Page) => page.getByRole("button", { name: "Chat with Jesse" });
const chatWindow = (page: Page) => page.getByRole("dialog", { name: "Chat with Jesse" });
const messageBox = (page: Page) => chatWindow(page).getByRole("textbox", { name: "Your message" });
const log = (page: Page) => chatWindow(page).getByRole("log");

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible();
}

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
}

for (const path of ["/", "/no-such-page"]) {
  test.describe(`chat on ${path}`, () => {
    test("the launcher is server-rendered and React loads only on first contact", async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<astro-island[^>]*component-url="\/_astro\/Chat\.[^"]+"[^>]*client="interaction"/);
      expect(html).toContain('aria-label="Chat with Jesse" aria-expanded="false"');
      expect(html).not.toContain('role="dialog"');

      const reactRequests: string[] = [];
      page.on("request", (req) => {
        if (REACT_CHUNK.test(new URL(req.url()).pathname)) reactRequests.push(req.url());
      });
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(launcher(page)).toBeVisible();
      expect(reactRequests).toEqual([]);

      // The first click hydrates the island and is replayed: one click opens the chat.
      await launcher(page).click();
      await expect(chatWindow(page)).toBeVisible();
      expect(reactRequests.some((url) => /\/Chat\./.test(url))).toBe(true);
      await expect(log(page)).toHaveAttribute("aria-live", "polite");
      // One message: the greeting (screen readers hear "Jesse said:" first).
      await expect(log(page).locator(":scope > *")).toHaveCount(1);
      await expect(log(page)).toHaveText(`Jesse said: ${GREETING}`);
      await expect(messageBox(page)).toBeFocused();
    });

    test("sends and receives a reply with links", async ({ page }) => {
      // A controlled clock shows the typing indicator during the 500 ms pause.
      await page.clock.install({ time: new Date("2025-09-02T09:00:00") });
      await page.goto(path);
      await openChat(page);
      await page.clock.pauseAt(new Date("2025-09-02T10:00:00"));
      await send(page, "How does the podcast work?");
      await expect(log(page).getByText("How does the podcast work?")).toBeVisible();
      await expect(messageBox(page)).toHaveValue("");
      await expect(chatWindow(page).getByText("Jesse is typing…")).toBeAttached();
      // Announced politely: the indicator fills a live region that is always there.
      const typing = chatWindow(page).locator("[role=status]");
      await expect(typing).toHaveAttribute("aria-live", "polite");
      await expect(typing).toHaveText("Jesse is typing…");
      await page.clock.runFor(499);
      await expect(log(page).getByText(MATCHES)).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(log(page).getByText(MATCHES)).toBeVisible();
      await expect(chatWindow(page).getByText("Jesse is typing…")).toHaveCount(0);
      await expect(typing).toBeEmpty();
      const links = log(page).getByRole("link");
      await expect(links).toHaveText(["Our Solution", "The Digital Legacy Podcast"]);
      await expect(links.first()).toHaveAttribute("href", "/solution");
      await expect(links.nth(1)).toHaveAttribute("href", "/podcast");

      await send(page, "Hello");
      await page.clock.runFor(500);
      await expect(log(page).getByText(NO_MATCH)).toBeVisible();
    });

    test("empty messages are not sent", async ({ page }) => {
      await page.goto(path);
      await openChat(page);
      await messageBox(page).fill("   ");
      await messageBox(page).press("Enter");
      await chatWindow(page).getByRole("button", { name: "Send message" }).click();
      await page.waitForTimeout(700);
      await expect(log(page).locator(":scope > *")).toHaveCount(1);
    });

    test("closes with the button and with Escape, returning focus to the launcher", async ({ page }) => {
      await page.goto(path);
      await openChat(page);
      await chatWindow(page).getByRole("button", { name: "Close chat" }).click();
      await expect(chatWindow(page)).toBeHidden();
      await expect(launcher(page)).toBeFocused();

      await openChat(page);
      await expect(messageBox(page)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(chatWindow(page)).toBeHidden();
      await expect(launcher(page)).toBeFocused();
      await expect(launcher(page)).toHaveAttribute("aria-expanded", "false");
    });

    test("a suggested link closes the chat and navigates", async ({ page }) => {
      await page.goto(path);
      await openChat(page);
      await send(page, "Tell me about your plans");
      const link = log(page).getByRole("link", { name: "Plans" });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/plan$/);
      await expect(chatWindow(page)).toBeHidden();
    });

    test("markup, emoji, right-to-left text and 10 000 characters are shown as text and answered", async ({ page }) => {
      let dialogs = 0;
      page.on("dialog", (dialog) => {
        dialogs += 1;
        void dialog.dismiss();
      });
      await page.goto(path);
      await openChat(page);

      await send(page, "<script>alert(1)</script>");
      await expect(log(page).getByText("<script>alert(1)</script>")).toHaveText("You said: <script>alert(1)</script>");
      await expect(log(page).getByText(NO_MATCH)).toHaveCount(1);
      expect(await log(page).locator("script").count()).toBe(0);

      await send(page, "💙 my family 🌷");
      await expect(log(page).getByText("💙 my family 🌷")).toBeVisible();
      await expect(log(page).getByRole("link", { name: "For Individuals" })).toBeVisible();

      await send(page, "مرحبا، كيف أبدأ؟");
      await expect(log(page).getByText("مرحبا، كيف أبدأ؟")).toHaveAttribute("dir", "auto");
      await expect(log(page).getByText(NO_MATCH)).toHaveCount(2);

      const long = "w".repeat(9_993) + " video";
      await send(page, long);
      const bubble = log(page).getByText(long);
      await expect(bubble).toBeAttached();
      await expect(log(page).getByRole("link", { name: "Videos" })).toBeVisible();
      // The unbroken run wraps inside the window instead of overflowing it.
      const windowBox = (await chatWindow(page).boundingBox())!;
      const bubbleBox = (await bubble.boundingBox())!;
      expect(bubbleBox.width).toBeLessThanOrEqual(windowBox.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(dialogs).toBe(0);
    });
  });
}

test("keyboard: Tab to the launcher and Enter opens the chat on first contact", async ({ page }) => {
  await page.goto("/");
  await launcher(page).focus();
  await page.keyboard.press("Enter");
  await expect(chatWindow(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.type("blog");
  await page.keyboard.press("Enter");
  await expect(log(page).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
});

test("the open chat has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await send(page, "family");
  await expect(log(page).getByRole("link", { name: "Plans" })).toBeVisible();
  await expectNoAxeViolations(page, { include: "astro-island[component-url*='/Chat.']" });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the chat window fits the viewport", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    await send(page, "start");
    await expect(log(page).getByRole("link", { name: "Plans" })).toBeVisible();
    const box = (await chatWindow(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.width).toBeLessThanOrEqual(350);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the chat window fits a small phone", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto("/");
    await openChat(page);
    const box = (await chatWindow(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(box.y + box.height).toBeLessThanOrEqual(568);
  });
});

test("the chat window is 350 × 500 px on a desktop", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  const box = (await chatWindow(page).boundingBox())!;
  expect(Math.round(box.width)).toBe(350);
  expect(Math.round(box.height)).toBe(500);
});
