// The project's html-validate rules (.htmlvalidate.mjs), on small documents: what Astro and
// React server rendering write must pass, the mistakes the build check exists for must fail.
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";

const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
const documentWith = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test page</title></head>` +
  `<body><main id="main"><h1>Test</h1>${body}</main></body></html>`;
/** The rules a body breaks, sorted ("" when valid). */
async function brokenRules(body: string) {
  const report = await htmlvalidate.validateString(documentWith(body), "fixture.html");
  const rules = report.results.flatMap((result) => result.messages.map((message) => message.ruleId));
  return [...new Set(rules)].sort();
}

describe(".htmlvalidate.mjs", () => {
  it('accepts Astro\'s bare island <style> in the body and what React writes in an island: hidden="", useId ids, boolean attributes, <input/>, templates', async () => {
    const island = `
      <style>astro-island,astro-slot,astro-static-slot{display:contents}</style>
      <astro-island uid="Z1" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" props="{}" ssr client="load">
        <span hidden=""></span>
        <button type="button" aria-expanded="false" aria-controls="_r3R_2_" disabled="">Menu</button>
        <nav id="_r3R_2_" aria-label="Menu" hidden=""><ul><li><a href="/plan">Plan</a></li></ul></nav>
        <label for="_r4R_">Search</label><input id="_r4R_" type="search" value=""/>
        <template data-astro-template><p>Slot</p></template>
        <!--astro:end-->
      </astro-island>
      <form action="/experts" method="get"><fieldset><legend>Categories</legend>
        <label><input type="checkbox" name="category" value="legal"> Legal</label>
        <label><input type="checkbox" name="category" value="financial" checked=""> Financial</label>
      </fieldset><button type="submit">Search</button></form>
      <h2 id="offers-heading">Offers</h2><ul aria-labelledby="offers-heading"><li>One</li></ul>`;
    expect(await brokenRules(island)).toEqual([]);
  });

  it("rejects the mistakes the check is for", async () => {
    expect(await brokenRules(`<nav><a href="/">A</a></nav><nav><a href="/">B</a></nav>`)).toEqual(["unique-landmark"]);
    expect(await brokenRules(`<div><style media="print">p{color:red}</style></div>`)).toEqual([
      "element-permitted-content",
    ]);
    expect(await brokenRules(`<p style="color:red">Red</p>`)).toEqual(["no-inline-style"]);
    expect(await brokenRules(`<ol><span></span><li>One</li></ol>`)).toEqual(["element-permitted-content"]);
    expect(await brokenRules(`<p id="a">1</p><p id="a">2</p>`)).toEqual(["no-dup-id"]);
    expect(await brokenRules(`<button>Go</button>`)).toEqual(["no-implicit-button-type"]);
    expect(await brokenRules(`<h3>Skips a level</h3>`)).toEqual(["heading-level"]);
    expect(await brokenRules(`<button type="button" aria-controls="nowhere">Go</button>`)).toEqual([
      "no-missing-references",
    ]);
    expect(await brokenRules(`<div aria-label="Name on a generic element">x</div>`)).toEqual(["aria-label-misuse"]);
  });
});
