// scripts/audit.mjs decides what CI does with `npm audit --omit=dev --json`.
// Samples in audit-samples/: registry-refuses-audit.json and
// registry-unreachable.json are what npm 11 printed on a machine whose registry
// has no audit endpoint and with an unreachable registry; high.json follows the
// report in npm's own test snapshots; the others are that format with other counts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditVerdict } from "../../scripts/audit.mjs";

const sample = (name: string) => readFileSync(join(import.meta.dirname, "audit-samples", name), "utf8");

describe("auditVerdict", () => {
  it("fails on a high finding, naming the package and the advisory", () => {
    const { verdict, lines } = auditVerdict(sample("high.json"));
    expect(verdict).toBe("fail");
    expect(lines.join("\n")).toContain("high: test-dep-a — Test advisory 100 (https://github.com/advisories/GHSA-100)");
  });

  it("fails on a critical finding", () => {
    const report = JSON.parse(sample("high.json"));
    report.vulnerabilities["test-dep-a"].severity = "critical";
    report.metadata.vulnerabilities.high = 0;
    report.metadata.vulnerabilities.critical = 1;
    expect(auditVerdict(JSON.stringify(report)).verdict).toBe("fail");
  });

  it("passes with moderate findings, listing them", () => {
    const { verdict, lines } = auditVerdict(sample("moderate.json"));
    expect(verdict).toBe("pass");
    expect(lines.join("\n")).toContain("moderate: test-dep-c (through test-dep-b)");
  });

  it("passes with no findings", () => {
    const { verdict, lines } = auditVerdict(sample("clean.json"));
    expect(verdict).toBe("pass");
    expect(lines).toEqual([
      "npm audit --omit=dev: 0 known vulnerabilities (0 critical, 0 high, 0 moderate, 0 low, 0 info).",
    ]);
  });

  it("warns and passes when the registry refuses the audit (HTTP 405)", () => {
    const { verdict, lines } = auditVerdict(sample("registry-refuses-audit.json"));
    expect(verdict).toBe("warn");
    expect(lines.join("\n")).toContain("405 Method Not Allowed");
  });

  it("warns and passes when the registry cannot be reached", () => {
    const { verdict, lines } = auditVerdict(sample("registry-unreachable.json"));
    expect(verdict).toBe("warn");
    expect(lines.join("\n")).toContain("ECONNREFUSED");
  });

  it("fails on npm's other errors and on output that is not a report", () => {
    expect(auditVerdict(sample("no-lock-file.json")).verdict).toBe("fail");
    expect(auditVerdict("").verdict).toBe("fail");
    expect(auditVerdict("npm ERR! something").verdict).toBe("fail");
  });
});
