// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CAROUSEL_DEFAULTS,
  Carousel,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
  useCarousel,
  type CarouselOptions,
} from "../../src/islands/Carousel";
import TestimonialsCarousel from "../../src/islands/TestimonialsCarousel";
import TeamCarousel from "../../src/islands/TeamCarousel";
import * as islandLabels from "../../src/lib/island-labels";
import { stubLayout } from "./dom-stubs";
import { t } from "./fixtures";

const labels = islandLabels.carouselLabels(t, "Our stories");

function Slides({ opts, count = 3 }: { opts?: CarouselOptions | undefined; count?: number }) {
  return (
    <Carousel {...(opts ? { opts } : {})} labels={labels}>
      <CarouselContent>
        {Array.from({ length: count }, (_, index) => (
          <CarouselItem key={index}>
            <p>Story {index + 1}</p>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
    </Carousel>
  );
}

const previous = () => screen.getByRole("button", { name: "Previous slide" });
const next = () => screen.getByRole("button", { name: "Next slide" });

let restore: () => void;
beforeEach(() => {
  restore = stubLayout();
});
afterEach(() => restore());

describe("Carousel", () => {
  it("has the carousel defaults", () => {
    expect(CAROUSEL_DEFAULTS).toEqual({
      align: "center",
      axis: "x",
      duration: 25,
      dragThreshold: 10,
      startIndex: 0,
      slidesToScroll: 1,
      loop: false,
    });
  });

  it("is a labelled carousel region of slides named n of m", () => {
    render(<Slides />);
    const region = screen.getByRole("region", { name: "Our stories" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const slides = within(region).getAllByRole("group");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    for (const slide of slides) expect(slide).toHaveAttribute("aria-roledescription", "slide");
    expect(previous()).toHaveAttribute("aria-controls", slides[0]!.parentElement!.id);
  });

  it("disables previous and next at the ends when not looping", async () => {
    const user = userEvent.setup();
    render(<Slides />);
    await waitFor(() => expect(previous()).toBeDisabled());
    expect(next()).toBeEnabled();
    await user.click(next());
    await waitFor(() => expect(previous()).toBeEnabled());
    expect(next()).toBeEnabled();
    await user.click(next());
    await waitFor(() => expect(next()).toBeDisabled());
    expect(previous()).toBeEnabled();
    await user.click(previous());
    await waitFor(() => expect(next()).toBeEnabled());
  });

  it("keeps both buttons enabled when looping", async () => {
    render(<Slides opts={{ loop: true, align: "start" }} count={4} />);
    await waitFor(() => expect(previous()).toBeEnabled());
    expect(next()).toBeEnabled();
  });

  it("moves with the Left and Right arrow keys when the region has focus", async () => {
    const user = userEvent.setup();
    render(<Slides />);
    await waitFor(() => expect(previous()).toBeDisabled());
    screen.getByRole("region").focus();
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(previous()).toBeEnabled());
    await user.keyboard("{ArrowRight}");
    await waitFor(() => expect(next()).toBeDisabled());
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    await waitFor(() => expect(previous()).toBeDisabled());
    expect(next()).toBeEnabled();
  });

  it("switches from the server's scroll-snap row to Embla once it runs", async () => {
    render(<Slides />);
    const viewport = screen.getByRole("region").firstElementChild!;
    await waitFor(() => expect(viewport).toHaveClass("overflow-hidden"));
    expect(viewport).not.toHaveClass("snap-x");
  });

  it("before Embla runs (and without JavaScript) the scroll row is the tab stop; then the region is", async () => {
    const doc = new DOMParser().parseFromString(renderToString(<Slides />), "text/html");
    const region = doc.querySelector("section")!;
    expect(region.hasAttribute("tabindex")).toBe(false);
    expect(region.firstElementChild!.getAttribute("tabindex")).toBe("0");
    expect(region.firstElementChild!.className).toMatch(/overflow-x-auto snap-x snap-mandatory/);

    render(<Slides />);
    const live = screen.getByRole("region");
    await waitFor(() => expect(live).toHaveAttribute("tabindex", "0"));
    expect(live.firstElementChild).not.toHaveAttribute("tabindex");
  });

  it("keeps the visitor's focus when the tab stop moves from the scroll row to the region", async () => {
    // A keyboard visitor reached the server-rendered row before React arrived.
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Slides />);
    document.body.append(container);
    const row = container.querySelector("section")!.firstElementChild as HTMLElement;
    row.focus();
    expect(document.activeElement).toBe(row);

    let root: Root | undefined;
    try {
      act(() => {
        root = hydrateRoot(container, <Slides />);
      });
      const region = container.querySelector("section")!;
      await waitFor(() => expect(region).toHaveAttribute("tabindex", "0"));
      await waitFor(() => expect(document.activeElement).toBe(region));
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it("useCarousel throws outside a carousel", () => {
    const Orphan = () => {
      useCarousel();
      return null;
    };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow("useCarousel must be used within a <Carousel />");
    expect(() => render(<CarouselNext />)).toThrow("useCarousel must be used within a <Carousel />");
    quiet.mockRestore();
  });
});

describe("TestimonialsCarousel", () => {
  const testimonials = [
    { initial: "M", name: "Maria T.", text: "Calm afternoons." },
    { initial: "D", name: "David R.", text: "Lighter, not sadder." },
    { initial: "A", name: "Angela W.", text: "One safe place." },
    { initial: "J", name: "James K.", text: "A conversation at last." },
  ];

  it("shows each quote with five stars, loops and has arrows", async () => {
    render(
      <TestimonialsCarousel
        testimonials={testimonials}
        labels={islandLabels.testimonialsLabels(t, "What Our Families Say")}
      />,
    );
    const region = screen.getByRole("region", { name: "What Our Families Say" });
    expect(within(region).getAllByRole("group")).toHaveLength(4);
    expect(within(region).getAllByRole("img", { name: "5 out of 5 stars" })).toHaveLength(4);
    expect(within(region).getAllByRole("img", { name: "5 out of 5 stars" })[0]!.querySelectorAll("svg")).toHaveLength(
      5,
    );
    expect(within(region).getByText("“Lighter, not sadder.”")).toBeInTheDocument();
    expect(within(region).getByText("Maria T.")).toBeInTheDocument();
    expect(within(region).getByText("M")).toHaveAttribute("aria-hidden", "true");
    expect(within(region).getAllByRole("group")[1]).toHaveClass("md:basis-1/2");
    await waitFor(() => expect(previous()).toBeEnabled());
    expect(next()).toBeEnabled();
  });
});

describe("TeamCarousel", () => {
  const members = [
    {
      name: "Niki Weiss",
      title: "Founder & CEO",
      organization: "ENDevo",
      initials: "NW",
      linkedIn: "https://www.linkedin.com/in/nikiweiss/",
    },
    { name: "Jordan Ellis", title: "Member Care", organization: "ENDevo", initials: "JE", imageSrc: "/jordan.jpg" },
    { name: "Priya Shah", title: "Product", organization: "ENDevo", initials: "PS" },
    { name: "Marcus Bell", title: "Partnerships", organization: "ENDevo Alliance", initials: "MB" },
  ];

  it("shows people with initials or portraits, one profile link in a new tab, arrows below lg", () => {
    render(<TeamCarousel members={members} labels={islandLabels.teamLabels(t, "Meet Our Team")} />);
    const region = screen.getByRole("region", { name: "Meet Our Team" });
    expect(
      within(region)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(members.map((m) => m.name));
    const links = within(region).getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Professional profile (Niki Weiss) (opens in a new tab)");
    expect(links[0]).toHaveAttribute("href", "https://www.linkedin.com/in/nikiweiss/");
    expect(links[0]).toHaveAttribute("target", "_blank");
    expect(links[0]).toHaveAttribute("rel", "noopener noreferrer");
    const portrait = region.querySelector("img")!;
    expect(portrait).toHaveAttribute("src", "/jordan.jpg");
    expect(portrait).toHaveAttribute("width", "112");
    expect(within(region).getByText("NW")).toBeInTheDocument();
    expect(within(region).getAllByRole("group")[0]).toHaveClass(
      "basis-full",
      "sm:basis-1/2",
      "md:basis-1/3",
      "lg:basis-1/4",
    );
    expect(previous().parentElement).toHaveClass("lg:hidden");
  });
});
