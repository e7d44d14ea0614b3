// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import Accordion from "../../src/islands/Accordion";

const items = [
  { id: "market-need", question: "Why now?", answer: "Only 1 in 3 adults have a plan." },
  { id: "empathetic-ai", question: "Is the AI kind?", answer: "Gentle guidance, human backup." },
  { id: "secure", question: "Is it secure?", answer: "Encrypted and private." },
];

const button = (name: string) => screen.getByRole("button", { name });

afterEach(() => window.history.replaceState(null, "", "/"));

describe("Accordion", () => {
  it("server-renders native exclusive <details> with every answer, all closed", () => {
    const html = renderToString(<Accordion items={items} name="faq" />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const details = [...doc.querySelectorAll("details")];
    expect(details.map((element) => element.id)).toEqual(items.map((item) => item.id));
    for (const element of details) {
      expect(element.getAttribute("name")).toBe("faq");
      expect(element.open).toBe(false);
    }
    expect(details.map((element) => element.querySelector("summary")?.textContent)).toEqual(
      items.map((item) => item.question),
    );
    expect(details.map((element) => element.querySelector("p")?.textContent)).toEqual(items.map((item) => item.answer));
  });

  it("takes over from the native details, keeping the item opened and the focus", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<Accordion items={items} name="faq" />);
    document.body.append(host);
    // The visitor opened the second item and focused its question before React arrived.
    host.querySelectorAll("details")[1]!.open = true;
    host.querySelectorAll("summary")[1]!.focus();
    await act(async () => {
      hydrateRoot(host, <Accordion items={items} name="faq" />);
    });
    expect(host.querySelectorAll("details")).toHaveLength(0);
    expect(button("Is the AI kind?")).toHaveAttribute("aria-expanded", "true");
    expect(button("Is the AI kind?")).toHaveFocus();
    expect(button("Why now?")).toHaveAttribute("aria-expanded", "false");
    host.remove();
  });

  it("links each header button to its answer", () => {
    render(<Accordion items={items} name="faq" headingLevel={2} />);
    const first = button("Why now?");
    expect(first.closest("h2")).not.toBeNull();
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(first).toHaveAttribute("aria-controls", "market-need-answer");
    expect(document.getElementById("market-need-answer")).toHaveAttribute("aria-labelledby", first.id);
    expect(document.getElementById("market-need-answer")).not.toBeVisible();
  });

  it("opens one item at a time and closes the open item", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} name="faq" />);
    await user.click(button("Why now?"));
    expect(button("Why now?")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "Why now?" })).toHaveTextContent("Only 1 in 3 adults have a plan.");

    await user.click(button("Is it secure?"));
    expect(button("Why now?")).toHaveAttribute("aria-expanded", "false");
    expect(button("Is it secure?")).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById("market-need-answer")).not.toBeVisible();
    expect(screen.getAllByRole("region")).toHaveLength(1);

    await user.click(button("Is it secure?"));
    expect(button("Is it secure?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("opens and closes with Enter and Space", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} name="faq" />);
    button("Is the AI kind?").focus();
    await user.keyboard("{Enter}");
    expect(button("Is the AI kind?")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard(" ");
    expect(button("Is the AI kind?")).toHaveAttribute("aria-expanded", "false");
  });

  it("moves between headers with Up, Down, Home and End", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} name="faq" />);
    button("Why now?").focus();
    await user.keyboard("{ArrowDown}");
    expect(button("Is the AI kind?")).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(button("Why now?")).toHaveFocus(); // wraps to the first
    await user.keyboard("{ArrowUp}");
    expect(button("Is it secure?")).toHaveFocus(); // wraps to the last
    await user.keyboard("{Home}");
    expect(button("Why now?")).toHaveFocus();
    await user.keyboard("{End}");
    expect(button("Is it secure?")).toHaveFocus();
  });

  it("opens the item named by the address's #hash, or defaultOpen", () => {
    window.history.replaceState(null, "", "/solution#secure");
    const { unmount } = render(<Accordion items={items} name="faq" />);
    expect(button("Is it secure?")).toHaveAttribute("aria-expanded", "true");
    unmount();
    window.history.replaceState(null, "", "/solution");
    render(<Accordion items={items} name="faq" defaultOpen="empathetic-ai" />);
    expect(button("Is the AI kind?")).toHaveAttribute("aria-expanded", "true");
  });
});
