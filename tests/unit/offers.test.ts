import { describe, expect, it } from "vitest";
import { CATEGORIES as SCHEMA_CATEGORIES } from "../../src/lib/content/fields";
import {
  CATEGORIES,
  categoryLabel,
  initials,
  isCategory,
  offersInCategories,
  parseCategories,
  searchOffers,
  sortOffers,
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
  description: "Creates a shareable digital memorial tribute from your family's photos and memories.",
  category: "physical",
};
const offers = [prisidio, memorial];

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
    expect(isCategory("pets")).toBe(false);
  });

  it("are read from a query string in the site's order, unknown names dropped", () => {
    expect(parseCategories("digital,Beliefs,pets")).toEqual(["beliefs", "digital"]);
    expect(parseCategories("")).toEqual([]);
    expect(parseCategories(null)).toEqual([]);
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
    expect(sortOffers(offers).map((o) => o.name)).toEqual(["Memorial Tribute Legacy", "Prisidio"]);
    expect(offers[0]).toBe(prisidio);
  });
});

describe("offersInCategories (marketplace)", () => {
  it("shows nothing when no category is selected", () => {
    expect(offersInCategories(offers, [])).toEqual([]);
  });

  it("shows only offers in the selected categories", () => {
    expect(offersInCategories(offers, ["digital"])).toEqual([prisidio]);
    expect(offersInCategories(offers, ["physical", "digital"])).toEqual(offers);
    expect(offersInCategories(offers, ["legal"])).toEqual([]);
  });
});

describe("searchOffers (trusted experts)", () => {
  it("shows every offer with no search and no filter", () => {
    expect(searchOffers(offers, "")).toEqual(offers);
    expect(searchOffers(offers, "   ", [])).toEqual(offers);
  });

  it("searches name, tagline, description and category, ignoring case", () => {
    expect(searchOffers(offers, "prisidio")).toEqual([prisidio]);
    expect(searchOffers(offers, "carry this")).toEqual([memorial]);
    expect(searchOffers(offers, "PHOTOS")).toEqual([memorial]);
    expect(searchOffers(offers, "physical")).toEqual([memorial]);
    expect(searchOffers(offers, "digital")).toEqual(offers);
  });

  it("combines the search with the ticked categories", () => {
    expect(searchOffers(offers, "digital", ["digital"])).toEqual([prisidio]);
    expect(searchOffers(offers, "", ["physical"])).toEqual([memorial]);
    expect(searchOffers(offers, "vault", ["physical"])).toEqual([]);
  });

  it("finds nothing for words no offer contains", () => {
    expect(searchOffers(offers, "plumber")).toEqual([]);
  });
});
