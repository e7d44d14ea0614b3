// Reflow (WCAG 1.4.10) and zoom (1.4.4): every page at 320 CSS px wide and at 200 % browser zoom scrolls in
// one direction only, and no text or control is cut off — neither pushed past the edge of the window nor
// clipped by a box too small for it.
//
// 200 % zoom is emulated as the browser does it: zooming a 1280 × 900 window to 200 % leaves a CSS viewport of
// 640 × 450 px drawn at twice the device pixel ratio, and media queries see 640 px. So the test opens a
// 640 × 450 viewport at deviceScaleFactor 2, which lays the page out exactly as zoom would. (CSS `zoom` on the
// root element would scale the page without the media queries seeing a narrower viewport, which is not what a
// visitor who zooms gets.) 320 px is WCAG's own reflow width (a 1280 px window at 400 %).
//
// Layout is what is tested, so one page per page template (TEMPLATES in routes.ts says which and why) is enough:
// the other routes put the same section components in the same layout with other words.
import { expect, test } from "@playwright/test";
import { TEMPLATES } from "./routes";

const SIZES = [
  { name: "320 px wide", viewport: { width: 320, height: 640 }, deviceScaleFactor: 2 },
  { name: "200 % zoom of a 1280 × 900 window", viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 },
];

for (const size of SIZES) {
  test.describe(`reflow at ${size.name}`, () => {
    test.use({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor, reducedMotion: "reduce" });

    for (const path of TEMPLATES) {
      test(`${path}: no horizontal scroll, nothing cut off`, async ({ page }) => {
        await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
        await page.goto(path);
        const report = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
          const problems: string[] = [];
          if (scrollWidth > width + 1) problems.push(`page scrolls sideways: ${scrollWidth} px content in ${width} px`);

          const describe = (element: Element) => {
            const id = element.id ? `#${element.id}` : "";
            const cls =
              typeof element.className === "string" ? element.className.split(/\s+/).slice(0, 3).join(".") : "";
            return `${element.tagName.toLowerCase()}${id}${cls ? `.${cls}` : ""}`;
          };
          // Visually hidden on purpose (sr-only: a 1 px clipped box), or decorative.
          const hiddenOnPurpose = (element: Element) => {
            for (let node: Element | null = element; node; node = node.parentElement) {
              const style = getComputedStyle(node);
              if (style.clipPath !== "none") return true;
              if (node.getAttribute("aria-hidden") === "true") return true;
              if (style.visibility === "hidden" || style.display === "none" || style.opacity === "0") return true;
            }
            return false;
          };
          // Rows that scroll sideways on purpose (carousels, snap rows) may hold content outside their box.
          const inScroller = (element: Element) => {
            for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
              if (node.matches('[aria-roledescription="carousel"]')) return true;
              if (["auto", "scroll"].includes(getComputedStyle(node).overflowX)) return true;
            }
            return false;
          };
          /** The nearest ancestor box that clips its content (overflow other than visible), below <body>. */
          const clippers = (element: Element) => {
            const boxes: Element[] = [];
            for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
              const style = getComputedStyle(node);
              if (style.overflowX !== "visible" || style.overflowY !== "visible") boxes.push(node);
            }
            return boxes;
          };

          const checked = new Set<Element>();
          const check = (owner: Element, rects: DOMRect[], what: string) => {
            if (checked.has(owner) && what === "control") return;
            checked.add(owner);
            if (hiddenOnPurpose(owner) || inScroller(owner)) return;
            for (const rect of rects) {
              if (rect.width < 1 || rect.height < 1) continue;
              if (rect.left < -1 || rect.right > width + 1) {
                problems.push(
                  `${what} past the window edge: ${describe(owner)} "${owner.textContent?.trim().slice(0, 40)}"`,
                );
                return;
              }
              for (const box of clippers(owner)) {
                const outer = box.getBoundingClientRect();
                const out =
                  rect.left < outer.left - 1 ||
                  rect.right > outer.right + 1 ||
                  rect.top < outer.top - 1 ||
                  rect.bottom > outer.bottom + 1;
                if (out) {
                  problems.push(
                    `${what} cut off by ${describe(box)}: ${describe(owner)} "${owner.textContent?.trim().slice(0, 40)}"`,
                  );
                  return;
                }
              }
            }
          };

          // Every piece of visible text …
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || !node.parentElement) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            check(node.parentElement, [...range.getClientRects()], "text");
          }
          // … every control and image …
          for (const element of document.querySelectorAll("a, button, input, textarea, select, img, video, iframe")) {
            check(element, [element.getBoundingClientRect()], "control");
          }
          // … and no single-line text truncated with an ellipsis.
          for (const element of document.querySelectorAll("body *")) {
            const style = getComputedStyle(element);
            if (
              style.textOverflow === "ellipsis" &&
              element.scrollWidth > element.clientWidth + 1 &&
              !hiddenOnPurpose(element)
            ) {
              problems.push(`text truncated: ${describe(element)}`);
            }
          }
          return [...new Set(problems)];
        });
        expect(report).toEqual([]);
      });
    }
  });
}
