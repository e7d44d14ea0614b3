import { describe, expect, it } from "vitest";
import { personInitials } from "../../src/lib/people";

describe("personInitials", () => {
  it("takes the first and last names' initials, ignoring words in brackets", () => {
    expect(personInitials("Niki Weiss")).toBe("NW");
    expect(personInitials("Mary Ann de Vries")).toBe("MV");
    expect(personInitials("Cher")).toBe("C");
    expect(personInitials("Maria T. (sample)")).toBe("MT");
    expect(personInitials("  élodie  durand ")).toBe("ÉD");
  });
});
