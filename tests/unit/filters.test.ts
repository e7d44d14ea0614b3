import { describe, expect, it } from "vitest";
import {
  filterByCategories,
  parseCategories,
  parseExpertSearch,
  parseQuery,
  searchExperts,
  serialiseCategories,
  serialiseSearch,
  toggleCategory,
} from "../../src/lib/filters";

const ALLOWED = ["beliefs", "legal", "financial", "physical", "digital"];

const vault = {
  name: "Prisidio",
  tagline: "Your Digital Vault. For Life.",
  description: "A secure digital vault for life's important information.",
  category: "digital",
};
const memorial = {
  name: "Memorial Tribute Legacy",
  tagline: "Let us carry this with you.",
  description: "Creates a beautiful, shareable digital memorial tribute (photos & memories).",
  category: "Physical",
};
const will = { name: "Will Co", tagline: "Wills made simple", description: "Write a will online.", category: "legal" };
const offers = [vault, memorial, will];

describe("filterByCategories (marketplace)", () => {
  it("shows nothing when no category is selected", () => {
    expect(filterByCategories(offers, [])).toEqual([]);
  });

  it("shows only offers in the selected categories, in their original order", () => {
    expect(filterByCategories(offers, ["digital"])).toEqual([vault]);
    expect(filterByCategories(offers, ["legal", "digital"])).toEqual([vault, will]);
    expect(filterByCategories(offers, ["beliefs"])).toEqual([]);
  });

  it("ignores capitalisation on both sides", () => {
    expect(filterByCategories(offers, ["PHYSICAL"])).toEqual([memorial]);
    expect(filterByCategories(offers, ["physical"])).toEqual([memorial]);
  });
});

describe("searchExperts (trusted experts)", () => {
  it("shows every offer with no query and no category", () => {
    expect(searchExperts(offers, "", [])).toEqual(offers);
    expect(searchExperts(offers, "   ")).toEqual(offers);
  });

  it("searches name, tagline, description and category, ignoring case and outer spaces", () => {
    expect(searchExperts(offers, "prisidio")).toEqual([vault]); // name
    expect(searchExperts(offers, "CARRY THIS")).toEqual([memorial]); // tagline
    expect(searchExperts(offers, "  online ")).toEqual([will]); // description
    expect(searchExperts(offers, "physical")).toEqual([memorial]); // category
    expect(searchExperts(offers, "Digital")).toEqual([vault, memorial]); // category + description
  });

  it("treats every character literally", () => {
    expect(searchExperts(offers, "(photos & memories)")).toEqual([memorial]);
    expect(searchExperts(offers, ".*")).toEqual([]);
    expect(searchExperts(offers, "life's")).toEqual([vault]);
    expect(searchExperts(offers, "[")).toEqual([]);
    expect(searchExperts(offers, "\\")).toEqual([]);
  });

  it("limits to the chosen categories", () => {
    expect(searchExperts(offers, "", ["Physical"])).toEqual([memorial]);
    expect(searchExperts(offers, "digital", ["physical"])).toEqual([memorial]);
    expect(searchExperts(offers, "", ["legal", "digital"])).toEqual([vault, will]);
  });

  it("returns nothing when nothing matches", () => {
    expect(searchExperts(offers, "nothing like this")).toEqual([]);
    expect(searchExperts(offers, "prisidio", ["legal"])).toEqual([]);
  });
});

describe("toggleCategory", () => {
  it("adds and removes, keeping the categories' own order", () => {
    expect(toggleCategory([], "digital", ALLOWED)).toEqual(["digital"]);
    expect(toggleCategory(["digital"], "legal", ALLOWED)).toEqual(["legal", "digital"]);
    expect(toggleCategory(["legal", "digital"], "Legal", ALLOWED)).toEqual(["digital"]);
  });
});

describe("address state", () => {
  it("reads ?category=legal,digital", () => {
    expect(parseCategories("?category=legal,digital", ALLOWED)).toEqual(["legal", "digital"]);
    expect(parseCategories("?category=digital,legal", ALLOWED)).toEqual(["legal", "digital"]);
    expect(parseCategories("?category=Legal%2CDigital", ALLOWED)).toEqual(["legal", "digital"]);
    expect(parseCategories("?category=legal&category=beliefs", ALLOWED)).toEqual(["beliefs", "legal"]);
    expect(parseCategories("?category=legal,nonsense,,legal", ALLOWED)).toEqual(["legal"]);
    expect(parseCategories("", ALLOWED)).toEqual([]);
    expect(parseCategories("?q=x", ALLOWED)).toEqual([]);
  });

  it("writes ?category=… and drops it when empty", () => {
    expect(serialiseCategories(["legal", "digital"])).toBe("?category=legal,digital");
    expect(serialiseCategories([])).toBe("");
    expect(serialiseCategories(["Legal"], "?category=digital&utm_source=mail")).toBe("?category=legal&utm_source=mail");
    expect(serialiseCategories([], "?category=digital&utm_source=mail")).toBe("?utm_source=mail");
  });

  it("reads and writes ?q=…&category=…", () => {
    expect(parseExpertSearch("?q=digital%20vault&category=legal,digital", ALLOWED)).toEqual({
      query: "digital vault",
      categories: ["legal", "digital"],
    });
    expect(serialiseSearch({ query: "digital vault", categories: ["legal", "digital"] })).toBe(
      "?q=digital%20vault&category=legal,digital",
    );
    expect(serialiseSearch({ query: "   ", categories: [] })).toBe("");
    expect(serialiseSearch({ query: "a&b=c#d+e", categories: [] })).toBe("?q=a%26b%3Dc%23d%2Be");
  });

  it("round-trips any query", () => {
    for (const query of ["digital vault", "a&b=c#d+e", "100% ✓", "(photos & memories)", "مرحبا", "x,y"]) {
      const search = serialiseSearch({ query, categories: ["physical"] });
      expect(parseExpertSearch(search, ALLOWED)).toEqual({ query, categories: ["physical"] });
    }
  });

  it("reads + as a space, as forms send it", () => {
    expect(parseQuery("?q=digital+vault")).toBe("digital vault");
  });
});
