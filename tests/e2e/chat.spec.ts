// The chat assistant on every page: server-rendered launcher, React on first contact, replies with links, closing,
// hostile input, sizes. Its name, greeting, replies and keywords come from chat.yaml, its labels from strings.yaml;
// which pages a message suggests is worked out with the site's own responder (tested in tests/unit/chat.test.ts).
import { expect, test, type Page } from "@playwright/test";
import { chatMessageFor, chatReply, content, escapeRegExp, t } from "../content";

const { name, greeting, replies, replyDelayMs } = content.chat;
const NO_MATCH = replies.noMatch;
const MATCHES = replies.matches;
/** A message no keyword matches ("zzz" starts no keyword's word). */
const UNMATCHED = "zzz";

// The chat island's own chunk and the React renderer it needs.
const REACT_CHUNK = /\/_astro\/(Chat|client|react)\.[\w-]+\.js$/;

const launcher = (page: Page) => page.getByRole("button", { name: t("chatOpen", { name }) });
const chatWindow = (page: Page) => page.getByRole("dialog", { name: t("chatWindow", { name }) });
const messageBox = (page: Page) => chatWindow(page).getByRole("textbox", { name: t("chatMessageLabel") });
const log = (page: Page) => chatWindow(page).getByRole("log");

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(chatWindow(page)).toBeVisible();
}

async function send(page: Page, text: string) {
  await messageBox(page).fill(text);
  await messageBox(page).press("Enter");
}

// The chat is the same island in the same layout on every page; the 404 page (another status, another template)
// gets the checks that could differ there: server rendering, hydration on first contact, and leaving by a link.
for (const path of ["/", "/no-such-page"]) {
  const home = path === "/";
  test.describe(`chat on ${path}`, () => {
    test("the launcher is server-rendered and React loads only on first contact", async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<astro-island[^>]*component-url="\/_astro\/Chat\.[^"]+"[^>]*client="interaction"/);
      expect(html).toContain(`aria-label="${t("chatOpen", { name })}" aria-expanded="false"`);
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
      // One message: the greeting (screen readers hear "<name> said:" first).
      await expect(log(page).locator(":scope > *")).toHaveCount(1);
      await expect(log(page)).toHaveText(`${t("chatAssistant", { name })} ${greeting}`);
      await expect(messageBox(page)).toBeFocused();
    });

    if (home)
      test("sends and receives a reply with links", async ({ page }) => {
        // A controlled clock shows the typing indicator during the pause before the reply.
        const message = `How does the ${chatMessageFor("/podcast")} work?`;
        const expected = chatReply(message).links;
        expect(expected.length).toBeGreaterThan(0);
        const typingText = t("chatTyping", { name });
        await page.clock.install({ time: new Date("2025-09-02T09:00:00") });
        await page.goto(path);
        await openChat(page);
        await page.clock.pauseAt(new Date("2025-09-02T10:00:00"));
        await send(page, message);
        await expect(log(page).getByText(message)).toBeVisible();
        await expect(messageBox(page)).toHaveValue("");
        await expect(chatWindow(page).getByText(typingText)).toBeAttached();
        // Announced politely: the indicator fills a live region that is always there.
        const typing = chatWindow(page).locator("[role=status]");
        await expect(typing).toHaveAttribute("aria-live", "polite");
        await expect(typing).toHaveText(typingText);
        if (replyDelayMs > 0) {
          await page.clock.runFor(replyDelayMs - 1);
          await expect(log(page).getByText(MATCHES)).toHaveCount(0);
        }
        await page.clock.runFor(1);
        await expect(log(page).getByText(MATCHES)).toBeVisible();
        await expect(chatWindow(page).getByText(typingText)).toHaveCount(0);
        await expect(typing).toBeEmpty();
        const links = log(page).getByRole("link");
        await expect(links).toHaveText(expected.map((link) => link.title));
        for (const [index, link] of expected.entries())
          await expect(links.nth(index)).toHaveAttribute("href", link.url);

        await send(page, UNMATCHED);
        await page.clock.runFor(replyDelayMs);
        await expect(log(page).getByText(NO_MATCH)).toBeVisible();
      });

    if (home)
      test("empty messages are not sent", async ({ page }) => {
        // A controlled clock: the time a reply would take passes at once.
        await page.clock.install();
        await page.goto(path);
        await openChat(page);
        await messageBox(page).fill("   ");
        await messageBox(page).press("Enter");
        await chatWindow(page)
          .getByRole("button", { name: t("chatSend") })
          .click();
        await page.clock.runFor(replyDelayMs + 1_000);
        await expect(log(page).locator(":scope > *")).toHaveCount(1);
        await expect(chatWindow(page).locator("[role=status]")).toBeEmpty();
        // The same box still sends a real message: the check above was not just too early.
        await send(page, UNMATCHED);
        await expect(log(page).locator(":scope > *")).toHaveCount(2);
      });

    if (home)
      test("closes with the button and with Escape, returning focus to the launcher", async ({ page }) => {
        await page.goto(path);
        await openChat(page);
        await chatWindow(page)
          .getByRole("button", { name: t("chatClose") })
          .click();
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
      const message = chatMessageFor("/plan");
      const target = chatReply(message).links[0]!;
      await send(page, message);
      const link = log(page).getByRole("link", { name: target.title, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target.url)}$`));
      await expect(chatWindow(page)).toBeHidden();
    });

    if (home)
      test("markup, emoji, right-to-left text and 10 000 characters are shown as text and answered", async ({
        page,
      }) => {
        let dialogs = 0;
        page.on("dialog", (dialog) => {
          dialogs += 1;
          void dialog.dismiss();
        });
        await page.goto(path);
        await openChat(page);

        const markup = "<script>alert(1)</script>";
        await send(page, markup);
        await expect(log(page).getByText(markup)).toHaveText(`${t("chatYou")} ${markup}`);
        await expect(log(page).getByText(chatReply(markup).text)).toHaveCount(1);
        expect(await log(page).locator("script").count()).toBe(0);

        const emoji = `💙 my ${chatMessageFor()} 🌷`;
        await send(page, emoji);
        await expect(log(page).getByText(emoji)).toBeVisible();
        await expect(
          log(page)
            .getByRole("link", { name: chatReply(emoji).links[0]!.title })
            .last(),
        ).toBeVisible();

        const arabic = "مرحبا، كيف أبدأ؟";
        await send(page, arabic);
        await expect(log(page).getByText(arabic)).toHaveAttribute("dir", "auto");
        await expect(log(page).getByText(chatReply(arabic).text)).not.toHaveCount(0);

        const long = "w".repeat(9_993) + ` ${chatMessageFor("/video")}`;
        await send(page, long);
        const bubble = log(page).getByText(long);
        await expect(bubble).toBeAttached();
        await expect(
          log(page)
            .getByRole("link", { name: chatReply(long).links[0]!.title })
            .last(),
        ).toBeVisible();
        // The unbroken run wraps inside the window instead of overflowing it.
        const windowBox = (await chatWindow(page).boundingBox())!;
        const bubbleBox = (await bubble.boundingBox())!;
        expect(bubbleBox.width).toBeLessThanOrEqual(windowBox.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(dialogs).toBe(0);
      });
  });
}

test("remembers the conversation on the page: closed and reopened, reloaded; another page starts fresh", async ({
  page,
}) => {
  const message = chatMessageFor("/plan");
  const said = async () => (await log(page).locator(":scope > *").allInnerTexts()).map((text) => text.trim());
  await page.goto("/");
  await openChat(page);
  await send(page, message);
  await expect(log(page).getByText(MATCHES)).toBeVisible();
  const conversation = await said();
  expect(conversation).toHaveLength(3);

  await chatWindow(page)
    .getByRole("button", { name: t("chatClose") })
    .click();
  await expect(chatWindow(page)).toBeHidden();
  await openChat(page);
  expect(await said()).toEqual(conversation);

  await page.reload();
  await openChat(page);
  await expect(log(page).locator(":scope > *")).toHaveCount(3);
  expect(await said()).toEqual(conversation);
  await expect(log(page).getByRole("link", { name: chatReply(message).links[0]!.title })).toBeVisible();

  // Another page of the site: its own, fresh conversation.
  await page.goto("/plan");
  await openChat(page);
  await expect(log(page).locator(":scope > *")).toHaveCount(1);
  await expect(log(page)).toHaveText(`${t("chatAssistant", { name })} ${greeting}`);
  await expect(chatWindow(page).getByRole("button", { name: t("chatStartOver") })).toHaveCount(0);

  // Back on the first page, Start over forgets it, for a reload too.
  await page.goto("/");
  await openChat(page);
  await chatWindow(page)
    .getByRole("button", { name: t("chatStartOver") })
    .click();
  await expect(log(page).locator(":scope > *")).toHaveCount(1);
  await expect(messageBox(page)).toBeFocused();
  await page.reload();
  await openChat(page);
  await expect(log(page).locator(":scope > *")).toHaveCount(1);
  // Kept in this tab only, under this site's own key; nothing in cookies or local storage.
  const stored = await page.evaluate(() => ({
    session: Object.keys(sessionStorage),
    local: Object.keys(localStorage),
    cookies: document.cookie,
  }));
  expect(stored).toEqual({ session: [], local: [], cookies: "" });
});

test("keyboard: Tab to the launcher and Enter opens the chat on first contact", async ({ page }) => {
  await page.goto("/");
  await launcher(page).focus();
  await page.keyboard.press("Enter");
  await expect(chatWindow(page)).toBeVisible();
  await expect(messageBox(page)).toBeFocused();
  const message = chatMessageFor("/blog");
  const [link] = chatReply(message).links;
  await page.keyboard.type(message);
  await page.keyboard.press("Enter");
  await expect(log(page).getByRole("link", { name: link!.title, exact: true })).toHaveAttribute("href", link!.url);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the chat window fits the viewport", async ({ page }) => {
    await page.goto("/");
    await openChat(page);
    const message = chatMessageFor("/plan");
    await send(page, message);
    await expect(
      log(page)
        .getByRole("link", { name: chatReply(message).links[0]!.title })
        .first(),
    ).toBeVisible();
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
