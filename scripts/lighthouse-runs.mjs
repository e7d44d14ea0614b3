// What the bench keeps of Lighthouse's reports: each run summarised, then the runs of a page reduced to one row.
// One Lighthouse run is one sample on a shared machine, so every value is the median of the runs (Lighthouse CI's
// "median" aggregation), and each run's TBT is kept beside it so the spread stays visible.

/**
 * @typedef {object} RunSummary
 * @property {number | null} performance
 * @property {number | null} accessibility
 * @property {number | null} bestPractices
 * @property {number | null} seo
 * @property {number} fcp
 * @property {number} lcp
 * @property {number} tbt
 * @property {number} cls
 * @property {number} si
 * @property {string[]} failing "category: audit-id" for every weighted audit that did not pass
 */

/** @type {(keyof RunSummary)[]} */
const MEDIAN_KEYS = ["performance", "accessibility", "bestPractices", "seo", "fcp", "lcp", "tbt", "cls", "si"];

/** The median of the values that are there (null when none are); the mean of the middle two for an even count. */
export function median(/** @type {(number | null | undefined)[]} */ values) {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One Lighthouse report (`lhr`): the four category scores out of 100, the timings, and the weighted audits that
 * did not pass.
 * @param {{ categories: Record<string, { score: number | null, auditRefs: { id: string, weight: number }[] }>,
 *           audits: Record<string, { score: number | null, numericValue?: number }> }} lhr
 * @returns {RunSummary}
 */
export function summarise(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id];
  const score = (/** @type {string} */ id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  const failing = [];
  for (const [category, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const { id, weight } of auditRefs) {
      const result = audit(id);
      if (weight > 0 && result && result.score !== null && result.score < 1) failing.push(`${category}: ${id}`);
    }
  }
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint")?.numericValue ?? NaN,
    lcp: audit("largest-contentful-paint")?.numericValue ?? NaN,
    tbt: audit("total-blocking-time")?.numericValue ?? NaN,
    cls: audit("cumulative-layout-shift")?.numericValue ?? NaN,
    si: audit("speed-index")?.numericValue ?? NaN,
    failing,
  };
}

/**
 * A page's runs as one row: every score and timing the median of the runs, each run's TBT in order, and the
 * audits that failed in more than half of the runs (one odd run does not make a finding).
 * @param {RunSummary[]} summaries
 */
export function aggregate(summaries) {
  /** @type {Record<string, unknown> & { runs: number, tbtRuns: number[], failing: string[] }} */
  const row = { runs: summaries.length, tbtRuns: summaries.map((run) => run.tbt), failing: [] };
  for (const key of MEDIAN_KEYS) row[key] = median(summaries.map((run) => /** @type {number | null} */ (run[key])));
  const counts = new Map();
  for (const id of summaries.flatMap((run) => run.failing)) counts.set(id, (counts.get(id) ?? 0) + 1);
  row.failing = [...counts].filter(([, count]) => count > summaries.length / 2).map(([id]) => id);
  return row;
}
