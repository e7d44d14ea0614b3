import { describe, expect, it } from "vitest";
import { formatDate, isoDate, newestFirst } from "../../src/lib/dates";

describe("formatDate", () => {
  it("writes the short month, a two-digit day and the year", () => {
    expect(formatDate(new Date("2025-09-02"))).toBe("Sep 02, 2025");
    expect(formatDate(new Date("2025-08-19"))).toBe("Aug 19, 2025");
    expect(formatDate(new Date("2025-08-05"))).toBe("Aug 05, 2025");
  });

  it("keeps the written day in every time zone (content dates are UTC midnight)", () => {
    expect(formatDate(new Date("2025-01-01"))).toBe("Jan 01, 2025");
    expect(formatDate(new Date("2025-12-31"))).toBe("Dec 31, 2025");
  });

  it("refuses an invalid date with a message for editors", () => {
    expect(() => formatDate(new Date("not a date"))).toThrow(/YYYY-MM-DD/);
  });
});

describe("isoDate", () => {
  it("gives the machine-readable day for <time datetime>", () => {
    expect(isoDate(new Date("2025-09-02"))).toBe("2025-09-02");
  });
});

describe("newestFirst", () => {
  it("orders by date, newest first, without changing the original list", () => {
    const list = [
      { id: "aug-05", date: new Date("2025-08-05") },
      { id: "sep-02", date: new Date("2025-09-02") },
      { id: "aug-19", date: new Date("2025-08-19") },
    ];
    expect(newestFirst(list).map((item) => item.id)).toEqual(["sep-02", "aug-19", "aug-05"]);
    expect(list[0]?.id).toBe("aug-05");
  });
});
