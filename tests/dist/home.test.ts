// The home page and the pages that show figures from claims.yaml, as built: the sections in the order of the
// page file, the claims, Vision & Values with every value, and the consultation's contact details from site.yaml.
import { describe, expect, it } from "vitest";
import { content, t } from "../content";
import { page, text } from "./read-dist";

const home = content.page("home");
const doc = page("/");
const section = (name: string) => doc.getElementById(home.section(name).id!)!;

describe("the home page", () => {
  it("shows its sections in the order of pages/home.yaml, then the footer", () => {
    const ids = [...doc.querySelectorAll("main > section[id]")].map((element) => element.id);
    const expected = Object.values(home.sections).flatMap((entry) => (entry.id ? [entry.id] : []));
    expect(ids).toEqual(expected);
    expect(doc.querySelector("main + footer")).not.toBeNull();
  });

  it("shows the two claims of the hidden cost section, figure and statement", () => {
    const shown = text(section("hiddenCost"));
    for (const claim of [content.claims.adultsWithPlan, content.claims.companyLosses]) {
      expect(shown).toContain(claim.figure);
      expect(shown).toContain(claim.statement);
    }
  });

  it("lists every value under Vision & Values", () => {
    expect(section("vision").querySelectorAll("li")).toHaveLength(content.values.length);
  });

  it("gives the phone (dialled without spaces), the e-mail, the hours and the flexible note", () => {
    const { phone, email, hours, flexibleNote } = content.site.contact;
    const consultation = section("consultation");
    const tel = [...consultation.querySelectorAll("a[href^='tel:']")];
    // Shown with non-breaking hyphens, so the number never wraps.
    const shownPhone = (a: Element) => text(a).replace(/\u2011/g, "-");
    expect(tel.map((a) => [shownPhone(a), a.getAttribute("href")])).toEqual([
      [phone, `tel:${phone.replace(/[^\d+]/g, "")}`],
    ]);
    const mail = [...consultation.querySelectorAll("a[href^='mailto:']")];
    expect(mail.map((a) => [text(a), a.getAttribute("href")])).toEqual([[email, `mailto:${email}`]]);
    expect(text(consultation)).toContain(hours);
    expect(text(consultation)).toContain(flexibleNote);
    expect(text(consultation)).toContain(t("contactPhone"));
  });
});

describe("the claims elsewhere", () => {
  it("/for-investors shows the industry's size, figure and statement", () => {
    const shown = text(page("/for-investors").querySelector("main"));
    expect(shown).toContain(content.claims.industrySize.figure);
    expect(shown).toContain(content.claims.industrySize.statement);
  });

  it("/for-companies and /solution say what companies lose; /employee-wellness how few adults have a plan", () => {
    expect(text(page("/for-companies").querySelector("main"))).toContain(content.claims.companyLosses.statement);
    expect(text(page("/solution").querySelector("main"))).toContain(content.claims.companyLosses.figure);
    expect(text(page("/employee-wellness").querySelector("main"))).toContain(content.claims.adultsWithPlan.statement);
  });
});
