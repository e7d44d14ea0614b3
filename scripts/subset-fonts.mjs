// Makes the two web fonts small enough for a fast first paint on a phone, and writes src/styles/fonts.css.
//   node scripts/subset-fonts.mjs        (run again only when the @fontsource-variable packages change)
//
// Why: the @fontsource-variable "latin" files carry weights 200–800 and ~250 glyphs (58 KB + 34 KB). The site
// uses weights 400–700 and, in practice, Basic Latin and punctuation. This script cuts each family's latin file
// into two files by Unicode range, both limited to weights 400–700:
//   - "core": Basic Latin, Latin-1 punctuation and symbols, general punctuation, €, ™, arrows (every page);
//   - "latin-rest": the rest of fontsource's latin range (accented letters such as é, ñ, ü), which the browser
//     downloads only for a page that uses one of those characters.
// Other scripts (latin-ext, vietnamese …) still come from the fontsource CSS imported in global.css.
// It also computes metric-matched fallback faces (Capsize's method, as Astro's font API does) so the text
// drawn in the system font before the web font arrives takes the same space: no layout shift on the swap.
//
// Needs Python 3 with fontTools and brotli: `apt-get install python3-fonttools python3-brotli`
// or `pip install fonttools brotli` (PYTHON=/path/to/python3 picks the interpreter). The outputs (src/assets/fonts/*.woff2, src/styles/fonts.css) are committed,
// so building the site never needs Python.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { fromFile } from "@capsizecss/unpack/fs";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = `${root}src/assets/fonts`;
const cssFile = `${root}src/styles/fonts.css`;

const CORE = "U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212";
const LATIN_REST =
  "U+00C0-00D6,U+00D8-00F6,U+00F8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2215,U+FEFF,U+FFFD";
const WEIGHTS = [400, 700]; // font-normal … font-bold: every weight the site's CSS uses

// Metrics of the system fonts the fallbacks imitate (Capsize / Astro's font API; Liberation fonts share them).
const SYSTEM = {
  serif: {
    local: ["Times New Roman", "Liberation Serif"],
    ascent: 1825,
    descent: -443,
    lineGap: 87,
    unitsPerEm: 2048,
    xWidthAvg: 832,
  },
  sans: {
    local: ["Arial", "Liberation Sans"],
    ascent: 1854,
    descent: -434,
    lineGap: 67,
    unitsPerEm: 2048,
    xWidthAvg: 913,
  },
};

const FAMILIES = [
  {
    family: "Newsreader Variable",
    fallback: "Newsreader Fallback",
    system: SYSTEM.serif,
    source: "node_modules/@fontsource-variable/newsreader/files/newsreader-latin-wght-normal.woff2",
    name: "newsreader",
  },
  {
    family: "Atkinson Hyperlegible Next Variable",
    fallback: "Atkinson Hyperlegible Next Fallback",
    system: SYSTEM.sans,
    source:
      "node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2",
    name: "atkinson-hyperlegible-next",
  },
];

// fontTools: keep the glyphs of a Unicode range, then limit the weight axis (dropping the 200 and 800 masters).
const PYTHON = `
import sys
from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
source, unicodes, target, low, high = sys.argv[1:6]
options = subset.Options()
options.flavor = None
options.hinting = False
options.desubroutinize = True
font = TTFont(source)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
subsetter.subset(font)
font = instancer.instantiateVariableFont(font, {"wght": (float(low), float(high))})
font.flavor = "woff2"
font.save(target)
`;

function python(args) {
  const result = spawnSync(process.env.PYTHON ?? "python3", ["-c", PYTHON, ...args], { stdio: "inherit" });
  if (result.error || result.status !== 0) {
    console.error(
      "\nfontTools failed. Install it: `apt-get install python3-fonttools python3-brotli` or `pip install fonttools brotli`.",
    );
    process.exit(1);
  }
}

const pct = (value) => `${Number((value * 100).toFixed(4))}%`;

/** Capsize's fallback: scale the system font to the web font's average width, then match its vertical metrics. */
function fallbackFace({ fallback, system }, metrics) {
  const sizeAdjust = metrics.xWidthAvg / metrics.unitsPerEm / (system.xWidthAvg / system.unitsPerEm);
  const em = metrics.unitsPerEm * sizeAdjust;
  return `@font-face {
  font-family: "${fallback}";
  src: ${system.local.map((name) => `local("${name}")`).join(", ")};
  size-adjust: ${pct(sizeAdjust)};
  ascent-override: ${pct(metrics.ascent / em)};
  descent-override: ${pct(Math.abs(metrics.descent) / em)};
  line-gap-override: ${pct(metrics.lineGap / em)};
}`;
}

const face = (family, file, range) => `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${WEIGHTS[0]} ${WEIGHTS[1]};
  src: url("../assets/fonts/${file}") format("woff2");
  unicode-range: ${range};
}`;

mkdirSync(outDir, { recursive: true });
const blocks = [];
for (const font of FAMILIES) {
  const core = `${font.name}-core.woff2`;
  const rest = `${font.name}-latin-rest.woff2`;
  python([`${root}${font.source}`, CORE, `${outDir}/${core}`, String(WEIGHTS[0]), String(WEIGHTS[1])]);
  python([`${root}${font.source}`, LATIN_REST, `${outDir}/${rest}`, String(WEIGHTS[0]), String(WEIGHTS[1])]);
  const metrics = await fromFile(`${root}${font.source}`);
  blocks.push(face(font.family, rest, LATIN_REST), face(font.family, core, CORE), fallbackFace(font, metrics));
  console.log(`${font.family}: ${core}, ${rest}`);
}

writeFileSync(
  cssFile,
  `/*
 * Generated by scripts/subset-fonts.mjs: do not edit by hand.
 * The site's two fonts, cut to the characters and weights (400–700) the site uses. Declared after the
 * fontsource faces (global.css), so for these Unicode ranges the browser takes these smaller files; the
 * "…Fallback" faces are the system fonts resized to the web fonts' metrics (no layout shift on the swap).
 */
${blocks.join("\n\n")}
`,
);
console.log(`Wrote ${cssFile}`);
