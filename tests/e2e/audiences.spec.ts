// The audience pages and /resources (SPEC §2): headings, anchors, where every
// button goes, the new-tab rule, the investors' market claim, the nine app
// features, the five wellness pillars and the Go Back link.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { load as parseYaml } from "js-yaml";

// Addresses and figures come from the content files, as the site's do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- YAML read as loose data for assertions
const load = (file: string) => parseYaml(readFileSync(`src/content/${file}`, "utf8")) as Record<string, any>;
const site = load("settings/site.yaml");
const claims = load("claims.yaml");
const links = site.links as Record<string, string>;

const PAGES = [
  "/who-we-serve",
  "/for-companies",
  "/for-individuals",
  "/for-investors",
  "/employee-wellness",
  "/resources",
];

test.beforeEach(async ({ page }) => {
  // Never reach the outside world: only the preview server answers.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

/** The page's content, without the shared header and footer. */
const main = (page: Page) => page.getByRole("main");

async function expectExternal(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toContainText("(opens in a new tab)");
}

async function expectInternal(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).not.toHaveAttribute("target", /.*/);
}

/** Section headings of the page content, in order. */
const h2s = (page: Page) => main(page).getByRole("heading", { level: 2 }).allTextContents();

test.describe("every audience page", () => {
  for (const path of PAGES) {
    test(`${path}: one h1, headings in order, no dead or unsafe links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      const levels = await page
        .locator("main :is(h1,h2,h3,h4)")
        .evaluateAll((els) => els.map((el) => Number(el.tagName[1])));
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level - levels[index - 1]!, `heading ${index} skips a level`).toBeLessThanOrEqual(1);
      });

      // No dead buttons: every action in the content is a link somewhere real.
      expect(await main(page).locator("button").count()).toBe(0);
      const hrefs = await main(page)
        .locator("a")
        .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs)
        expect(href, "a link without a destination").toMatch(
          /^(\/[a-z-]*(#[a-z-]+)?|#[a-z-]+|https:\/\/\S+|mailto:\S+)$/,
        );

      // Every link that leaves the site opens in a new tab, safely.
      for (const link of await main(page).locator('a[href^="http"]').all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
      // …and links within the site never do.
      for (const link of await main(page).locator('a[href^="/"], a[href^="#"], a[href^="mailto:"]').all()) {
        await expect(link).not.toHaveAttribute("target", /.*/);
      }
    });

    test(`${path}: no accessibility violations`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).include("main").analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    });
  }
});

test.describe("/who-we-serve", () => {
  test("three audience blocks at the anchors the menus use, each with its button", async ({ page }) => {
    await page.goto("/who-we-serve");
    await expect(page).toHaveTitle(/Who We Serve/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const ids = await main(page)
      .locator("section[id]")
      .evaluateAll((els) => els.map((el) => el.id));
    expect(ids).toEqual(["individuals", "service-providers", "employers"]);

    const individuals = page.locator("#individuals");
    await expect(individuals.getByRole("heading", { level: 2 })).toBeVisible();
    await expectInternal(individuals.getByRole("link", { name: "Start Your Journey Today" }), "/for-individuals");
    await expectExternal(
      individuals.getByRole("link", { name: "Take the Peace of Mind Assessment" }),
      links.assessment!,
    );

    const providers = page.locator("#service-providers");
    await expectExternal(providers.getByRole("link", { name: "Partner With ENDevo" }), links.booking!);
    await expectInternal(providers.getByRole("link", { name: "Visit the Readiness Hub" }), "/marketplace");

    const employers = page.locator("#employers");
    await expectInternal(employers.getByRole("link", { name: "Empower Your Team" }), "/for-companies");
    await expectInternal(
      employers.getByRole("link", { name: "Explore the Employee Wellness Program" }),
      "/employee-wellness",
    );

    // The hero jumps to each block.
    const hero = main(page).locator("section").first();
    await expectInternal(hero.getByRole("link", { name: "Individuals & Families" }), "#individuals");
    await expectInternal(hero.getByRole("link", { name: "Service Providers" }), "#service-providers");
    await expectInternal(hero.getByRole("link", { name: "Employers" }), "#employers");
    await expectExternal(main(page).getByRole("link", { name: "Book a Call" }), links.booking!);
  });

  for (const id of ["individuals", "service-providers", "employers"]) {
    test(`arriving at #${id} brings that block into view`, async ({ page }) => {
      await page.goto(`/who-we-serve#${id}`);
      await expect(page.locator(`#${id} h2`)).toBeInViewport();
    });
  }

  test("Start Your Journey Today leads to the individuals page", async ({ page }) => {
    await page.goto("/who-we-serve#individuals");
    await page.getByRole("link", { name: "Start Your Journey Today" }).click();
    await expect(page).toHaveURL(/\/for-individuals$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("/for-companies", () => {
  test("HR/EAP pitch, Go Back, four benefit cards and Partner With Us", async ({ page }) => {
    await page.goto("/for-companies");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Support your people");
    await expect(main(page).getByText("HR & EAP Leaders")).toBeVisible();
    await expect(main(page).getByText(claims.companyLosses.statement)).toBeVisible();

    const goBack = main(page).getByRole("link", { name: "Go Back" });
    await expectInternal(goBack, "/who-we-serve");
    // Go Back comes before the page's heading.
    const [backTop, h1Top] = await Promise.all([
      goBack.evaluate((el) => el.getBoundingClientRect().top),
      page.getByRole("heading", { level: 1 }).evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(backTop).toBeLessThan(h1Top);

    const benefits = page.locator("#benefits");
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveText([
      "Healthier, More Present Teams",
      "Stronger Retention",
      "A Complete EAP",
      "Simple to Launch",
    ]);
    await expectInternal(main(page).getByRole("link", { name: "Explore the Benefits" }), "#benefits");

    await expectExternal(main(page).getByRole("link", { name: "Partner With Us" }), links.booking!);
    await expect(main(page).getByRole("link", { name: "Email Our Team" })).toHaveAttribute(
      "href",
      `mailto:${site.contact.email}?subject=Readiness%20for%20our%20workplace`,
    );
  });

  test("Go Back falls back to /who-we-serve when the page was opened directly", async ({ page }) => {
    await page.goto("/for-companies");
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/who-we-serve$/);
  });

  test("Go Back returns to the exact place the visitor came from on this site", async ({ page }) => {
    await page.goto("/who-we-serve#employers");
    await page.getByRole("link", { name: "Empower Your Team" }).click();
    await expect(page).toHaveURL(/\/for-companies$/);
    await page.getByRole("link", { name: "Go Back" }).click();
    // The fallback link would lose the anchor; history keeps it.
    await expect(page).toHaveURL(/\/who-we-serve#employers$/);
    await expect(page.locator("#employers h2")).toBeInViewport();
  });

  test("Go Back steps back to any page of the site, not only Who We Serve", async ({ page }) => {
    await page.goto("/employee-wellness");
    await page.getByRole("link", { name: "Information for HR and EAP Leaders" }).click();
    await expect(page).toHaveURL(/\/for-companies$/);
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/employee-wellness$/);
  });

  test("Go Back ignores visitors arriving from another site", async ({ page }) => {
    await page.goto("/for-investors");
    await page.goto("/for-companies", { referer: "https://www.example.org/article" });
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/who-we-serve$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("Go Back is still a working link", async ({ page }) => {
      await page.goto("/for-companies");
      await page.getByRole("link", { name: "Go Back" }).click();
      await expect(page).toHaveURL(/\/who-we-serve$/);
    });
  });
});

test.describe("/for-individuals", () => {
  test("four cards and Start Your Plan", async ({ page }) => {
    await page.goto("/for-individuals");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#how-we-help").getByRole("heading", { level: 3 })).toHaveText([
      "Peace of Mind Assessment",
      "One Place for Your Documents",
      "Guided One-on-One Support",
      "Secure Sharing",
    ]);
    await expect(
      main(page)
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: "Discover" }) }),
    ).toBeVisible();
    expect(await h2s(page)).toEqual(
      expect.arrayContaining([
        "Everything you need to feel ready",
        "Three steps to peace of mind",
        "Start your plan today",
      ]),
    );

    await expectInternal(main(page).getByRole("link", { name: "Start Your Plan" }), "/plan");
    await expectExternal(
      main(page).getByRole("link", { name: "Take the Peace of Mind Assessment" }),
      links.assessment!,
    );
    await expectExternal(main(page).getByRole("link", { name: "Book a Free Call" }), links.booking!);

    await main(page).getByRole("link", { name: "Start Your Plan" }).click();
    await expect(page).toHaveURL(/\/plan$/);
  });
});

test.describe("/for-investors", () => {
  test("the market claim from the claims file, four cards and the investment contact", async ({ page }) => {
    await page.goto("/for-investors");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const market = page.locator("#market");
    await expect(market).toContainText("over 126 billion dollars");
    await expect(market).toContainText(claims.industrySize.statement);
    await expect(market.getByText(claims.industrySize.figure, { exact: true })).toBeVisible();

    await expect(main(page).locator("section").nth(2).getByRole("heading", { level: 3 })).toHaveText([
      "A Growing Need",
      "Several Ways to Reach People",
      "AI With a Human Heart",
      "Led by Experience",
    ]);

    const invest = main(page).getByRole("link", { name: "Explore Investment Opportunities" });
    await expect(invest).toHaveAttribute("href", new RegExp(`^mailto:${site.contact.email}\\?subject=\\S+`));
    await expect(invest).not.toHaveAttribute("target", /.*/);
    await expectExternal(main(page).getByRole("link", { name: "Book a Call" }), links.booking!);
    await expectInternal(main(page).getByRole("link", { name: "See the Opportunity" }), "#market");
  });
});

test.describe("/employee-wellness", () => {
  const PILLARS = [
    "Physical Health",
    "Emotional Well-Being",
    "Financial Readiness",
    "Career Growth and Purpose",
    "Community and Connection",
  ];

  test("hero, About the Program, Why It Matters, then the pillars", async ({ page }) => {
    await page.goto("/employee-wellness");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const eyebrows = await main(page)
      .locator("section")
      .evaluateAll((sections) => sections.map((section) => section.querySelector("p")?.textContent?.trim()));
    expect(eyebrows.slice(0, 4)).toEqual([
      "Employee Wellness Program",
      "About the Program",
      "Why It Matters",
      "The Five Pillars",
    ]);
    await expect(main(page).getByText(claims.adultsWithPlan.statement)).toBeVisible();
  });

  test("the five pillars as a labelled diagram with real text, and as a list", async ({ page }) => {
    await page.goto("/employee-wellness");
    const diagram = main(page).getByRole("img", { name: /Five pillars/ });
    await expect(diagram).toBeVisible();
    await expect(diagram).toHaveAccessibleName(`Five pillars for living fully: ${PILLARS.join(", ")}`);
    for (const pillar of PILLARS) await expect(diagram.getByText(pillar, { exact: true })).toBeVisible();

    const list = main(page)
      .getByRole("list")
      .filter({ has: page.getByRole("heading", { name: "Physical Health" }) });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(PILLARS);
  });

  test("on a phone each pillar's name is at least 13 px, on a plate the dashed ring passes behind", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/employee-wellness");
    const diagram = main(page).getByRole("img", { name: /Five pillars/ });
    for (const pillar of PILLARS) {
      const name = diagram.getByText(pillar, { exact: true });
      const { size, background } = await name.evaluate((element) => {
        const style = getComputedStyle(element);
        return { size: parseFloat(style.fontSize), background: style.backgroundColor };
      });
      expect(size, pillar).toBeGreaterThanOrEqual(13);
      expect(background, pillar).not.toBe("rgba(0, 0, 0, 0)");
    }
  });

  test("Join the Program goes to /plan; Schedule a Consultation opens the booking widget", async ({ page }) => {
    await page.goto("/employee-wellness");
    const join = main(page).getByRole("link", { name: "Join the Program" });
    await expect(join).toHaveCount(2);
    for (const link of await join.all()) await expectInternal(link, "/plan");
    const schedule = main(page).getByRole("link", { name: "Schedule a Consultation" });
    await expect(schedule).toHaveCount(2);
    for (const link of await schedule.all()) await expectExternal(link, links.booking!);

    await join.first().click();
    await expect(page).toHaveURL(/\/plan$/);
  });
});

test.describe("/resources", () => {
  test("hero buttons", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const hero = main(page).locator("section").first();
    await expectExternal(hero.getByRole("link", { name: "Learn from Experts" }), links.podcast!);
    await expectExternal(hero.getByRole("link", { name: "Plan with Our App" }), links.appStoreGoogle!);
    await expectInternal(hero.getByRole("link", { name: "Explore Practical Guides" }), "/blog");
  });

  test("the Peace of Mind Assessment at #peace-of-mind", async ({ page }) => {
    await page.goto("/resources#peace-of-mind");
    const block = page.locator("#peace-of-mind");
    await expect(block.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(block).toContainText("Peace of Mind Assessment");
    await expectExternal(block.getByRole("link", { name: "Take the Peace of Mind Assessment" }), links.assessment!);
  });

  test("nine app features and Get the App at #mobile-app", async ({ page }) => {
    await page.goto("/resources#mobile-app");
    const block = page.locator("#mobile-app");
    await expect(block.getByRole("heading", { level: 2 })).toBeInViewport();
    await expect(block).toContainText("My Final Playbook");
    const features = block.getByRole("list").first().getByRole("listitem");
    await expect(features).toHaveCount(9);
    for (const feature of await features.all()) {
      await expect(feature.getByRole("heading", { level: 3 })).toBeVisible();
      await expect(feature.locator("p")).not.toBeEmpty();
    }
    const getApp = block.getByRole("link", { name: "Get the App" });
    await expectExternal(getApp, links.appStoreGoogle!);
    await expect(getApp).toHaveAttribute("data-apple-href", links.appStoreApple!);
  });

  test("Learn and Listen opens the podcast site", async ({ page }) => {
    await page.goto("/resources");
    await expectExternal(main(page).getByRole("link", { name: "Learn and Listen" }), links.podcast!);
  });

  test.describe("on an iPhone", () => {
    test.use({
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
    });
    test("the app buttons point at the Apple App Store", async ({ page }) => {
      await page.goto("/resources");
      await expectExternal(main(page).getByRole("link", { name: "Plan with Our App" }), links.appStoreApple!);
      await expectExternal(main(page).getByRole("link", { name: "Get the App" }), links.appStoreApple!);
    });
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of PAGES) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});
