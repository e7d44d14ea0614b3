// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Chat from "../../src/islands/Chat";
import { chatContent, chatLabels } from "./fixtures";

const GREETING = "Hi! I'm Jesse, here to help you with your legacy planning. How can I assist you today?";
const NO_MATCH = "Thank you for your message. How can I assist you with your legacy planning today?";
const MATCHES = "I'd be happy to help! Here are some relevant pages that might interest you:";

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(<Chat content={chatContent} labels={chatLabels} />);
  return user;
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Chat with Jesse" }));
  return screen.getByRole("dialog", { name: "Chat with Jesse" });
}

const waitReply = () => act(() => vi.advanceTimersByTime(500));
const log = () => screen.getByRole("log");

// Testing Library advances fake timers only when it sees `jest`; point it at Vitest's.
(globalThis as { jest?: unknown }).jest = { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) };

beforeEach(() => {
  // jsdom has no layout; scrolling to the newest message is a no-op here.
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("Chat", () => {
  it("starts closed with only the launcher", () => {
    setup();
    const launcher = screen.getByRole("button", { name: "Chat with Jesse" });
    expect(launcher).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens with the greeting and focuses the message box", async () => {
    const user = setup();
    const dialog = await openChat(user);
    expect(screen.getByRole("button", { name: "Chat with Jesse" })).toHaveAttribute("aria-expanded", "true");
    expect(log()).toHaveAttribute("aria-live", "polite");
    expect(within(log()).getAllByText(/./, { selector: "p" })).toHaveLength(1);
    expect(within(log()).getByText(GREETING)).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Your message" })).toHaveFocus();
  });

  it("sends with Enter: the message shows at once, the box clears, the reply follows after 500 ms", async () => {
    const user = setup();
    await openChat(user);
    const box = screen.getByRole("textbox", { name: "Your message" });
    await user.type(box, "Hello Jesse{Enter}");
    expect(within(log()).getByText("Hello Jesse")).toBeInTheDocument();
    expect(box).toHaveValue("");
    expect(screen.getByText("Jesse is typing…")).toBeInTheDocument();
    // Announced politely: the indicator fills a live region that is always in the page.
    const typingRegion = screen.getByText("Jesse is typing…").closest("[role=status]");
    expect(typingRegion).toHaveAttribute("aria-live", "polite");
    act(() => vi.advanceTimersByTime(499));
    expect(within(log()).queryByText(NO_MATCH)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(log()).getByText(NO_MATCH)).toBeInTheDocument();
    expect(screen.queryByText("Jesse is typing…")).not.toBeInTheDocument();
    expect(typingRegion).toBeInTheDocument();
    expect(typingRegion).toBeEmptyDOMElement();
  });

  it("sends with the send button and keeps Shift+Enter as a new line", async () => {
    const user = setup();
    await openChat(user);
    const box = screen.getByRole("textbox", { name: "Your message" });
    await user.type(box, "line one{Shift>}{Enter}{/Shift}line two");
    expect(box).toHaveValue("line one\nline two");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(box).toHaveValue("");
    expect(box).toHaveFocus();
    expect(within(log()).getByText(/line one\s+line two/)).toBeInTheDocument();
  });

  it("does not send empty or whitespace-only messages", async () => {
    const user = setup();
    await openChat(user);
    const box = screen.getByRole("textbox", { name: "Your message" });
    await user.type(box, "{Enter}");
    await user.type(box, "   {Enter}");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitReply();
    expect(log().children).toHaveLength(1);
    expect(screen.queryByText("Jesse is typing…")).not.toBeInTheDocument();
  });

  it("replies with suggested links in table order", async () => {
    const user = setup();
    await openChat(user);
    await user.type(screen.getByRole("textbox", { name: "Your message" }), "My family needs a plan{Enter}");
    await waitReply();
    expect(within(log()).getByText(MATCHES)).toBeInTheDocument();
    const links = within(screen.getByRole("list", { name: "Suggested pages" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["For Individuals", "/for-individuals"],
      ["Plans", "/plan"],
    ]);
    expect(links[0]).not.toHaveAttribute("target");
  });

  it("closes when a suggested link is clicked", async () => {
    const user = setup();
    await openChat(user);
    await user.type(screen.getByRole("textbox", { name: "Your message" }), "podcast{Enter}");
    await waitReply();
    const link = screen.getByRole("link", { name: "The Digital Legacy Podcast" });
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    await user.click(link);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with the Close chat button and with Escape, returning focus to the launcher", async () => {
    const user = setup();
    await openChat(user);
    await user.click(screen.getByRole("button", { name: "Close chat" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const launcher = screen.getByRole("button", { name: "Chat with Jesse" });
    expect(launcher).toHaveFocus();

    await openChat(user);
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps the conversation when closed and reopened", async () => {
    const user = setup();
    await openChat(user);
    await user.type(screen.getByRole("textbox", { name: "Your message" }), "remember me{Enter}");
    await user.keyboard("{Escape}");
    await waitReply();
    await openChat(user);
    expect(within(log()).getByText("remember me")).toBeInTheDocument();
    expect(within(log()).getByText(NO_MATCH)).toBeInTheDocument();
  });

  it("remembers the conversation on this page for the session, and Start over forgets it", async () => {
    const user = setup();
    await openChat(user);
    expect(screen.queryByRole("button", { name: "Start over" })).not.toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Your message" }), "My family needs a plan{Enter}");
    await waitReply();
    cleanup(); // the visitor reloads the page

    render(<Chat content={chatContent} labels={chatLabels} />);
    await openChat(user);
    const texts = () =>
      [...log().querySelectorAll("p")].map((p) => p.textContent?.replace(/^(You said:|Jesse said:) /, ""));
    expect(texts()).toEqual([GREETING, "My family needs a plan", MATCHES]);
    expect(within(log()).getByRole("link", { name: "For Individuals" })).toHaveAttribute("href", "/for-individuals");

    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(texts()).toEqual([GREETING]);
    expect(screen.getByRole("textbox", { name: "Your message" })).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Start over" })).not.toBeInTheDocument();
    cleanup();
    render(<Chat content={chatContent} labels={chatLabels} />);
    await openChat(user);
    expect(texts()).toEqual([GREETING]);
  });

  it("keeps each page's conversation apart", async () => {
    const user = setup();
    await openChat(user);
    await user.type(screen.getByRole("textbox", { name: "Your message" }), "on the home page{Enter}");
    cleanup();
    window.history.replaceState(null, "", "/plan");
    try {
      render(<Chat content={chatContent} labels={chatLabels} />);
      await openChat(user);
      expect(within(log()).getAllByText(/./, { selector: "p" })).toHaveLength(1);
      expect(within(log()).queryByText("on the home page")).not.toBeInTheDocument();
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("shows markup as text, never as HTML", async () => {
    const user = setup();
    await openChat(user);
    const box = screen.getByRole("textbox", { name: "Your message" });
    const markup = '<script>alert(1)</script><img src=x onerror="alert(2)"><b>video</b>';
    await user.click(box);
    await user.paste(markup);
    await user.keyboard("{Enter}");
    await waitReply();
    expect(within(log()).getByText(markup)).toBeInTheDocument();
    expect(log().querySelector("script, img, b")).toBeNull();
    // "video" is still a word in the message.
    expect(screen.getByRole("link", { name: "Videos" })).toHaveAttribute("href", "/video");
  });

  it("shows emoji and right-to-left text as written", async () => {
    const user = setup();
    await openChat(user);
    const box = screen.getByRole("textbox", { name: "Your message" });
    await user.click(box);
    await user.paste("💙 شكرا family");
    await user.keyboard("{Enter}");
    await waitReply();
    const bubble = within(log()).getByText("💙 شكرا family");
    expect(bubble).toHaveAttribute("dir", "auto");
    expect(screen.getByRole("link", { name: "For Individuals" })).toBeInTheDocument();
  });

  it("answers a 10 000-character paste", async () => {
    const user = setup();
    await openChat(user);
    const long = "x".repeat(9_992) + " podcast";
    await user.click(screen.getByRole("textbox", { name: "Your message" }));
    await user.paste(long);
    await user.keyboard("{Enter}");
    await waitReply();
    expect(within(log()).getByText(long)).toHaveClass("wrap-anywhere");
    expect(screen.getByRole("link", { name: "The Digital Legacy Podcast" })).toBeInTheDocument();
  });

  it("answers several quick messages in order", async () => {
    const user = setup();
    await openChat(user);
    const box = screen.getByRole("textbox", { name: "Your message" });
    await user.type(box, "one{Enter}");
    await user.type(box, "blog{Enter}");
    await waitReply();
    const texts = [...log().querySelectorAll("p")].map((p) => p.textContent?.replace(/^(You said:|Jesse said:) /, ""));
    expect(texts).toEqual([GREETING, "one", "blog", NO_MATCH, MATCHES]);
  });
});
