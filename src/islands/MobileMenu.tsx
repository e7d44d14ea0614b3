import { useEffect, useId, useRef, useState } from "react";
import { IslandRoot } from "./IslandRoot";

export interface MobileMenuProps {
  items: { label: string; href: string }[];
  currentPath: string;
  labels: { open: string; close: string; menu: string; errorText: string; errorHelp: string };
  /** An extra action under the items, such as Book a Call. */
  action?: { label: string; href: string; newTab: string } | undefined;
}

/** The header menu below the desktop breakpoint: only the top items. */
export default function MobileMenu(props: MobileMenuProps) {
  return (
    <IslandRoot errorText={props.labels.errorText} errorHelp={props.labels.errorHelp}>
      <Menu {...props} />
    </IslandRoot>
  );
}

function Menu({ items, currentPath, labels, action }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      close(false);
      // Focus returns to the button unless the click gave it to another control (a
      // link, a field). By the click event the browser has moved focus, for mouse and
      // touch alike; a click on plain content focuses only the body or <main tabindex=-1>.
      document.addEventListener(
        "click",
        () => {
          const active = document.activeElement;
          const toControl = active instanceof HTMLElement && active.tabIndex >= 0 && !rootRef.current?.contains(active);
          if (!toControl) buttonRef.current?.focus();
        },
        { once: true, capture: true },
      );
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  return (
    // Without JavaScript the button could do nothing: the header's <noscript> list of pages stands in.
    <div ref={rootRef} className="xl:hidden [@media(scripting:none)]:hidden">
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex size-12 items-center justify-center rounded-full border border-line bg-surface-raised text-brand"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <nav
        id={panelId}
        aria-label={labels.menu}
        hidden={!open}
        className="absolute inset-x-0 top-full border-t border-line bg-surface-raised shadow-lift"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-5 py-3 sm:px-8">
          {items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={item.href === currentPath ? "page" : undefined}
                className="flex min-h-12 items-center border-b border-line/70 py-3 text-lg font-semibold text-brand aria-[current=page]:text-accent"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        {action && (
          <div className="mx-auto max-w-7xl px-5 pt-2 pb-5 sm:px-8">
            <a
              href={action.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-accent px-6 font-semibold text-white"
            >
              {action.label}
              <span className="sr-only"> {action.newTab}</span>
            </a>
          </div>
        )}
      </nav>
    </div>
  );
}
