// Components colour the site through the semantic tokens of src/styles/global.css (bg-surface, text-accent,
// var(--color-calm) …), never through a palette class (text-orange-500), a palette variable or a colour value
// (hsl(…), rgb(…), #hex): then a change of brand colour, or a contrast fix, is one line in global.css, and every
// colour on the page has a role an editor or designer can name. This test reads every file under src/components,
// src/islands, src/layouts and src/pages and names each file, line and the token to use instead.
//
// Allowed: white and black (neutral, the same in any palette), `transparent` and `currentColor`. Not read:
// src/styles/global.css (where the palette and the tokens live) and the SVG files in public/, which the page loads
// as images: an image cannot read the page's CSS variables, so its colours have to be written out.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCANNED = ["src/components", "src/islands", "src/layouts", "src/pages"];
const GLOBAL_CSS = "src/styles/global.css";

/**
 * Files other branches are changing while this guard lands: they still use palette classes, which a temporary
 * block in global.css keeps drawing. Each entry goes when its file is migrated (the test fails for an entry whose
 * file is already clean), and the temporary block goes with the last one.
 */
const PENDING: string[] = [];

// Brand hues and Tailwind's own (switched off in global.css, so their classes would silently draw nothing).
const HUES = [
  ...["navy", "orange", "teal", "cream", "sand", "slate"],
  ...["red", "amber", "yellow", "lime", "green", "emerald", "cyan", "sky", "blue", "indigo", "violet", "purple"],
  ...["fuchsia", "pink", "rose", "gray", "zinc", "neutral", "stone"],
];
const UTILITY = String.raw`(?:bg|text|from|via|to|ring-offset|ring|border(?:-[xytrblse])?|fill|stroke|outline|decoration|divide|shadow|inset-shadow|drop-shadow|caret|accent|placeholder)`;
const PALETTE_CLASS = new RegExp(
  String.raw`(?<![\w-])(${UTILITY})-(${HUES.join("|")})-(\d{2,3})(\/\d+)?(?![\w-])`,
  "g",
);
const PALETTE_VARIABLE = new RegExp(String.raw`--(?:palette|color)-(${HUES.join("|")})-(\d{2,3})\b`, "g");
const COLOUR_FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([^)]*\)?/g;
// A hex colour where a colour goes (an attribute, a class's arbitrary value, a style, a string), not a #fragment.
const HEX = /(?<![\w&/-]|href=["']?)#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3,4})(?![\w-])/g;

interface Palette {
  /** "orange-500" → its colour as [r, g, b] (0–255). */
  rgb: Map<string, [number, number, number]>;
  /** "orange-500" → the semantic tokens defined from it ("accent-bright", "focus"). */
  tokens: Map<string, string[]>;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** A literal colour as [r, g, b] and its alpha, or undefined when it is not one this test can read. */
function parseColour(literal: string): { rgb: [number, number, number]; alpha: number } | undefined {
  const text = literal.replace(/_/g, " ").trim();
  const hex = /^#([0-9a-f]{3,8})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
    const [r, g, b, a = 255] = (full.match(/../g) ?? []).map((pair) => parseInt(pair, 16));
    return { rgb: [r!, g!, b!], alpha: a / 255 };
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/i.exec(text);
  if (!fn) return undefined;
  const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean);
  const numbers = parts.map((part) => parseFloat(part));
  if (numbers.length < 3 || numbers.some(Number.isNaN)) return undefined;
  const alphaPart = parts[3];
  const alpha = alphaPart === undefined ? 1 : alphaPart.endsWith("%") ? numbers[3]! / 100 : numbers[3]!;
  const [x, y, z] = numbers as [number, number, number];
  return { rgb: fn[1]!.toLowerCase().startsWith("hsl") ? hslToRgb(x, y, z) : [x, y, z], alpha };
}

/** The palette and the tokens built on it, read from global.css so the suggestions follow the file. */
function readPalette(css: string): Palette {
  const rgb = new Map<string, [number, number, number]>();
  for (const [, name, value] of css.matchAll(/--palette-([a-z]+-\d+):\s*([^;]+);/g)) {
    const colour = parseColour(value!);
    if (colour) rgb.set(name!, colour.rgb);
  }
  const tokens = new Map<string, string[]>();
  for (const [, token, name] of css.matchAll(/--color-([a-z-]+):\s*var\(--palette-([a-z]+-\d+)\);/g)) {
    if (/^(?:[a-z]+)-\d+$/.test(token!)) continue; // the temporary palette block, not a token
    tokens.set(name!, [...(tokens.get(name!) ?? []), token!]);
  }
  return { rgb, tokens };
}

function tokensFor(palette: Palette, rgb: [number, number, number]): string[] {
  if (rgb.every((channel) => channel === 255)) return ["white"];
  if (rgb.every((channel) => channel === 0)) return ["black"];
  for (const [name, value] of palette.rgb) {
    if (value.every((channel, index) => Math.abs(channel - rgb[index]!) <= 1)) return palette.tokens.get(name) ?? [];
  }
  return [];
}

const ADD_TOKEN = `a semantic token (add one, named by its role, to ${GLOBAL_CSS} if none fits)`;

/** Every raw colour in a file's text, as "path:line: found → use instead". */
function rawColours(path: string, text: string, palette: Palette): string[] {
  const problems: string[] = [];
  text.split("\n").forEach((line, index) => {
    const at = `${path}:${index + 1}`;
    for (const [found, utility, hue, shade, opacity = ""] of line.matchAll(PALETTE_CLASS)) {
      const tokens = palette.tokens.get(`${hue}-${shade}`) ?? [];
      const instead = tokens.length ? tokens.map((token) => `${utility}-${token}${opacity}`).join(" or ") : ADD_TOKEN;
      problems.push(`${at}: ${found} → ${instead}`);
    }
    for (const [found, hue, shade] of line.matchAll(PALETTE_VARIABLE)) {
      const tokens = palette.tokens.get(`${hue}-${shade}`) ?? [];
      const instead = tokens.length ? tokens.map((token) => `--color-${token}`).join(" or ") : ADD_TOKEN;
      problems.push(`${at}: ${found} → ${instead}`);
    }
    for (const [found] of [...line.matchAll(COLOUR_FUNCTION), ...line.matchAll(HEX)]) {
      const colour = parseColour(found);
      const tokens = colour ? tokensFor(palette, colour.rgb) : [];
      let instead = ADD_TOKEN;
      if (tokens.length && colour!.alpha < 1) {
        const percent = `${Math.round(colour!.alpha * 100)}%`;
        instead = tokens.map((token) => `color-mix(in_srgb,var(--color-${token})_${percent},transparent)`).join(" or ");
        if (/gradient\(/.test(line)) instead += " (with `in_srgb` after the gradient's shape, so it blends the same)";
      } else if (tokens.length) {
        instead = tokens.map((token) => `var(--color-${token})`).join(" or ");
      }
      problems.push(`${at}: ${found} → ${instead}`);
    }
  });
  return problems;
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(astro|tsx?|jsx?|mjs|css)$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .sort();
}

const palette = readPalette(readFileSync(join(ROOT, GLOBAL_CSS), "utf8"));
const files = SCANNED.flatMap(filesUnder);
const problemsIn = (file: string) => rawColours(file, readFileSync(join(ROOT, file), "utf8"), palette);

describe("colour tokens", () => {
  it("global.css names a semantic token for every palette colour", () => {
    expect(palette.rgb.size).toBeGreaterThan(0);
    const orphans = [...palette.rgb.keys()].filter((name) => !palette.tokens.has(name));
    expect(orphans, "palette colours no token uses: remove them or give them a role").toEqual([]);
  });

  it("components, islands, layouts and pages use semantic tokens only", () => {
    const problems = files.filter((file) => !PENDING.includes(file)).flatMap(problemsIn);
    expect(problems, `Raw colours (use the token after the arrow):\n${problems.join("\n")}\n`).toEqual([]);
  });

  it("lists as pending only files that still have raw colours, and keeps palette classes only while one does", () => {
    const migrated = PENDING.filter((file) => problemsIn(file).length === 0);
    expect(migrated, "migrated: remove these from PENDING in tests/unit/colour-tokens.test.ts").toEqual([]);
    const css = readFileSync(join(ROOT, GLOBAL_CSS), "utf8");
    const paletteUtilities = [...css.matchAll(/--color-((?:[a-z]+)-\d+):/g)].map((match) => match[1]);
    if (PENDING.length === 0) expect(paletteUtilities, "palette classes nothing needs: delete them").toEqual([]);
  });

  // The guard itself, on lines like those it replaced.
  it("names the file, the line and the token for palette classes, palette variables and colour values", () => {
    const sample = [
      `<p class="mb-4 text-orange-500 hover:bg-teal-100/70">`,
      `<circle fill="var(--color-navy-950)" stroke="#fff" />`,
      `<div class="bg-[radial-gradient(60rem_30rem_at_85%_-10%,hsl(20_100%_50%/0.35),transparent)]"></div>`,
      `<meta name="theme-color" content="#03193f" />`,
      `<a href="#faced" class="text-accent bg-white/10 border-transparent">`,
    ].join("\n");
    expect(rawColours("src/components/Sample.astro", sample, palette)).toEqual([
      "src/components/Sample.astro:1: text-orange-500 → text-accent-bright",
      "src/components/Sample.astro:1: bg-teal-100/70 → bg-calm-surface/70",
      "src/components/Sample.astro:2: --color-navy-950 → --color-surface-inverse-deep",
      "src/components/Sample.astro:2: #fff → var(--color-white)",
      "src/components/Sample.astro:3: hsl(20_100%_50%/0.35) → color-mix(in_srgb,var(--color-accent-bright)_35%,transparent) (with `in_srgb` after the gradient's shape, so it blends the same)",
      "src/components/Sample.astro:4: #03193f → var(--color-surface-inverse) or var(--color-ink) or var(--color-brand)",
    ]);
  });
});
