// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import ExpertDirectory from "../../src/islands/ExpertDirectory";
import { expertDirectoryLabels } from "../../src/lib/island-labels";
import { categories, offers, t } from "./fixtures";

// The order of the filter list on the page (trusted-experts.yaml's directory items).
const order = ["beliefs", "financial", "digital", "legal", "physical"];
const filterCategories = order.map((key) => categories.find((c) => c.category === key)!);
const trustedOffers = offers.map((offer) => ({
  ...offer,
  category: offer.category.replace(/^./, (c) => c.toUpperCase()),
}));
const labels = expertDirectoryLabels(t);
const NONE = "No trusted experts found matching your search.";

const searchBox = () => screen.getByRole("searchbox", { name: "Search trusted experts" });
const filtersButton = () => screen.getByRole("button", { name: "Filters" });
const clearButton = () => screen.queryByRole("button", { name: "Clear Filters" });
const names = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);
const status = () => screen.getByRole("status");

function renderDirectory() {
  return render(<ExpertDirectory categories={filterCategories} offers={trustedOffers} labels={labels} />);
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("ExpertDirectory", () => {
  it("shows every offer with no search and no filter, with the count announced", () => {
    renderDirectory();
    expect(names()).toEqual(["Prisidio", "Memorial Tribute Legacy"]);
    expect(status()).toHaveTextContent("2 trusted experts found");
    expect(status()).toHaveAttribute("role", "status");
    expect(clearButton()).not.toBeInTheDocument();
    // A <search> landmark (jsdom's role table does not know the element yet).
    expect(searchBox().closest("search")).not.toBeNull();
    expect(searchBox()).toHaveAttribute("type", "search");
  });

  it("server-renders all offers, with the search hidden from visitors without JavaScript", () => {
    const html = renderToString(
      <ExpertDirectory categories={filterCategories} offers={trustedOffers} labels={labels} />,
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect([...doc.querySelectorAll("h2")].map((h) => h.textContent)).toEqual(["Prisidio", "Memorial Tribute Legacy"]);
    expect(doc.querySelector("[role=status]")?.textContent).toBe("2 trusted experts found");
    expect(doc.querySelector("search")?.parentElement?.className).toContain("[@media(scripting:none)]:hidden");
  });

  it("takes ( and * literally", async () => {
    const user = userEvent.setup();
    renderDirectory();
    await user.type(searchBox(), "(");
    expect(names()).toEqual([]);
    expect(status()).toHaveTextContent(NONE);
    await user.clear(searchBox());
    await user.type(searchBox(), "*");
    expect(names()).toEqual([]);
    await user.clear(searchBox());
    await user.type(searchBox(), "life's");
    expect(names()).toEqual(["Prisidio"]);
  });

  it("keeps working at an address whose path starts with two slashes (//trusted-experts)", async () => {
    // Written as text, "//trusted-experts?q=…" would name another host and history would throw a SecurityError.
    window.history.replaceState(null, "", `${window.location.origin}//trusted-experts`);
    expect(window.location.pathname).toBe("//trusted-experts");
    const user = userEvent.setup();
    renderDirectory();
    await user.type(searchBox(), "vault");
    expect(names()).toEqual(["Prisidio"]);
    expect(window.location.pathname).toBe("//trusted-experts");
    expect(window.location.search).toBe("?q=vault");
    await user.click(filtersButton());
    await user.click(screen.getByRole("checkbox", { name: "Digital" }));
    expect(window.location.pathname).toBe("//trusted-experts");
    expect(new URLSearchParams(window.location.search).get("category")).toBe("digital");
  });

  it("searches name, tagline, description and category as you type", async () => {
    const user = userEvent.setup();
    renderDirectory();
    await user.type(searchBox(), "vault");
    expect(names()).toEqual(["Prisidio"]);
    expect(status()).toHaveTextContent("1 trusted expert found");
    await user.clear(searchBox());
    await user.type(searchBox(), "  PHYSICAL ");
    expect(names()).toEqual(["Memorial Tribute Legacy"]);
    await user.clear(searchBox());
    await user.type(searchBox(), "(.*)");
    expect(names()).toEqual([]);
    expect(status()).toHaveTextContent(NONE);
  });

  it("filters by categories from a keyboard-operable list, in the page's order", async () => {
    const user = userEvent.setup();
    renderDirectory();
    expect(filtersButton()).toHaveAttribute("aria-expanded", "false");
    await user.click(filtersButton());
    expect(filtersButton()).toHaveAttribute("aria-expanded", "true");
    const group = screen.getByRole("group", { name: "Categories" });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((box) => box.parentElement!.textContent),
    ).toEqual(["Beliefs", "Financial", "Digital", "Legal", "Physical"]);

    await user.tab();
    expect(screen.getByRole("checkbox", { name: "Beliefs" })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("checkbox", { name: "Digital" })).toHaveFocus();
    await user.keyboard(" ");
    expect(screen.getByRole("checkbox", { name: "Digital" })).toBeChecked();
    expect(names()).toEqual(["Prisidio"]);
    expect(clearButton()).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Categories" })).not.toBeInTheDocument();
    expect(filtersButton()).toHaveFocus();
    expect(filtersButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("Clear Filters appears only with a filter set and empties the list", async () => {
    const user = userEvent.setup();
    renderDirectory();
    await user.click(filtersButton());
    await user.click(screen.getByRole("checkbox", { name: "Legal" }));
    expect(names()).toEqual([]);
    expect(status()).toHaveTextContent(NONE);
    await user.click(screen.getByRole("checkbox", { name: "Physical" }));
    expect(names()).toEqual(["Memorial Tribute Legacy"]);

    await user.click(clearButton()!);
    expect(clearButton()).not.toBeInTheDocument();
    expect(names()).toEqual(["Prisidio", "Memorial Tribute Legacy"]);
    expect(filtersButton()).toHaveFocus();
    await user.click(filtersButton());
    for (const box of screen.getAllByRole("checkbox")) expect(box).not.toBeChecked();
  });

  it("closes the filter list on a click outside", async () => {
    const user = userEvent.setup();
    renderDirectory();
    await user.click(filtersButton());
    await user.click(status());
    expect(filtersButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps search and categories in the address and restores them", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/trusted-experts?q=memorial&category=physical");
    renderDirectory();
    expect(searchBox()).toHaveValue("memorial");
    expect(names()).toEqual(["Memorial Tribute Legacy"]);
    expect(clearButton()).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), "tribute & co");
    expect(window.location.search).toBe("?q=tribute%20%26%20co&category=physical");

    await user.click(filtersButton());
    await user.click(screen.getByRole("checkbox", { name: "Digital" }));
    // Categories are kept in the site's order (beliefs, legal, financial, physical, digital), so addresses are stable.
    expect(window.location.search).toBe("?q=tribute%20%26%20co&category=physical,digital");
    await user.click(clearButton()!);
    await user.clear(searchBox());
    expect(window.location.search).toBe("");

    window.history.replaceState(null, "", "/trusted-experts?q=vault");
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(searchBox()).toHaveValue("vault");
    expect(names()).toEqual(["Prisidio"]);
  });
});
