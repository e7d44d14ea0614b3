// The listening and learning pages: /podcast, /video, /blog (+ posts) and the
// /learn-and-listen hub. External sites are never fetched; their hrefs are asserted.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

const PODCAST_SITE = "https://digitallegacypodcast.com/";

const EPISODES = [
  {
    date: "Sep 02, 2025",
    title: "How a Funeral Director Sees the Future of Death Tech & AI",
    guest: "Matthew J. Grieco",
  },
  { date: "Aug 19, 2025", title: "Can AI Preserve Our Consciousness After Death?", guest: "Joshua Orsak" },
  { date: "Aug 05, 2025", title: "How to Avoid Digital Scams in an AI Era", guest: "Kurtis Baker" },
];

const PAGES = [
  { path: "/podcast", h1: "The Digital Legacy Podcast" },
  { path: "/video", h1: "Planning ahead, one short video at a time" },
  { path: "/blog", h1: "Gentle guides for getting your affairs in order" },
  { path: "/learn-and-listen", h1: "Learn at your own pace, in the way that suits you" },
];

test.beforeEach(async ({ page, baseURL }) => {
  // Only the preview server answers; anything else would be a request to the internet.
  await page.route(
    (url) => !url.href.startsWith(baseURL!),
    (route) => route.abort(),
  );
});

async function expectNewTab(link: Locator, href: string | RegExp) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

function podcastFooter(page: Page) {
  return page.getByRole("contentinfo");
}

for (const { path, h1 } of PAGES) {
  test(`${path} has one h1 and the podcast-style footer`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);

    const footer = podcastFooter(page);
    for (const anchor of ["podcast", "video", "blog", "resources"]) {
      await expect(footer.locator(`a[href="/learn-and-listen#${anchor}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole("link", { name: "Back to ENDevo home" })).toHaveAttribute("href", "/");
    // The main footer's newsletter form belongs to the other pages.
    await expect(footer.getByRole("textbox")).toHaveCount(0);
  });
}

test.describe("/podcast", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/podcast");
  });

  test("shows the three latest episodes, newest first, with date, title and guest", async ({ page }) => {
    const episodes = page.locator("#episodes").getByRole("listitem");
    await expect(episodes).toHaveCount(3);
    for (const [index, episode] of EPISODES.entries()) {
      const item = episodes.nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(episode.title);
      await expect(item.locator("time")).toHaveText(episode.date);
      await expect(item).toContainText(episode.guest);
    }
  });

  test("every episode has a Listen button that opens the podcast in a new tab", async ({ page }) => {
    const listen = page.locator("#episodes").getByRole("link", { name: /^Listen/ });
    await expect(listen).toHaveCount(3);
    for (const [index, episode] of EPISODES.entries()) {
      const link = listen.nth(index);
      await expect(link).toHaveAccessibleName(new RegExp(`^Listen\\s*: ${escape(episode.title)}`));
      await expectNewTab(link, PODCAST_SITE);
    }
  });

  test("Listen Now plays the newest episode and View All opens the podcast site", async ({ page }) => {
    const hero = page.locator("section").first();
    await expect(hero.locator("time")).toHaveText(EPISODES[0]!.date);
    await expect(hero).toContainText(EPISODES[0]!.title);
    await expectNewTab(hero.getByRole("link", { name: /^Listen Now/ }), PODCAST_SITE);
    await expectNewTab(page.getByRole("link", { name: /^View All/ }), PODCAST_SITE);
  });

  test("lists where to listen, reasons to tune in and the host", async ({ page }) => {
    await expect(page.getByRole("heading", { name: "Listen wherever you are" })).toBeVisible();
    for (const platform of ["Apple Podcasts", "Spotify", "YouTube"]) {
      const badge = page.locator("main").getByRole("link", { name: new RegExp(platform) });
      await expect(badge).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByRole("heading", { name: "Conversations that make the hard things easier" })).toBeVisible();
    const about = page.locator("#about");
    await expect(about.getByText("About the Podcast")).toBeVisible();
    await expect(about).toContainText("Niki Weiss");
    await expect(about).toContainText("Digital Legacy Thanatologist");
    await expectNewTab(about.getByRole("link", { name: /^Niki Weiss/ }), "https://www.linkedin.com/in/nikiweiss/");
  });

  test("Subscribe for Special Perks offers the worksheet by e-mail", async ({ page }) => {
    const perks = page.locator("#perks");
    await expect(perks.getByRole("heading", { name: "Subscribe for Special Perks" })).toBeVisible();
    await expect(perks).toContainText("Digital Asset Inventory Worksheet");
    await expect(perks).toContainText("PDF");
    const subscribe = perks.getByRole("link", { name: "Subscribe Now" });
    await expect(subscribe).toHaveAttribute("href", /^mailto:hello@endevo\.life\?subject=.+Worksheet/);
  });
});

test("/video shows coming-soon placeholders with their dates", async ({ page }) => {
  await page.goto("/video");
  const videos = page.locator("#episodes").getByRole("listitem");
  await expect(videos).toHaveCount(4);
  await expect(videos.first().getByRole("heading", { level: 3 })).toHaveText("What Is a Digital Legacy?");
  await expect(videos.first().locator("time")).toHaveText("Oct 07, 2025");
  for (let index = 0; index < 4; index++) {
    await expect(videos.nth(index).getByText("Coming soon")).toBeVisible();
    // The artwork is a picture, not a player that will not play: no drawn play bar or running time.
    await expect(videos.nth(index)).not.toContainText("0:00");
  }
});

for (const width of [390, 1440]) {
  test(`the footer's two app badges match in size at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/podcast");
    const footer = podcastFooter(page);
    const apple = await footer.getByRole("link", { name: /App Store/ }).boundingBox();
    const google = await footer.getByRole("link", { name: /Google Play/ }).boundingBox();
    expect(apple && google).toBeTruthy();
    // "Download on the App Store" used to leave "Store" alone on a second line, making that badge taller and wider.
    expect(Math.abs(apple!.height - google!.height)).toBeLessThan(1);
    expect(Math.abs(apple!.width - google!.width)).toBeLessThan(1);
  });
}

test("/blog links to every post, and each post page opens with its title", async ({ page, request }) => {
  await page.goto("/blog");
  const cards = page.locator("#posts").getByRole("listitem");
  await expect(cards).toHaveCount(4);
  const links = page.locator("#posts").getByRole("heading", { level: 3 }).getByRole("link");
  const posts = await links.evaluateAll((anchors) =>
    anchors.map((a) => ({ href: a.getAttribute("href")!, title: a.textContent!.trim() })),
  );
  expect(posts.map((post) => post.href)).toEqual([
    "/blog/digital-asset-inventory",
    "/blog/talking-to-family-about-your-wishes",
    "/blog/passwords-after-death",
    "/blog/after-a-loss-digital-checklist",
  ]);
  for (const post of posts) {
    expect((await request.get(post.href)).status()).toBe(200);
    await page.goto(post.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const article = page.locator("main > article");
    await expect(article.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(article.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
    await expect(podcastFooter(page).locator('a[href="/learn-and-listen#blog"]')).toHaveCount(1);
  }
});

test("a blog card shows its date and author, and the whole card opens the post", async ({ page }) => {
  await page.goto("/blog");
  const first = page.locator("#posts").getByRole("listitem").first();
  await expect(first.locator("time")).toHaveText("Sep 09, 2025");
  await expect(first).toContainText("The ENDevo Team");
  await first.getByRole("article").click({ position: { x: 40, y: 40 } });
  await expect(page).toHaveURL(/\/blog\/digital-asset-inventory$/);
});

test.describe("/learn-and-listen", () => {
  const SECTIONS = [
    { id: "podcast", href: "/podcast" },
    { id: "video", href: "/video" },
    { id: "blog", href: "/blog" },
    { id: "resources", href: "/resources" },
  ];

  test("has a section for each footer anchor, each linking to its page", async ({ page }) => {
    await page.goto("/learn-and-listen");
    for (const { id, href } of SECTIONS) {
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveCount(1);
      await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(section.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });

  test("previews the latest episodes and opens the newest with Listen Now", async ({ page }) => {
    await page.goto("/learn-and-listen");
    const podcast = page.locator("#podcast");
    await expect(podcast.locator("time")).toHaveText(EPISODES.map((episode) => episode.date));
    await expectNewTab(podcast.getByRole("link", { name: /^Listen Now/ }), PODCAST_SITE);
  });

  test("the footer's anchors land on the hub's sections", async ({ page }) => {
    await page.goto("/podcast");
    await podcastFooter(page).locator('a[href="/learn-and-listen#blog"]').click();
    await expect(page).toHaveURL(/\/learn-and-listen#blog$/);
    await expect(page.locator("#blog")).toBeInViewport();
  });
});

test("the listening pages pass an accessibility scan", async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of [...PAGES.map((entry) => entry.path), "/blog/passwords-after-death"]) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(
        (violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target).join(" | ")})`,
      ),
    ).toEqual([]);
  }
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
