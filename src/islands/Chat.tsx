import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { ArrowRight, MessageCircleHeart, RotateCcw, Send, X } from "lucide-react";
import {
  chatStorageKey,
  createResponder,
  isSendable,
  loadConversation,
  saveConversation,
  type ChatMessage,
  type ChatStorage,
} from "../lib/chat";
import type { Chat as ChatContent } from "../lib/content/schemas";
import { IslandRoot } from "./IslandRoot";

export interface ChatLabels {
  /** Launcher button: "Chat with Jesse". */
  open: string;
  /** The chat window's name: "Chat with Jesse". */
  window: string;
  /** "Close chat". */
  close: string;
  /** Clears the conversation: "Start over". */
  startOver: string;
  /** The message box: "Your message". */
  messageLabel: string;
  placeholder: string;
  /** Send button: "Send message". */
  send: string;
  /** "Jesse is typing…" */
  typing: string;
  /** Read before each message: "You said:" and "Jesse said:". */
  you: string;
  assistant: string;
  /** Names the list of suggested links. */
  suggestions: string;
  opensInNewTab: string;
  errorText: string;
  errorHelp: string;
}

export interface ChatProps {
  /** src/content/chat.yaml as loaded by the `chat` collection. */
  content: ChatContent;
  labels: ChatLabels;
}

/**
 * Jesse, the chat assistant on every page. Server-rendered as the closed
 * launcher and hydrated with `client:interaction`, so React loads only when
 * a visitor reaches for it. Replies are worked out locally (lib/chat.ts).
 */
export default function Chat(props: ChatProps) {
  return (
    <IslandRoot errorText={props.labels.errorText} errorHelp={props.labels.errorHelp}>
      <ChatWidget {...props} />
    </IslandRoot>
  );
}

/** The tab's sessionStorage, or nothing where the browser refuses it (blocked site data). */
function sessionStore(): ChatStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function ChatWidget({ content, labels }: ChatProps) {
  const [open, setOpen] = useState(false);
  // This page's conversation so far in this tab (it survives closing the chat and reloading the page), after the
  // greeting from chat.yaml. Nothing is stored for another site or sent anywhere.
  const storageKey = typeof window === "undefined" ? undefined : chatStorageKey(window.location.pathname);
  const greeting: ChatMessage = { id: 0, text: content.greeting, isUser: false };
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    greeting,
    ...(storageKey ? loadConversation(sessionStore(), storageKey, content.pages) : []),
  ]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(0);
  const responder = useMemo(() => createResponder(content), [content]);
  const nextId = useRef(messages.length);
  const timers = useRef(new Set<number>());
  const rootRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const windowId = useId();
  const inputId = useId();

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (storageKey) saveConversation(sessionStore(), storageKey, messages);
  }, [messages, storageKey]);

  // Keep the newest message in view.
  useEffect(() => {
    const list = scrollRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, pending, open]);

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) launcherRef.current?.focus();
  }

  /** Forgets the conversation: back to the greeting, replies on their way dropped, the box ready to type. */
  function startOver() {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current.clear();
    setPending(0);
    setMessages([greeting]);
    inputRef.current?.focus();
  }

  function send() {
    if (!isSendable(draft)) return;
    const text = draft.trim();
    setMessages((list) => [...list, { id: nextId.current++, text, isUser: true }]);
    setDraft("");
    setPending((count) => count + 1);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      const reply = responder.reply(text);
      setMessages((list) => [...list, { id: nextId.current++, text: reply.text, isUser: false, links: reply.links }]);
      setPending((count) => count - 1);
    }, content.replyDelayMs);
    timers.current.add(timer);
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  // Escape closes the open chat; focus goes back to the launcher when it was in the chat.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const active = document.activeElement;
      setOpen(false);
      if (!active || active === document.body || rootRef.current?.contains(active)) launcherRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    // A plain click follows the link in this tab: close the chat on the way.
    if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) close(false);
  }

  return (
    <div
      ref={rootRef}
      className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 print:hidden [@media(scripting:none)]:hidden"
    >
      {open && (
        <div
          id={windowId}
          role="dialog"
          aria-label={labels.window}
          className="flex h-[500px] max-h-[calc(100dvh-7rem)] w-[350px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-card border border-line bg-surface-raised shadow-lift motion-safe:animate-rise"
        >
          <div className="flex items-center gap-3 bg-surface-inverse py-3 pr-2 pl-4 text-white">
            <Avatar name={content.name} size="sm" />
            <h2 className="min-w-0 flex-1 font-serif text-xl font-semibold text-white">{content.name}</h2>
            {messages.length > 1 && (
              <button
                type="button"
                onClick={startOver}
                className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-white hover:bg-white/10"
              >
                <RotateCcw size={16} aria-hidden="true" className="pointer-events-none" />
                {labels.startOver}
              </button>
            )}
            <button
              type="button"
              aria-label={labels.close}
              onClick={() => close(true)}
              className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
            >
              <X size={22} aria-hidden="true" className="pointer-events-none" />
            </button>
          </div>

          <div ref={scrollRef} className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
            <div role="log" aria-live="polite" className="flex flex-col gap-3">
              {messages.map((message) => (
                <Message key={message.id} message={message} labels={labels} onLinkClick={onLinkClick} />
              ))}
            </div>
            {/* Always in the page, so screen readers announce "Jesse is typing…" when it fills in. */}
            <div role="status" aria-live="polite" className="[&:not(:empty)]:mt-3">
              {pending > 0 && (
                <p className="inline-flex items-center gap-1.5 rounded-2xl rounded-bl-md bg-surface-sunken px-4 py-3">
                  <span className="sr-only">{labels.typing}</span>
                  {["[animation-delay:0ms]", "[animation-delay:150ms]", "[animation-delay:300ms]"].map((delay) => (
                    <span
                      key={delay}
                      aria-hidden="true"
                      className={`size-2 rounded-full bg-muted motion-safe:animate-bounce ${delay}`}
                    />
                  ))}
                </p>
              )}
            </div>
          </div>

          <form
            className="flex items-end gap-2 border-t border-line bg-surface p-3"
            onSubmit={(event) => {
              event.preventDefault();
              send();
              inputRef.current?.focus();
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              {labels.messageLabel}
            </label>
            <textarea
              ref={inputRef}
              id={inputId}
              rows={1}
              value={draft}
              placeholder={labels.placeholder}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onInputKeyDown}
              dir="auto"
              className="field-sizing-content max-h-32 min-h-12 min-w-0 flex-1 resize-none rounded-control border border-line bg-surface-raised px-3 py-2.5 text-base text-ink placeholder:text-muted"
            />
            <button
              type="submit"
              aria-label={labels.send}
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-white hover:bg-accent-strong"
            >
              <Send size={20} aria-hidden="true" className="pointer-events-none" />
            </button>
          </form>
        </div>
      )}

      <button
        ref={launcherRef}
        type="button"
        aria-label={labels.open}
        aria-expanded={open}
        aria-controls={open ? windowId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="group relative rounded-full shadow-lift transition-transform hover:scale-105 motion-reduce:transition-none motion-reduce:hover:scale-100"
      >
        <Avatar name={content.name} size="lg" />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-1 -left-1 inline-flex size-7 items-center justify-center rounded-full bg-surface-raised text-accent shadow-card"
        >
          <MessageCircleHeart size={16} strokeWidth={2.25} />
        </span>
      </button>
    </div>
  );
}

function Message({
  message,
  labels,
  onLinkClick,
}: {
  message: ChatMessage;
  labels: ChatLabels;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { text, isUser, links } = message;
  return (
    <div
      className={
        isUser
          ? "max-w-[85%] self-end rounded-2xl rounded-br-md bg-brand px-4 py-2.5 text-white"
          : "max-w-[90%] self-start rounded-2xl rounded-bl-md bg-surface-sunken px-4 py-2.5 text-ink"
      }
    >
      <p dir="auto" className="leading-snug break-words whitespace-pre-wrap wrap-anywhere">
        <span className="sr-only">{isUser ? labels.you : labels.assistant} </span>
        {text}
      </p>
      {links && links.length > 0 && (
        <ul aria-label={labels.suggestions} className="mt-3 flex flex-col items-start gap-2">
          {links.map((link) => {
            const external = /^https?:\/\//.test(link.url);
            return (
              <li key={link.url}>
                <a
                  href={link.url}
                  onClick={onLinkClick}
                  target={external ? "_blank" : undefined}
                  rel={external ? "noopener noreferrer" : undefined}
                  className="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line bg-surface-raised px-3.5 py-1.5 text-sm font-semibold text-accent hover:border-accent hover:underline"
                >
                  {link.title}
                  {external && <span className="sr-only"> {labels.opensInNewTab}</span>}
                  <ArrowRight size={16} aria-hidden="true" className="pointer-events-none" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Jesse's round avatar: an initial on the brand's navy-to-teal gradient. */
function Avatar({ name, size }: { name: string; size: "sm" | "lg" }) {
  return (
    <span
      aria-hidden="true"
      className={
        "pointer-events-none inline-flex shrink-0 items-center justify-center rounded-full bg-linear-135 from-calm-bright via-calm to-surface-inverse font-serif font-semibold text-white ring-2 ring-white " +
        (size === "lg" ? "size-16 text-3xl" : "size-10 text-xl")
      }
    >
      {name.charAt(0)}
    </span>
  );
}
