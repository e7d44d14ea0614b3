// Known vulnerabilities in what the site ships: `npm audit --omit=dev` (the
// packages the build and the visitor's browser get, not the test tools).
// CI runs it (.ci/run); `npm run audit:prod` runs it by hand.
//   - a high or critical finding: exit 1, naming the packages and advisories;
//   - moderate or low findings: listed, exit 0 (fix them with the next update);
//   - the registry cannot answer (offline, a mirror without the audit endpoint,
//     an HTTP error): says so plainly and exits 0, since that says nothing about
//     the packages; any other npm error (no lock file, say): exit 1.
// npm's own `--audit-level=high` cannot tell "the registry did not answer"
// from "a vulnerability was found": both exit 1. Hence this small wrapper.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Severities that fail the check. */
export const FAILING = ["critical", "high"];

/** Error codes and messages that mean the registry was not reached or refused the audit. */
const REGISTRY_TROUBLE =
  /advisories\/bulk|audit endpoint|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|socket hang up|network/i;

/**
 * What to do with the output of `npm audit --json`.
 * @param {string} output  npm's standard output
 * @returns {{ verdict: "pass" | "warn" | "fail"; lines: string[] }}
 */
export function auditVerdict(output) {
  /** @type {any} */
  let report;
  try {
    report = JSON.parse(output);
  } catch {
    return {
      verdict: "fail",
      lines: [`npm audit did not print a JSON report: ${output.trim().slice(0, 300) || "(nothing)"}`],
    };
  }

  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === "object") {
    /** @type {{ name: string; severity: string; via: any[] }[]} */
    const found = Object.values(report.vulnerabilities ?? {});
    const describe = (/** @type {{ name: string; severity: string; via: any[] }} */ item) => {
      const advisories = item.via.filter((via) => typeof via === "object").map((via) => `${via.title} (${via.url})`);
      const through = item.via.filter((via) => typeof via === "string");
      return `  ${item.severity}: ${item.name}${advisories.length ? ` — ${advisories.join("; ")}` : ""}${
        through.length ? ` (through ${through.join(", ")})` : ""
      }`;
    };
    const failing = found.filter((item) => FAILING.includes(item.severity));
    const others = found.filter((item) => !FAILING.includes(item.severity));
    const total = Number(counts.total ?? found.length);
    const summary = `npm audit --omit=dev: ${total} known vulnerabilit${total === 1 ? "y" : "ies"} (${[
      "critical",
      "high",
      "moderate",
      "low",
      "info",
    ]
      .map((severity) => `${counts[severity] ?? 0} ${severity}`)
      .join(", ")}).`;
    const failCount = FAILING.reduce((sum, severity) => sum + Number(counts[severity] ?? 0), 0);
    if (failCount > 0) {
      return {
        verdict: "fail",
        lines: [
          summary,
          ...failing.map(describe),
          "Update the packages named above (npm audit fix, or a newer version in package.json), then run this again.",
        ],
      };
    }
    return {
      verdict: "pass",
      lines: [summary, ...others.map(describe), ...(others.length ? ["None is high or critical: not blocking."] : [])],
    };
  }

  const message = [report?.message, report?.error?.code, report?.error?.summary, report?.error?.detail]
    .filter(Boolean)
    .join(" ");
  if (report?.statusCode || REGISTRY_TROUBLE.test(message)) {
    return {
      verdict: "warn",
      lines: [
        "npm audit could not ask the registry (so nothing is known either way about vulnerabilities):",
        `  ${message || "no message"}`,
        "Not failing for that. Run `npm run audit:prod` where registry.npmjs.org answers audits.",
      ],
    };
  }
  return { verdict: "fail", lines: [`npm audit failed: ${message || output.trim().slice(0, 300)}`] };
}

function main() {
  const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
    encoding: "utf8",
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    console.error(`Could not run npm audit: ${result.error.message}`);
    process.exit(1);
  }
  const { verdict, lines } = auditVerdict(result.stdout);
  const print = verdict === "pass" ? console.log : console.error;
  for (const line of lines) print(line);
  if (verdict === "warn") console.error("⚠ npm audit skipped: the registry did not answer.");
  process.exit(verdict === "fail" ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
