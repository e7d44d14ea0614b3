import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { APP_STORE, isExternal, resolveHref } from "../../src/lib/content/links";
import { siteSchema } from "../../src/lib/content/schemas";

const site = siteSchema.parse(
  load(readFileSync(new URL("../../src/content/settings/site.yaml", import.meta.url), "utf8")),
);

describe("resolveHref", () => {
  it("turns a named link into the address from settings/site.yaml", () => {
    expect(resolveHref("@assessment", site.links)).toBe(site.links.assessment);
    expect(resolveHref("@booking", site.links)).toMatch(/^https:\/\//);
  });

  it("passes every other kind of link through unchanged", () => {
    for (const href of ["/plan", "/solution#framework", "#team", "https://example.com", "mailto:hello@endevo.life"]) {
      expect(resolveHref(href, site.links)).toBe(href);
    }
  });

  it("keeps the placeholder legal links as #", () => {
    expect(resolveHref("@privacy", site.links)).toBe("#");
    expect(resolveHref("@terms", site.links)).toBe("#");
  });

  it("explains an unknown name and lists the names that exist", () => {
    expect(() => resolveHref("@asessment", site.links)).toThrow(
      /Unknown named link "@asessment"\. Named links are: @assessment, @booking, .*\(src\/content\/settings\/site\.yaml\)/,
    );
  });

  it("leaves the device-dependent app store link to Button", () => {
    expect(APP_STORE).toBe("@appStore");
  });
});

describe("isExternal", () => {
  it("is true for web addresses only", () => {
    expect(isExternal("https://digitallegacypodcast.com/")).toBe(true);
    expect(isExternal("http://example.com")).toBe(true);
    expect(isExternal("/plan")).toBe(false);
    expect(isExternal("#team")).toBe(false);
    expect(isExternal("mailto:hello@endevo.life")).toBe(false);
    expect(isExternal("tel:484-545-4327")).toBe(false);
  });
});
