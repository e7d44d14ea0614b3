// Watching a page for Content Security Policy violations, shared by the
// end-to-end suite (policy from <meta>) and the nginx suite (policy from the header).
import { expect, type Page } from "@playwright/test";

// Chromium's console wording when a policy blocks something or is malformed.
const CSP_CONSOLE = /Content Security Policy|Content-Security-Policy|Refused to (load|execute|apply|frame|connect)/i;

type Counted = { __cspViolations?: number };

/**
 * Records every `securitypolicyviolation` event (on any page the tab visits)
 * and every console message about the policy. Call before page.goto.
 */
export async function watchCsp(page: Page) {
  const reports: string[] = [];
  let delivered = 0;
  await page.exposeFunction("__reportCspViolation", (report: string) => {
    delivered += 1;
    reports.push(report);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const counted = window as unknown as Counted;
      counted.__cspViolations = (counted.__cspViolations ?? 0) + 1;
      const report = `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}${
        event.sample ? ` (${event.sample})` : ""
      }`;
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(report);
    });
  });
  page.on("console", (message) => {
    if (CSP_CONSOLE.test(message.text())) reports.push(`console ${message.type()}: ${message.text()}`);
  });
  return {
    /** Everything reported so far: waits until every violation the current page counted has reached the test. */
    async reports() {
      const counted = await page.evaluate(() => (window as unknown as Counted).__cspViolations ?? 0);
      await expect.poll(() => delivered).toBeGreaterThanOrEqual(counted);
      return [...reports];
    },
  };
}

/**
 * Scrolls to the bottom in steps of half a screen, waiting at each step until the browser has drawn it (two
 * animation frames), so every lazy frame, script, picture and fade-in sees itself on screen, however busy the
 * machine is.
 */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await drawn();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await drawn();
  });
}
