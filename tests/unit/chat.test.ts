import { readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import {
  CHAT_MESSAGES_KEPT,
  chatStorageKey,
  createResponder,
  escapeRegExp,
  isSendable,
  loadConversation,
  replyTo,
  saveConversation,
  type ChatStorage,
} from "../../src/lib/chat";
import { chatSchema, type Chat } from "../../src/lib/content/schemas";

const read = (file: string): Chat => chatSchema.parse(load(readFileSync(file, "utf8")));
/** What editors wrote: every rule in it must work, whatever they add or change. */
const content = read("src/content/chat.yaml");
/** A frozen copy for the matching logic, so these tests do not change when the content does. */
const fixture = read("tests/unit/fixtures/chat.yaml");
const { suggest, reply } = createResponder(fixture);
const urls = (message: string) => suggest(message).map((link) => link.url);

const NO_MATCH = "Thank you for your message. How can I assist you with your legacy planning today?";
const MATCHES = "I'd be happy to help! Here are some relevant pages that might interest you:";

describe("chat content", () => {
  it("has the fixed greeting, replies and delay (docs/REQUIREMENTS.md §5.1, §7)", () => {
    expect(content.greeting).toBe(
      "Hi! I'm Jesse, here to help you with your legacy planning. How can I assist you today?",
    );
    expect(content.replies.noMatch).toBe(NO_MATCH);
    expect(content.replies.matches).toBe(MATCHES);
    expect(content.replyDelayMs).toBe(500);
  });
});

describe("every rule in chat.yaml works", () => {
  const live = createResponder(content);
  const byName = (name: string) => content.pages[name]!;
  for (const [index, rule] of content.rules.entries()) {
    for (const keyword of rule.keywords) {
      it(`rule ${index + 1}: "${keyword}" suggests ${rule.pages.join(" and ")}`, () => {
        const links = live.suggest(`Tell me, ${keyword}!`);
        expect(links).toEqual(expect.arrayContaining(rule.pages.map(byName)));
        expect(live.reply(keyword)).toEqual({ text: content.replies.matches, links });
      });
    }
  }
});

describe("the frozen rules, one table row at a time", () => {
  const table: [string[], string[]][] = [
    [
      ["company", "business", "employer", "HR", "EAP"],
      ["/for-companies", "/employee-wellness"],
    ],
    [
      ["individual", "personal", "family"],
      ["/for-individuals", "/plan"],
    ],
    [["investor", "funding"], ["/for-investors"]],
    [["marketplace", "provider", "partner"], ["/marketplace"]],
    [["solution", "how", "what"], ["/solution"]],
    [["plan", "start"], ["/plan"]],
    [
      ["resource", "guide", "learn"],
      ["/resources", "/learn-and-listen"],
    ],
    [["about", "team", "mission"], ["/company"]],
    [["podcast", "listen", "audio"], ["/podcast"]],
    [["video", "watch"], ["/video"]],
    [["blog", "article", "read"], ["/blog"]],
    [["wellness", "employee"], ["/employee-wellness"]],
  ];

  it("the fixture holds exactly these rules", () => {
    expect(fixture.rules.map((rule) => rule.keywords)).toEqual(table.map(([keywords]) => keywords));
  });

  for (const [keywords, pages] of table) {
    for (const keyword of keywords) {
      it(`"${keyword}" suggests ${pages.join(" and ")}`, () => {
        expect(urls(`Tell me, ${keyword}!`)).toEqual(pages);
        expect(reply(keyword)).toEqual({ text: MATCHES, links: suggest(keyword) });
      });
    }
  }

  it("links carry the page titles from the content", () => {
    expect(suggest("podcast")).toEqual([{ url: "/podcast", title: fixture.pages["podcast"]!.title }]);
  });
});

describe("several rules at once", () => {
  it("lists pages in table order, not message order", () => {
    expect(urls("I want to watch a video with my family and our company")).toEqual([
      "/for-companies",
      "/employee-wellness",
      "/for-individuals",
      "/plan",
      "/video",
    ]);
  });

  it("lists each page once (de-duplicated by URL)", () => {
    // company → wellness, wellness → wellness; family → plan, plan → plan.
    expect(urls("company wellness employee family plan start")).toEqual([
      "/for-companies",
      "/employee-wellness",
      "/for-individuals",
      "/plan",
    ]);
  });

  it("answers with the match sentence and the links", () => {
    expect(replyTo("How do I start?", fixture)).toEqual({
      text: MATCHES,
      links: [
        { url: "/solution", title: "Our Solution" },
        { url: "/plan", title: "Plans" },
      ],
    });
  });
});

describe("matching", () => {
  it("ignores case", () => {
    expect(urls("PODCAST")).toEqual(["/podcast"]);
    expect(urls("hr")).toEqual(["/for-companies", "/employee-wellness"]);
    expect(urls("Eap benefits")).toEqual(["/for-companies", "/employee-wellness"]);
  });

  it("matches a keyword at the start of a word", () => {
    expect(urls("planning")).toEqual(["/plan"]);
    expect(urls("Employers")).toEqual(["/for-companies", "/employee-wellness"]);
    expect(urls("our (family)")).toEqual(["/for-individuals", "/plan"]);
    expect(urls("listening")).toEqual(["/podcast"]);
    expect(urls("what's next")).toEqual(["/solution"]);
    expect(urls("HR/benefits")).toEqual(["/for-companies", "/employee-wellness"]);
  });

  it("does not match inside a word", () => {
    expect(urls("three")).toEqual([]);
    expect(urls("show me")).toEqual([]);
    expect(urls("somewhat")).toEqual([]);
    expect(urls("explanation")).toEqual([]);
    expect(urls("spread")).toEqual([]);
    expect(urls("chrome")).toEqual([]);
  });

  it("answers with noMatch when nothing matches", () => {
    expect(reply("Hello there")).toEqual({ text: NO_MATCH, links: [] });
    expect(reply("")).toEqual({ text: NO_MATCH, links: [] });
  });

  it("treats regex characters in messages and keywords literally", () => {
    expect(() => reply("(((*[?+")).not.toThrow();
    expect(reply("(((*[?+").text).toBe(NO_MATCH);
    expect(urls("*plan*")).toEqual(["/plan"]);
    const literal = createResponder({
      ...fixture,
      rules: [{ keywords: ["c++", "a.b"], pages: ["blog"] }],
    });
    expect(literal.suggest("I like c++").map((l) => l.url)).toEqual(["/blog"]);
    expect(literal.suggest("I like c")).toEqual([]);
    expect(literal.suggest("axb")).toEqual([]);
    expect(literal.suggest("a.b")).toHaveLength(1);
  });

  it("handles non-Latin text, emoji and markup as plain text", () => {
    expect(reply("مرحبا، أريد أن أخطط").text).toBe(NO_MATCH);
    expect(urls("💙 family 💙")).toEqual(["/for-individuals", "/plan"]);
    expect(urls("<script>alert(1)</script>")).toEqual([]);
    expect(urls("<b>video</b>")).toEqual(["/video"]);
  });

  it("answers a 10 000-character message quickly", () => {
    const long = "a".repeat(9_990) + " podcast!!";
    expect(long).toHaveLength(10_000);
    const started = performance.now();
    expect(urls(long)).toEqual(["/podcast"]);
    expect(reply("x".repeat(10_000)).text).toBe(NO_MATCH);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it("skips rules that name unknown pages instead of failing", () => {
    const loose = createResponder({ ...fixture, rules: [{ keywords: ["x"], pages: ["nope", "blog"] }] });
    expect(loose.suggest("x")).toEqual([{ url: "/blog", title: "Blog" }]);
  });
});

describe("isSendable", () => {
  it("refuses empty and whitespace-only messages", () => {
    expect(isSendable("")).toBe(false);
    expect(isSendable("   ")).toBe(false);
    expect(isSendable("\n\t \u00a0")).toBe(false);
    expect(isSendable(" hi ")).toBe(true);
  });
});

describe("escapeRegExp", () => {
  it("escapes every special character", () => {
    const specials = "\\^$.*+?()[]{}|/-";
    expect(new RegExp(escapeRegExp(specials)).test(specials)).toBe(true);
  });
});

describe("remembering the conversation", () => {
  /** A Storage in memory. */
  function memory(): ChatStorage & { items: Map<string, string> } {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    };
  }
  const key = chatStorageKey("/plan");
  const plan = fixture.pages[Object.keys(fixture.pages)[0]!]!;

  it("keys each page's conversation by its path", () => {
    expect(chatStorageKey("/plan")).not.toBe(chatStorageKey("/"));
  });

  it("keeps what was said after the greeting, and restores it with its links", () => {
    const store = memory();
    saveConversation(store, key, [
      { id: 0, text: "greeting", isUser: false },
      { id: 1, text: "hello", isUser: true },
      { id: 2, text: "see", isUser: false, links: [plan] },
    ]);
    expect(JSON.parse(store.items.get(key)!)).toHaveLength(2);
    expect(loadConversation(store, key, fixture.pages)).toEqual([
      { id: 1, text: "hello", isUser: true },
      { id: 2, text: "see", isUser: false, links: [plan] },
    ]);
  });

  it("forgets when only the greeting is left (Start over)", () => {
    const store = memory();
    saveConversation(store, key, [
      { id: 0, text: "greeting", isUser: false },
      { id: 1, text: "hello", isUser: true },
    ]);
    saveConversation(store, key, [{ id: 0, text: "greeting", isUser: false }]);
    expect(store.items.has(key)).toBe(false);
  });

  it("drops anything that is not a message, and links that are no longer the chat's pages", () => {
    const store = memory();
    store.setItem(
      key,
      JSON.stringify([
        { text: "kept", isUser: true },
        { text: 3, isUser: true },
        "junk",
        null,
        { text: "link", isUser: false, links: [{ url: "javascript:alert(1)", title: "Bad" }, { url: plan.url }] },
      ]),
    );
    expect(loadConversation(store, key, fixture.pages)).toEqual([
      { id: 1, text: "kept", isUser: true },
      { id: 2, text: "link", isUser: false, links: [plan] },
    ]);
    store.setItem(key, "{not json");
    expect(loadConversation(store, key, fixture.pages)).toEqual([]);
    store.setItem(key, '{"text":"an object"}');
    expect(loadConversation(store, key, fixture.pages)).toEqual([]);
  });

  it(`keeps the newest ${CHAT_MESSAGES_KEPT} messages`, () => {
    const store = memory();
    const said = Array.from({ length: CHAT_MESSAGES_KEPT + 20 }, (_, index) => ({
      id: index,
      text: String(index),
      isUser: true,
    }));
    saveConversation(store, key, said);
    const restored = loadConversation(store, key, fixture.pages);
    expect(restored).toHaveLength(CHAT_MESSAGES_KEPT);
    expect(restored.at(-1)?.text).toBe(String(CHAT_MESSAGES_KEPT + 19));
  });

  it("goes on without storage when the browser refuses it", () => {
    const refusing: ChatStorage = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => saveConversation(refusing, key, [{ id: 0, text: "a", isUser: false }])).not.toThrow();
    expect(loadConversation(refusing, key, fixture.pages)).toEqual([]);
    expect(loadConversation(undefined, key, fixture.pages)).toEqual([]);
  });
});
