// Content and labels for component tests, read from the real content files.
// (Schemas are not imported here: they read the file system, which jsdom tests cannot.)
import { readFileSync } from "node:fs";
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

// Component tests run the islands on fixed sample data, so an editor adding, removing or renaming a partner or a
// category never changes what they expect. (The pages' use of the real content files is checked on the build in
// tests/dist and in the browser in tests/e2e.)

/** The five planning categories, as pages pass them to the islands. */
export const categories = [
  {
    category: "beliefs",
    name: "Beliefs",
    description: "Plans that honour your faith and values.",
    icon: "heart-handshake",
  },
  { category: "legal", name: "Legal", description: "Wills, trusts and powers of attorney.", icon: "scale" },
  { category: "financial", name: "Financial", description: "Accounts, insurance and benefits.", icon: "piggy-bank" },
  {
    category: "physical",
    name: "Physical",
    description: "Health wishes, belongings and memorials.",
    icon: "hand-heart",
  },
  { category: "digital", name: "Digital", description: "Passwords, photos and accounts.", icon: "cloud" },
];

/** Two partner offers, as pages pass them to the islands. */
export const offers = [
  {
    name: "Prisidio",
    tagline: "Your Digital Vault. For Life.",
    description:
      "A secure digital vault for life's important information, so the right people can find what they need, when they need it.",
    buttonText: "Sign Up",
    url: "https://www.prisidio.com/endevo",
    category: "digital",
  },
  {
    name: "Memorial Tribute Legacy",
    tagline: "Let us carry this with you.",
    description: "Creates a beautiful, shareable digital memorial tribute from your family's photos and memories.",
    buttonText: "Learn More",
    url: "https://www.memorial-tribute-legacy.com/",
    category: "physical",
  },
];
