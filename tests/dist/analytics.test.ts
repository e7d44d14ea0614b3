// Visitor counts in the usual build: exactly what site.yaml says. Off (no `analytics` block, the default): no
// settings, no loader, no other host in the policy, on any page. On: every page carries them, and the policy names
// exactly the provider's host. (The behaviour with analytics on, in a browser: tests/e2e/analytics.spec.ts.)
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseHeaders } from "../../src/integrations/security-policy.mjs";
import { STUDIO_PAGE } from "../../src/integrations/studio.mjs";
import { content } from "../content";
import { DIST, listFiles } from "./read-dist";

const PAGES = listFiles(DIST).filter((file) => file.endsWith(".html") && file !== STUDIO_PAGE);
const analytics = content.site.analytics;
const provider = analytics && new URL(analytics.script).origin;

/** The hosts a directive of the page's policy names. */
function hosts(html: string, directive: string) {
  const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const sources = new RegExp(`(?:^|;)\\s*${directive} ([^;]*)`).exec(policy)?.[1] ?? "";
  return sources.split(/\s+/).filter((source) => /^https?:/.test(source));
}

describe(`analytics ${analytics ? "on" : "off"}, as settings/site.yaml says`, () => {
  it("the pages exist", () => expect(PAGES).toContain("index.html"));

  it.each(PAGES)("%s", (page) => {
    const html = readFileSync(join(DIST, page), "utf8");
    expect(html.includes('id="analytics-settings"')).toBe(Boolean(analytics));
    expect(/\/_astro\/Analytics\.[^"]*\.js/.test(html)).toBe(Boolean(analytics));
    expect(hosts(html, "script-src")).toEqual(provider ? [provider] : []);
    expect(hosts(html, "connect-src")).toEqual(provider ? [provider] : []);
  });

  it("the header policy agrees", () => {
    // The pages' policy: the home page's rule (the /* rule holds only the baseline every response gets).
    const rules = parseHeaders(readFileSync(join(DIST, "_headers"), "utf8"));
    const policy = new Map(rules.find((rule) => rule.path === "/")?.headers).get("Content-Security-Policy") ?? "";
    expect(policy.includes("connect-src 'self'")).toBe(true);
    if (provider) expect(policy).toContain(`connect-src 'self' ${provider}`);
    else expect(policy).not.toMatch(/(script|connect)-src [^;]*https:/);
  });
});
