// Forced colours (Windows High Contrast and similar): the browser replaces the site's colours with a few
// system colours and drops backgrounds. Buttons must keep a visible shape, icons must stay visible, and
// keyboard focus must still show. What forced colours change is how components are drawn, so one page per kind of
// interactive component is checked (INTERACTIVE_TEMPLATES in routes.ts says which and why).
import { expect, test, type Page } from "@playwright/test";
import { focusProblems, focusStop, rememberUnfocusedStyles, tabWalk } from "./focus";
import { content, t } from "../content";
import { INTERACTIVE_TEMPLATES } from "./routes";

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
});

/** Contrast helpers, defined in the page (page.evaluate cannot take functions). */
const COLOUR_HELPERS = `
  window.__luminance = (color) => {
    const [r, g, b] = (color.match(/[\\d.]+/g) ?? ["0", "0", "0"]).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  window.__contrast = (a, b) => {
    const [light, dark] = [__luminance(a), __luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  };
  window.__background = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      const alpha = color.startsWith("rgba") ? Number(color.split(",")[3].replace(")", "")) : 1;
      if (color !== "transparent" && alpha >= 0.5) return color;
    }
    return getComputedStyle(document.documentElement).backgroundColor;
  };
  // What an icon is painted with. Icons drawn in currentColor follow the (forced) text colour, which
  // getComputedStyle reports in "color" (its "stroke" keeps the unforced value).
  window.__paint = (svg) => {
    const style = getComputedStyle(svg);
    const current = (name) => /currentcolor/i.test(svg.getAttribute(name) ?? "") || svg.classList.contains(name + "-current");
    if (style.stroke !== "none" || current("stroke")) return current("stroke") ? style.color : style.stroke;
    if (style.fill !== "none" || current("fill")) return current("fill") ? style.color : style.fill;
    return "none";
  };
  window.__shown = (element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && element.checkVisibility({ visibilityProperty: true });
  };
`;

interface Helpers {
  __paint(svg: Element): string;
  __contrast(a: string, b: string): number;
  __background(element: Element): string;
  __shown(element: Element): boolean;
}

/** In normal colours, marks the links and buttons drawn as a shape (a fill or an outline) and the icons people
 *  can see (at least 3:1 against what is behind them; faint decorations are left out). */
async function markInNormalColours(page: Page) {
  await page.emulateMedia({ forcedColors: "none" });
  // Evaluated through the test driver: the site's Content Security Policy refuses an injected <script>.
  await page.evaluate(COLOUR_HELPERS);
  await page.evaluate(() => {
    const w = window as unknown as Helpers;
    for (const element of document.querySelectorAll("a, button")) {
      const style = getComputedStyle(element);
      const filled = !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.backgroundColor);
      const outlined = style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) > 0;
      if (filled || outlined) element.setAttribute("data-test-shape", "");
    }
    for (const svg of document.querySelectorAll("svg")) {
      const paint = w.__paint(svg);
      if (paint !== "none" && w.__contrast(paint, w.__background(svg)) >= 3) svg.setAttribute("data-test-icon", "");
    }
  });
  await page.emulateMedia({ forcedColors: "active" });
}

/** Buttons and icons as forced colours draw them: what a visitor could not see. */
async function invisibleInForcedColours(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as Helpers;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
    const problems: string[] = [];
    // Buttons keep their shape: an edge (forced to the text colour) where they had a fill or an outline.
    for (const element of document.querySelectorAll("[data-test-shape]")) {
      if (!w.__shown(element)) continue;
      const style = getComputedStyle(element);
      const border = style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) >= 1;
      const behind = w.__background(element.parentElement ?? element);
      if (!border || w.__contrast(style.borderTopColor, behind) < 3) {
        problems.push(`${describe(element)}: button shape lost (no visible border in forced colours)`);
      }
      if (w.__contrast(style.color, w.__background(element)) < 4.5)
        problems.push(`${describe(element)}: text not readable`);
    }
    // Icons stay visible against what is behind them.
    for (const svg of document.querySelectorAll("svg[data-test-icon]")) {
      if (!w.__shown(svg)) continue;
      const paint = w.__paint(svg);
      if (paint === "none" || w.__contrast(paint, w.__background(svg)) < 3) {
        const owner = svg.closest("a, button, [role=img], h2, h3, li, p") ?? svg;
        problems.push(`icon in ${describe(owner)}: ${paint} on ${w.__background(svg)}`);
      }
    }
    return problems;
  });
}

test.describe("forced colours", () => {
  test.use({ forcedColors: "active", reducedMotion: "reduce" });

  for (const width of [1280, 390]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: width > 800 ? 900 : 844 } });

      for (const path of INTERACTIVE_TEMPLATES) {
        test(`${path}: buttons keep their shape and icons stay visible`, async ({ page }) => {
          await page.goto(path);
          await markInNormalColours(page);
          expect(await invisibleInForcedColours(page)).toEqual([]);
        });
      }

      test("keyboard focus stays visible", async ({ page }) => {
        await page.goto("/");
        await rememberUnfocusedStyles(page);
        const { stops, problems } = await tabWalk(page, { max: 25 });
        expect(stops.length).toBe(25);
        expect(problems).toEqual([]);
      });

      test("the open chat: its buttons, icons and focus", async ({ page }) => {
        await page.goto("/");
        await page.getByRole("button", { name: t("chatOpen", { name: content.chat.name }) }).click();
        const chat = page.getByRole("dialog", { name: t("chatWindow", { name: content.chat.name }) });
        await expect(chat).toBeVisible();
        await markInNormalColours(page);
        expect(await invisibleInForcedColours(page)).toEqual([]);
        await rememberUnfocusedStyles(page);
        await chat.getByRole("textbox", { name: t("chatMessageLabel") }).focus();
        await page.keyboard.press("Tab");
        expect(focusProblems(await focusStop(page))).toEqual([]);
      });
    });
  }

  test.describe("at 390 px, mobile menu open", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("the menu button and the open menu", async ({ page }) => {
      await page.goto("/");
      await page.getByRole("button", { name: t("openMenu"), exact: true }).click();
      await expect(page.getByRole("navigation", { name: t("mobileMenu"), exact: true })).toBeVisible();
      await markInNormalColours(page);
      expect(await invisibleInForcedColours(page)).toEqual([]);
    });
  });
});
