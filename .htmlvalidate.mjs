// html-validate over the built pages in dist/ (scripts/check-dist.mjs, part of `npm test`).
// `recommended` is the strict preset (WHATWG content models, ARIA use, WCAG techniques);
// `document` adds the whole-document rules (doctype, heading order, references to ids).
// The markup comes from two renderers, Astro (.astro) and React (islands, server-rendered),
// so the rules below are tuned for what those write, never for hand-written HTML.
// Prefer fixing the component over switching a rule off; say why next to every change.
/** @type {import("html-validate").ConfigData} */
export default {
  root: true,
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // Spelling of boolean and empty attributes: Astro writes `hidden`, React writes `hidden=""`.
    // Both are the same valid HTML and neither is written by hand (html-validate's own
    // `browser` preset switches these off for the same reason).
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Void elements: React writes `<input/>` and `<img/>`, Astro writes `<input>`; both are the
    // same valid HTML and neither is written by hand.
    "void-style": "off",
    // Ids only need to be unique and free of spaces (the HTML rule). React's useId() makes ids
    // like `_r1_` (unique per page: Astro gives every island its own prefix); `no-dup-id` still
    // catches duplicates.
    "valid-id": ["error", { relaxed: true }],
    // aria-label/aria-labelledby on any element whose role may be named in ARIA 1.2, such as a
    // labelled list (`<ul aria-labelledby="offers-heading">`). Still an error on generic
    // elements (div, span) where a name is prohibited.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // A group of checkboxes shares one name (`?category=a&category=b`), like radio buttons do.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Subresource integrity for resources from other origins only: our own hashed /_astro/
    // files come from the same origin as the page.
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
