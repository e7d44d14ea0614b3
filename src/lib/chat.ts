// Jesse's replies, worked out in the visitor's browser from src/content/chat.yaml
// (its shape is chatSchema's `Chat`). Pure functions: no DOM, no network, nothing leaves the page.
import type { Chat } from "./content/schemas";

/** A page Jesse can suggest: its address and title. */
export type ChatLink = Chat["pages"][string];

/** One line of the conversation: what was said, who said it, and any suggested pages. */
export interface ChatMessage {
  id: number;
  text: string;
  isUser: boolean;
  links?: ChatLink[];
}

export interface ChatReply {
  text: string;
  links: ChatLink[];
}

/** Empty or whitespace-only messages are never sent. */
export function isSendable(message: string): boolean {
  return message.trim().length > 0;
}

const REGEX_SPECIALS = /[.*+?^${}()|[\]\\/-]/g;

/** A keyword as literal text inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(REGEX_SPECIALS, "\\$&");
}

/**
 * Matches the keyword at the start of a word, ignoring case: "plan" finds
 * "Planning", but "HR" does not find "three" and "how" does not find "show".
 * A word starts where no letter, digit or combining mark comes before it.
 */
export function keywordPattern(keyword: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(keyword.trim())}`, "iu");
}

type Matcher = { patterns: RegExp[]; links: ChatLink[] };

/** Prepares the rules once; the returned function answers any message. */
export function createResponder(content: Pick<Chat, "pages" | "rules" | "replies">) {
  const matchers: Matcher[] = content.rules.map((rule) => ({
    patterns: rule.keywords.filter((keyword) => keyword.trim() !== "").map(keywordPattern),
    links: rule.pages.flatMap((name) => {
      const page = content.pages[name];
      return page ? [page] : [];
    }),
  }));

  /** Pages for a message: rules in table order, each page once (by URL). */
  function suggest(message: string): ChatLink[] {
    const seen = new Set<string>();
    const links: ChatLink[] = [];
    for (const matcher of matchers) {
      if (!matcher.patterns.some((pattern) => pattern.test(message))) continue;
      for (const link of matcher.links) {
        if (seen.has(link.url)) continue;
        seen.add(link.url);
        links.push(link);
      }
    }
    return links;
  }

  function reply(message: string): ChatReply {
    const links = suggest(message);
    return links.length ? { text: content.replies.matches, links } : { text: content.replies.noMatch, links };
  }

  return { suggest, reply };
}

/** One-off reply; prefer createResponder when answering many messages. */
export function replyTo(message: string, content: Pick<Chat, "pages" | "rules" | "replies">): ChatReply {
  return createResponder(content).reply(message);
}
