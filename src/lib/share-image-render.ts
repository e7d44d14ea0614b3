// Build-time rendering of the share pictures: the site's own fonts (the
// self-hosted @fontsource files) become SVG outlines, and sharp turns the SVG
// into a PNG. Nothing here depends on the fonts installed on the machine.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { create, type Font } from "fontkitten";
import sharp from "sharp";
import type { FontName, TextRenderer } from "./share-image";

/** The site's heading and body fonts (see components/site/Head.astro and styles/global.css). */
const FONT_FILES: Record<FontName, string> = {
  serif: "@fontsource-variable/newsreader/files/newsreader-latin-wght-normal.woff2",
  sans: "@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
};

// Builds run from the project root; resolve packages from there (the rendering
// code itself runs from a bundled chunk elsewhere).
const projectRequire = createRequire(join(process.cwd(), "package.json"));

function loadFont(name: FontName): Font {
  const font = create(readFileSync(projectRequire.resolve(FONT_FILES[name])));
  if (font.isCollection) throw new Error(`${FONT_FILES[name]} is a font collection, not one font.`);
  return font;
}

let fonts: Record<FontName, Font> | undefined;
function loadFonts(): Record<FontName, Font> {
  fonts ??= { serif: loadFont("serif"), sans: loadFont("sans") };
  return fonts;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function fontRenderer(): TextRenderer {
  const loaded = loadFonts();
  const glyphs = (name: FontName, text: string) => {
    const font = loaded[name];
    const found = font.glyphsForString(text);
    const missing = found.filter((glyph) => glyph.id === 0);
    if (missing.length > 0) throw new Error(`The ${name} font has no letter for part of "${text}" (share picture).`);
    return { font, found };
  };
  return {
    measure(name, text, size, tracking = 0) {
      const { font, found } = glyphs(name, text);
      const scale = size / font.unitsPerEm;
      const advance = found.reduce((sum, glyph) => sum + glyph.advanceWidth * scale, 0);
      return advance + tracking * Math.max(found.length - 1, 0);
    },
    path(name, text, x, y, size, tracking = 0) {
      const { font, found } = glyphs(name, text);
      const scale = size / font.unitsPerEm;
      let penX = x;
      const parts: string[] = [];
      for (const glyph of found) {
        for (const { command, args } of glyph.path.commands) {
          const points: number[] = [];
          for (let i = 0; i < args.length; i += 2) {
            points.push(round(penX + (args[i] ?? 0) * scale), round(y - (args[i + 1] ?? 0) * scale));
          }
          const letter = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C", closePath: "Z" }[
            command
          ];
          parts.push(letter + points.join(" "));
        }
        penX += glyph.advanceWidth * scale + tracking;
      }
      return parts.join("");
    },
  };
}

/** The emblem drawn in the logo and favicon. */
export function readEmblem(): string {
  return readFileSync(join(process.cwd(), "public", "favicon.svg"), "utf8");
}

export async function svgToPng(
  svg: string,
  size?: { width: number; height: number },
): Promise<Uint8Array<ArrayBuffer>> {
  let image = sharp(Buffer.from(svg), { density: 72 });
  if (size) image = image.resize(size.width, size.height);
  const png = await image.png({ compressionLevel: 9 }).toBuffer();
  // A copy on its own ArrayBuffer: what Response accepts as a body.
  return new Uint8Array(png);
}
