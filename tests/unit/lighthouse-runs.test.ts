// The bench's reduction of Lighthouse runs (scripts/lighthouse-runs.mjs): what one run keeps, and how a page's runs
// become the one row the targets are judged on.
import { describe, expect, it } from "vitest";
import { aggregate, median, summarise } from "../../scripts/lighthouse-runs.mjs";

type Summary = ReturnType<typeof summarise>;

const run = (tbt: number, overrides: Partial<Summary> = {}): Summary => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 930,
  lcp: 1230,
  tbt,
  cls: 0,
  si: 930,
  failing: [],
  ...overrides,
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([25, 0, 1])).toBe(1);
    expect(median([4, 0, 11, 2])).toBe(3);
    expect(median([7])).toBe(7);
  });

  it("leaves out runs that have no value, and is null when none has one", () => {
    expect(median([null, 90, undefined, 100, 96])).toBe(96);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe("aggregate", () => {
  it("one slow run does not decide: TBT is the median, every run's TBT is kept in order", () => {
    const row = aggregate([run(25), run(0), run(0)]);
    expect(row.runs).toBe(3);
    expect(row["tbt"]).toBe(0);
    expect(row.tbtRuns).toEqual([25, 0, 0]);
  });

  it("takes the median of every score and timing", () => {
    const row = aggregate([
      run(0, { performance: 99, lcp: 1380, cls: 0.02 }),
      run(0, { performance: 100, lcp: 1230, cls: 0 }),
      run(0, { performance: 100, lcp: 1300, cls: 0.001 }),
    ]);
    expect(row["performance"]).toBe(100);
    expect(row["lcp"]).toBe(1300);
    expect(row["cls"]).toBe(0.001);
  });

  it("reports an audit as failing only when it failed in more than half of the runs", () => {
    const row = aggregate([
      run(0, { failing: ["seo: meta-description", "performance: bootup-time"] }),
      run(0, { failing: ["seo: meta-description"] }),
      run(0),
    ]);
    expect(row.failing).toEqual(["seo: meta-description"]);
  });
});

describe("summarise", () => {
  const lhr = {
    categories: {
      performance: {
        score: 0.996,
        auditRefs: [
          { id: "total-blocking-time", weight: 30 },
          { id: "diagnostics", weight: 0 },
        ],
      },
      accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: 0.96, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
      seo: { score: null, auditRefs: [] },
    },
    audits: {
      "first-contentful-paint": { score: 1, numericValue: 930 },
      "largest-contentful-paint": { score: 1, numericValue: 1230 },
      "total-blocking-time": { score: 0.99, numericValue: 12 },
      "cumulative-layout-shift": { score: 1, numericValue: 0 },
      "speed-index": { score: 1, numericValue: 930 },
      diagnostics: { score: 0 },
      "color-contrast": { score: 1 },
      "errors-in-console": { score: 0 },
    },
  };

  it("keeps the scores out of 100 and the timings", () => {
    expect(summarise(lhr)).toMatchObject({
      performance: 100,
      accessibility: 100,
      bestPractices: 96,
      seo: null,
      fcp: 930,
      lcp: 1230,
      tbt: 12,
      cls: 0,
      si: 930,
    });
  });

  it("lists the weighted audits that did not pass, by category; unweighted ones are not findings", () => {
    expect(summarise(lhr).failing).toEqual(["performance: total-blocking-time", "best-practices: errors-in-console"]);
  });
});
