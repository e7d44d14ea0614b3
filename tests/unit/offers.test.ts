import { describe, expect, it } from "vitest";
import { CATEGORIES as SCHEMA_CATEGORIES } from "../../src/lib/content/fields";
import {
  CATEGORIES,
  categoryLabel,
  initials,
  isCategory,
  normaliseCategories,
  offersInCategories,
  parseSearch,
  searchOffers,
  serialiseSearch,
  sortOffers,
  toggleCategory,
  type OfferLike,
} from "../../src/lib/offers";

const prisidio: OfferLike = {
  name: "Prisidio",
  tagline: "Your Digital Vault. For Life.",
  description: "A secure digital vault for life's important information.",
  category: "digital",
};
const memorial: OfferLike = {
  name: "Memorial Tribute Legacy",
  tagline: "Let us carry this with you.",
  description: "Creates a beautiful, shareable digital memorial tribute (photos & memories).",
  category: "Physical",
};
const will: OfferLike = {
  name: "Will Co",
  tagline: "Wills made simple",
  description: "Write a will online.",
  category: "legal",
};
const offers = [prisidio, memorial, will];

describe("categories", () => {
  it("match the content schema's list, in the same order", () => {
    expect([...CATEGORIES]).toEqual([...SCHEMA_CATEGORIES]);
  });

  it("are shown capitalised", () => {
    expect(categoryLabel("digital")).toBe("Digital");
    expect(categoryLabel("PHYSICAL")).toBe("Physical");
    expect(categoryLabel(" beliefs ")).toBe("Beliefs");
  });

  it("are recognised whatever the capitalisation", () => {
    expect(isCategory("Legal")).toBe(true);
    expect(isCategory(" digital ")).toBe(true);
    expect(isCategory("pets")).toBe(false);
  });

  it("normalise to known lowercase keys in the site's order, each once", () => {
    expect(normaliseCategories(["digital", "Beliefs", "pets", "digital", ""])).toEqual(["beliefs", "digital"]);
    expect(normaliseCategories([])).toEqual([]);
  });

  it("toggle in and out, keeping the site's order", () => {
    expect(toggleCategory([], "digital")).toEqual(["digital"]);
    expect(toggleCategory(["digital"], "legal")).toEqual(["legal", "digital"]);
    expect(toggleCategory(["legal", "digital"], "Legal")).toEqual(["digital"]);
    expect(toggleCategory(["digital"], "digital")).toEqual([]);
  });
});

describe("initials", () => {
  it("takes the first letter of up to three words", () => {
    expect(initials("Memorial Tribute Legacy")).toBe("MTL");
    expect(initials("Prisidio")).toBe("P");
    expect(initials("legacy & co. trust services")).toBe("LCT");
  });
});

describe("sortOffers", () => {
  it("orders by partner name without changing the input", () => {
    expect(sortOffers(offers).map((o) => o.name)).toEqual(["Memorial Tribute Legacy", "Prisidio", "Will Co"]);
    expect(offers[0]).toBe(prisidio);
  });
});

describe("offersInCategories (marketplace)", () => {
  it("shows nothing when no category is selected", () => {
    expect(offersInCategories(offers, [])).toEqual([]);
  });

  it("shows only offers in the selected categories, in their given order", () => {
    expect(offersInCategories(offers, ["digital"])).toEqual([prisidio]);
    expect(offersInCategories(offers, ["legal", "digital"])).toEqual([prisidio, will]);
    expect(offersInCategories(offers, ["beliefs"])).toEqual([]);
  });

  it("ignores capitalisation on both sides", () => {
    expect(offersInCategories(offers, ["PHYSICAL"])).toEqual([memorial]);
    expect(offersInCategories(offers, ["physical"])).toEqual([memorial]);
  });
});

describe("searchOffers (trusted experts)", () => {
  it("shows every offer with no search and no filter", () => {
    expect(searchOffers(offers, "")).toEqual(offers);
    expect(searchOffers(offers, "   ", [])).toEqual(offers);
  });

  it("searches name, tagline, description and category, ignoring case and outer spaces", () => {
    expect(searchOffers(offers, "prisidio")).toEqual([prisidio]); // name
    expect(searchOffers(offers, "CARRY THIS")).toEqual([memorial]); // tagline
    expect(searchOffers(offers, "  online ")).toEqual([will]); // description
    expect(searchOffers(offers, "physical")).toEqual([memorial]); // category
    expect(searchOffers(offers, "Digital")).toEqual([prisidio, memorial]); // category + description
  });

  it("needs every word, in any order", () => {
    expect(searchOffers(offers, "vault secure")).toEqual([prisidio]);
    expect(searchOffers(offers, "vault memorial")).toEqual([]);
  });

  it("treats every character literally", () => {
    expect(searchOffers(offers, "(photos & memories)")).toEqual([memorial]);
    expect(searchOffers(offers, "(")).toEqual([memorial]);
    expect(searchOffers(offers, "*")).toEqual([]);
    expect(searchOffers(offers, ".*")).toEqual([]);
    expect(searchOffers(offers, "life's")).toEqual([prisidio]);
    expect(searchOffers(offers, "[")).toEqual([]);
    expect(searchOffers(offers, "\\")).toEqual([]);
    expect(searchOffers(offers, "$^|+?")).toEqual([]);
  });

  it("combines the search with the ticked categories", () => {
    expect(searchOffers(offers, "", ["Physical"])).toEqual([memorial]);
    expect(searchOffers(offers, "digital", ["physical"])).toEqual([memorial]);
    expect(searchOffers(offers, "", ["legal", "digital"])).toEqual([prisidio, will]);
    expect(searchOffers(offers, "vault", ["physical"])).toEqual([]);
  });

  it("finds nothing for words no offer contains", () => {
    expect(searchOffers(offers, "plumber")).toEqual([]);
    expect(searchOffers(offers, "prisidio", ["legal"])).toEqual([]);
  });
});

describe("the address", () => {
  it("reads ?category=legal,digital in the site's order, any case, repeated, unknown dropped", () => {
    expect(parseSearch("?category=legal,digital").categories).toEqual(["legal", "digital"]);
    expect(parseSearch("?category=digital,legal").categories).toEqual(["legal", "digital"]);
    expect(parseSearch("?category=Legal%2CDigital").categories).toEqual(["legal", "digital"]);
    expect(parseSearch("?category=legal&category=beliefs").categories).toEqual(["beliefs", "legal"]);
    expect(parseSearch("?category=legal,nonsense,,legal").categories).toEqual(["legal"]);
    expect(parseSearch("").categories).toEqual([]);
    expect(parseSearch("?q=x").categories).toEqual([]);
  });

  it("reads ?q=… exactly as typed, with + as a space as forms send it", () => {
    expect(parseSearch("?q=digital%20vault&category=legal,digital")).toEqual({
      query: "digital vault",
      categories: ["legal", "digital"],
    });
    expect(parseSearch("?q=digital+vault").query).toBe("digital vault");
    expect(parseSearch("").query).toBe("");
  });

  it("writes ?q=…&category=… and drops what is empty", () => {
    expect(serialiseSearch({ categories: ["legal", "digital"] })).toBe("?category=legal,digital");
    expect(serialiseSearch({ categories: ["digital", "Legal"] })).toBe("?category=legal,digital");
    expect(serialiseSearch({ categories: [] })).toBe("");
    expect(serialiseSearch({ query: "digital vault", categories: ["legal", "digital"] })).toBe(
      "?q=digital%20vault&category=legal,digital",
    );
    expect(serialiseSearch({ query: "   ", categories: [] })).toBe("");
    expect(serialiseSearch({ query: "a&b=c#d+e" })).toBe("?q=a%26b%3Dc%23d%2Be");
  });

  it("keeps other parameters", () => {
    expect(serialiseSearch({ categories: ["legal"] }, "?category=digital&utm_source=mail")).toBe(
      "?category=legal&utm_source=mail",
    );
    expect(serialiseSearch({ categories: [] }, "?category=digital&utm_source=mail")).toBe("?utm_source=mail");
    expect(serialiseSearch({ query: "x" }, "?q=old&ref=a")).toBe("?q=x&ref=a");
  });

  it("round-trips any query", () => {
    for (const query of ["digital vault", "a&b=c#d+e", "100% ✓", "(photos & memories)", "*", "مرحبا", "x,y"]) {
      const search = serialiseSearch({ query, categories: ["physical"] });
      expect(parseSearch(search)).toEqual({ query, categories: ["physical"] });
    }
  });
});
