// Watching a page for Content Security Policy violations, shared by the
// end-to-end suite (policy from <meta>) and the nginx suite (policy from the header).
import type { Page } from "@playwright/test";

// Chromium's console wording when a policy blocks something or is malformed.
const CSP_CONSOLE = /Content Security Policy|Content-Security-Policy|Refused to (load|execute|apply|frame|connect)/i;

/**
 * Records every `securitypolicyviolation` event (on any page the tab visits)
 * and every console message about the policy. Call before page.goto.
 */
export async function watchCsp(page: Page) {
  const reports: string[] = [];
  await page.exposeFunction("__reportCspViolation", (report: string) => reports.push(report));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
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
    /** Everything reported so far (events reach Node asynchronously: give them a moment). */
    async reports() {
      await page.waitForTimeout(100);
      return [...reports];
    },
  };
}

/** Scrolls to the bottom in screen-sized steps so lazy frames, scripts and fades all start. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await page.waitForTimeout(300);
}
