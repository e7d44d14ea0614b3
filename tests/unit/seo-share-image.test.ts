// The share pictures: text wraps to fit, the SVG draws text as outlines (no
// dependency on installed fonts), and the real renderer produces a 1200×630 PNG.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { cardEyebrow, fitTitle, shareCardSvg, wrapLines, type TextRenderer } from "../../src/lib/share-image";
import { fontRenderer, readEmblem, svgToPng } from "../../src/lib/share-image-render";

/** Every letter is half the font size wide. */
const fake: TextRenderer = {
  measure: (_font, text, size, tracking = 0) => text.length * size * 0.5 + tracking * Math.max(text.length - 1, 0),
  path: (_font, text, x, y, size) => `M${x} ${y}h${text.length * size * 0.5}`,
};

const card = {
  title: "Plans and Pricing",
  eyebrow: "Plans",
  siteName: "ENDevo",
  logoLine: "PLAN. PROTECT. PEACE.",
  tagline: "Live Fully. Die Ready.",
  domain: "endevo.life",
  emblem: readEmblem(),
};

describe("cardEyebrow", () => {
  it("names the page above its title, unless the title starts with the name", () => {
    expect(cardEyebrow("Plans", "Plans and Pricing")).toBeUndefined();
    expect(cardEyebrow("Learn & Listen", "Learn & Listen")).toBeUndefined();
    expect(cardEyebrow("About Us", "About ENDevo: Our Story")).toBe("About Us");
    expect(cardEyebrow(undefined, "Live Fully. Die Ready.")).toBeUndefined();
  });
});

describe("wrapLines", () => {
  const measure = (line: string) => line.length * 10;

  it("fills each line greedily", () => {
    expect(wrapLines("one two three four", 90, measure, 3)).toEqual(["one two", "three", "four"]);
  });

  it("gives up when the text needs too many lines or a word is too wide", () => {
    expect(wrapLines("one two three four", 90, measure, 2)).toBeUndefined();
    expect(wrapLines("extraordinarily", 90, measure, 3)).toBeUndefined();
  });
});

describe("fitTitle", () => {
  it("keeps a short title large and shrinks a long one", () => {
    const short = fitTitle("Plans and Pricing", (line, size) => line.length * size * 0.5);
    const long = fitTitle(
      "x ".repeat(30).trim() + " legacy readiness for people",
      (line, size) => line.length * size * 0.5,
    );
    expect(short).toEqual({ size: 80, lines: ["Plans and Pricing"] });
    expect(long.size).toBeLessThan(80);
    expect(long.lines.length).toBeLessThanOrEqual(3);
  });

  it("fails the build for a title no size can fit", () => {
    expect(() => fitTitle("y".repeat(200), (line, size) => line.length * size * 0.5)).toThrow(/shorten it/);
  });
});

describe("shareCardSvg", () => {
  it("is 1200×630 and draws text as paths, not <text>", () => {
    const svg = shareCardSvg(card, fake);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).not.toContain("<text");
    expect(svg).not.toContain("<image");
  });

  it("leaves out the foot tagline when it is the title (home page)", () => {
    const home = shareCardSvg({ ...card, title: card.tagline, eyebrow: undefined }, fake);
    const withTagline = shareCardSvg(card, fake);
    expect(home.match(/<path/g)?.length).toBe((withTagline.match(/<path/g)?.length ?? 0) - 2);
  });
});

describe("the build's renderer", () => {
  it("measures with the site's fonts and renders a 1200×630 PNG", async () => {
    const fonts = fontRenderer();
    expect(fonts.measure("serif", "ENDevo", 54)).toBeGreaterThan(100);
    expect(fonts.measure("sans", "ENDevo", 54)).toBeGreaterThan(100);
    expect(fonts.path("serif", "E", 0, 100, 50)).toMatch(/^M[\d.]+ [\d.]+/);
    const png = await svgToPng(shareCardSvg(card, fonts));
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
  });

  it("refuses text the fonts cannot draw instead of drawing boxes", () => {
    expect(() => fontRenderer().measure("serif", "漢字", 40)).toThrow(/no letter/);
  });
});
