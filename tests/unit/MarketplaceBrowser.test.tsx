// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import MarketplaceBrowser from "../../src/islands/MarketplaceBrowser";
import { marketplaceLabels } from "../../src/lib/island-labels";
import { categories, offers, t } from "./fixtures";

const labels = marketplaceLabels(t);
const HINT = t("marketplaceHint");
const card = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}`) });
const offerNames = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

function renderBrowser() {
  return render(<MarketplaceBrowser categories={categories} offers={offers} labels={labels} />);
}

function goBack() {
  // jsdom's history.back() is asynchronous; emulate the browser restoring an address.
  act(() => {
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("MarketplaceBrowser", () => {
  it("shows the five categories as toggle buttons and, with none chosen, only a hint", () => {
    renderBrowser();
    const group = screen.getByRole("group", { name: "Planning categories" });
    const buttons = within(group).getAllByRole("button");
    expect(buttons.map((b) => b.querySelector(".font-serif")?.textContent)).toEqual([
      "Beliefs",
      "Legal",
      "Financial",
      "Physical",
      "Digital",
    ]);
    for (const button of buttons) expect(button).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("status")).toHaveTextContent(HINT);
    expect(offerNames()).toEqual([]);
  });

  it("server-renders the hint with no offers", () => {
    const html = renderToString(<MarketplaceBrowser categories={categories} offers={offers} labels={labels} />);
    expect(html).toContain(HINT);
    expect(html).not.toContain("Prisidio");
  });

  it("toggles categories and shows only matching offers", async () => {
    const user = userEvent.setup();
    renderBrowser();
    await user.click(card("Digital"));
    expect(card("Digital")).toHaveAttribute("aria-pressed", "true");
    expect(offerNames()).toEqual(["Prisidio"]);
    expect(screen.getByRole("status")).toHaveTextContent("1 partner offer shown");

    await user.click(card("Physical"));
    expect(offerNames()).toEqual(["Prisidio", "Memorial Tribute Legacy"]);
    expect(screen.getByRole("status")).toHaveTextContent("2 partner offers shown");

    await user.click(card("Digital"));
    expect(card("Digital")).toHaveAttribute("aria-pressed", "false");
    expect(offerNames()).toEqual(["Memorial Tribute Legacy"]);

    await user.click(card("Physical"));
    expect(offerNames()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent(HINT);
  });

  it("says so when the chosen categories have no partners", async () => {
    const user = userEvent.setup();
    renderBrowser();
    await user.click(card("Beliefs"));
    expect(offerNames()).toEqual([]);
    expect(screen.getByRole("status")).toHaveTextContent(t("marketplaceNone"));
  });

  it("opens partner pages in a new tab", async () => {
    const user = userEvent.setup();
    renderBrowser();
    await user.click(card("Digital"));
    const link = screen.getByRole("link", { name: /^Sign Up/ });
    expect(link).toHaveAttribute("href", "https://www.prisidio.com/endevo");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveAccessibleName("Sign Up – Prisidio (opens in a new tab)");
  });

  it("keeps the choice in the address and restores it from the address", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/marketplace?category=physical#browse");
    renderBrowser();
    expect(card("Physical")).toHaveAttribute("aria-pressed", "true");
    expect(offerNames()).toEqual(["Memorial Tribute Legacy"]);

    const before = window.history.length;
    await user.click(card("Legal"));
    expect(window.location.search).toBe("?category=legal,physical");
    expect(window.location.hash).toBe("#browse");
    expect(window.history.length).toBe(before + 1);

    window.history.replaceState(null, "", "/marketplace?category=digital");
    goBack();
    expect(card("Digital")).toHaveAttribute("aria-pressed", "true");
    expect(card("Legal")).toHaveAttribute("aria-pressed", "false");
    expect(offerNames()).toEqual(["Prisidio"]);

    await user.click(card("Digital"));
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/marketplace");
  });
});
