import { describe, expect, it } from "vitest";
import { headerFocusTarget, itemFromHash, toggleOpen } from "../../src/lib/accordion";

describe("accordion rules", () => {
  it("opens one item at a time and closes the open one", () => {
    expect(toggleOpen(undefined, "a")).toBe("a");
    expect(toggleOpen("a", "b")).toBe("b");
    expect(toggleOpen("b", "b")).toBeUndefined();
  });

  it("moves between headers with Down, Up (wrapping), Home and End", () => {
    expect(headerFocusTarget("ArrowDown", 0, 3)).toBe(1);
    expect(headerFocusTarget("ArrowDown", 2, 3)).toBe(0);
    expect(headerFocusTarget("ArrowUp", 1, 3)).toBe(0);
    expect(headerFocusTarget("ArrowUp", 0, 3)).toBe(2);
    expect(headerFocusTarget("Home", 2, 3)).toBe(0);
    expect(headerFocusTarget("End", 0, 3)).toBe(2);
    expect(headerFocusTarget("Enter", 0, 3)).toBeUndefined();
    expect(headerFocusTarget("ArrowLeft", 0, 3)).toBeUndefined();
    expect(headerFocusTarget("ArrowDown", 0, 0)).toBeUndefined();
  });

  it("opens the item a #hash names", () => {
    expect(itemFromHash("#market-need", ["market-need", "secure"])).toBe("market-need");
    expect(itemFromHash("market-need", ["market-need"])).toBe("market-need");
    expect(itemFromHash("#other", ["market-need"])).toBeUndefined();
    expect(itemFromHash("", ["market-need"])).toBeUndefined();
    expect(itemFromHash("#%E0%A4%A", ["market-need"])).toBeUndefined();
  });
});
