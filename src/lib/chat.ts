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

/* -------------------------------------------------------- remembering the conversation */

/** The conversation is kept for the browser tab's session, one per page (sessionStorage, never sent anywhere). */
export const CHAT_STORAGE_PREFIX = "endevo:chat:";
/** At most this many messages are kept (the newest); a conversation longer than that starts to forget its start. */
export const CHAT_MESSAGES_KEPT = 100;

/** "endevo:chat:/plan": each page of the site remembers its own conversation. */
export function chatStorageKey(path: string): string {
  return `${CHAT_STORAGE_PREFIX}${path}`;
}

/** The part of Storage the chat uses (sessionStorage in the browser). */
export type ChatStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * Keeps the messages after the greeting (the greeting always comes from chat.yaml). Storage can be full or switched
 * off (private browsing, blocked site data): the chat then simply forgets, as it did before.
 */
export function saveConversation(storage: ChatStorage | undefined, key: string, messages: readonly ChatMessage[]) {
  try {
    if (!storage) return;
    const said = messages.slice(1).slice(-CHAT_MESSAGES_KEPT);
    if (said.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(said.map(({ text, isUser, links }) => ({ text, isUser, links }))));
  } catch {
    // Nothing to do: the conversation lasts as long as the page.
  }
}

/**
 * The messages saved for this page, after the greeting, numbered from 1. Anything that is not a message is
 * dropped, and a suggested link is kept only while it is still one of the chat's pages (with today's title), so an
 * edit of chat.yaml or a tampered entry never shows a link the chat would not suggest.
 */
export function loadConversation(storage: ChatStorage | undefined, key: string, pages: Chat["pages"]): ChatMessage[] {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(key) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(saved)) return [];
  const byUrl = new Map(Object.values(pages).map((page) => [page.url, page]));
  const messages: ChatMessage[] = [];
  for (const entry of saved.slice(-CHAT_MESSAGES_KEPT)) {
    if (!entry || typeof entry !== "object") continue;
    const { text, isUser, links } = entry as Record<string, unknown>;
    if (typeof text !== "string" || typeof isUser !== "boolean") continue;
    const known = Array.isArray(links)
      ? links.flatMap((link) => {
          const page = byUrl.get((link as { url?: unknown } | null)?.url as string);
          return page ? [page] : [];
        })
      : [];
    messages.push({ id: messages.length + 1, text, isUser, ...(known.length ? { links: known } : {}) });
  }
  return messages;
}
