import { describe, expect, it } from "vitest";
import {
  arrowStep,
  CAROUSEL_DEFAULTS,
  initialCanScroll,
  LOOPING_CAROUSEL,
  nearestSlide,
  slideLabel,
} from "../../src/lib/carousel";

describe("carousel rules", () => {
  it("has the carousel defaults", () => {
    expect(CAROUSEL_DEFAULTS).toEqual({
      align: "center",
      axis: "x",
      duration: 25,
      dragThreshold: 10,
      startIndex: 0,
      slidesToScroll: 1,
      loop: false,
    });
  });

  it("testimonials and team loop and align to the start", () => {
    expect(LOOPING_CAROUSEL).toEqual({ loop: true, align: "start" });
  });

  it("moves with Left/Right on a horizontal carousel and Up/Down on a vertical one", () => {
    expect(arrowStep("ArrowLeft")).toBe(-1);
    expect(arrowStep("ArrowRight")).toBe(1);
    expect(arrowStep("ArrowUp")).toBe(0);
    expect(arrowStep("Enter")).toBe(0);
    expect(arrowStep("ArrowUp", "y")).toBe(-1);
    expect(arrowStep("ArrowDown", "y")).toBe(1);
    expect(arrowStep("ArrowLeft", "y")).toBe(0);
  });

  it('names slides "N of M"', () => {
    expect(slideLabel("{index} of {count}", 0, 4)).toBe("1 of 4");
    expect(slideLabel("{index} of {count}", 3, 4)).toBe("4 of 4");
  });

  it("starts with previous disabled at the first slide unless looping", () => {
    expect(initialCanScroll({ loop: false, startIndex: 0 })).toEqual({ prev: false, next: true });
    expect(initialCanScroll({ loop: false, startIndex: 2 })).toEqual({ prev: true, next: true });
    expect(initialCanScroll({ loop: true, startIndex: 0 })).toEqual({ prev: true, next: true });
  });
});

describe("nearestSlide (taking over a row the visitor already scrolled)", () => {
  it("is the slide whose start is nearest the scroll position", () => {
    expect(nearestSlide([0, 300, 600, 900], 0)).toBe(0);
    expect(nearestSlide([0, 300, 600, 900], 290)).toBe(1);
    expect(nearestSlide([0, 300, 600, 900], 440)).toBe(1);
    expect(nearestSlide([0, 300, 600, 900], 460)).toBe(2);
    // Scrolled to the end of a row that shows two at a time: the last start it can reach.
    expect(nearestSlide([0, 300, 600, 900], 600)).toBe(2);
    expect(nearestSlide([], 120)).toBe(0);
  });
});
