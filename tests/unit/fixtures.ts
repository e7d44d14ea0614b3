// Content and labels for component tests, read from the real content files.
// (Schemas are not imported here: they read the file system, which jsdom tests cannot.)
import { readdirSync, readFileSync } from "node:fs";
import { load } from "js-yaml";
import type { Chat } from "../../src/lib/content/schemas";
import * as labels from "../../src/lib/island-labels";

const strings = load(readFileSync("src/content/settings/strings.yaml", "utf8")) as Record<string, string>;
export const t = (key: string) => {
  const value = strings[key];
  if (value === undefined) throw new Error(`Missing string ${key}`);
  return value;
};

// Validated against chatSchema in chat.test.ts (node environment).
export const chatContent = load(readFileSync("src/content/chat.yaml", "utf8")) as Chat;
export const chatLabels = labels.chatLabels(t, chatContent.name);

const categoriesFile = load(readFileSync("src/content/categories.yaml", "utf8")) as {
  categories: { category: string; name: string; description: string; icon: string }[];
};
export const categories = categoriesFile.categories;

/** The partner offers as pages pass them to the islands: every file in src/content/offers/. */
export const offers = readdirSync("src/content/offers")
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => {
    const { logo: _logo, ...offer } = load(readFileSync(`src/content/offers/${file}`, "utf8")) as Record<
      string,
      string
    >;
    return offer as {
      name: string;
      tagline: string;
      description: string;
      buttonText: string;
      url: string;
      category: string;
    };
  });
