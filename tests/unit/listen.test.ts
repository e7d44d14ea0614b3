import { describe, expect, it } from "vitest";
import { artTones, initials, splitEpisodeActions, withEpisodeLink } from "../../src/lib/listen";

describe("initials", () => {
  it("takes the first and last names and skips middle initials", () => {
    expect(initials("Matthew J. Grieco")).toBe("MG");
    expect(initials("Joshua Orsak")).toBe("JO");
    expect(initials("  kurtis   baker ")).toBe("KB");
  });

  it("copes with one name and with no name", () => {
    expect(initials("Niki")).toBe("N");
    expect(initials("")).toBe("");
  });
});

describe("artTones", () => {
  it("numbers entries from the oldest, wrapping at the palette size", () => {
    const tones = artTones(
      [
        { id: "sep", date: new Date("2025-09-02") },
        { id: "jul", date: new Date("2025-07-01") },
        { id: "aug", date: new Date("2025-08-05") },
      ],
      2,
    );
    expect([tones.get("jul"), tones.get("aug"), tones.get("sep")]).toEqual([0, 1, 0]);
  });
});

describe("episode actions", () => {
  const actions = [
    { label: "Listen", href: "@episode", variant: "primary" as const },
    { label: "View All", href: "@podcast", variant: "secondary" as const },
  ];

  it("separates the per-episode button from the section's buttons", () => {
    const { perEpisode, section } = splitEpisodeActions(actions);
    expect(perEpisode?.label).toBe("Listen");
    expect(section.map((action) => action.label)).toEqual(["View All"]);
  });

  it("points @latestEpisode and @episode at the episode and leaves other links alone", () => {
    const resolved = withEpisodeLink(
      [...actions, { label: "Listen Now", href: "@latestEpisode", variant: "primary" }],
      "https://digitallegacypodcast.com/",
    );
    expect(resolved.map((action) => action.href)).toEqual([
      "https://digitallegacypodcast.com/",
      "@podcast",
      "https://digitallegacypodcast.com/",
    ]);
  });

  it("explains what to do when there are no episodes", () => {
    expect(() => withEpisodeLink(actions, undefined)).toThrow(/src\/content\/episodes/);
  });
});
