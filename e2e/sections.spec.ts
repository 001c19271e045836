// The home page's sections: present, in order, with their facts and buttons.
import { rera } from "../lib/content/project";
import { atAGlanceSection } from "../lib/i18n/en/sections/project";
import { amenities, highways, project } from "../lib/i18n/english";
import {
  brochureSection,
  contactSection,
  enquirySection,
  highwaysSection,
} from "../lib/i18n/en/sections/buying";
import { formNoscript } from "../lib/i18n/en/ui";
import { getDictionary } from "../lib/i18n";
import { LANGS, localePath, otherLang, type Lang } from "../lib/i18n/lang";
import { uiWords } from "../lib/i18n/ui";
import { expect, test, waitForHydration } from "./support/site";

/** The home page's sections top to bottom, by dictionary key (the EMI calculator's words are the interface's). */
const SECTIONS = [
  ...(["hero", "about", "atAGlance", "amenities", "whyInvest", "prices", "emi"] as const),
  ...([
    "highways",
    "location",
    "gallery",
    "siteVisit",
    "brochure",
    "enquiry",
    "faq",
    "contact",
  ] as const),
];
const headingsIn = (lang: Lang) =>
  SECTIONS.map((key) =>
    key === "emi" ? uiWords[lang].emi.heading : getDictionary(lang).pages[key].heading,
  );

test.describe("sections", () => {
  test("in both languages every section, named by its heading in order, none in the other's; nav anchors; facts; buttons open dialogs", async ({
    page,
  }) => {
    for (const lang of [...LANGS].reverse()) {
      await page.goto(localePath(lang, "/"));
      const found = await page.locator("main > section").evaluateAll((sections) =>
        sections.map((section) => {
          const id = section.getAttribute("aria-labelledby");
          const name = id ? (document.getElementById(id)?.textContent?.trim() ?? null) : null;
          return { anchor: section.id, name };
        }),
      );
      const headings = headingsIn(lang);
      expect(found.map(({ name }) => name)).toEqual(headings);
      const others = headingsIn(otherLang(lang));
      for (const [index, heading] of headings.entries()) {
        expect(heading, SECTIONS[index]).not.toBe(others[index]);
        const region = page.getByRole("region", { name: heading, exact: true });
        await expect(region).toHaveCount(1);
        await expect(region.getByRole("heading", { name: heading, exact: true })).toBeVisible();
        await expect(page.getByRole("heading", { name: others[index], exact: true })).toHaveCount(
          0,
        );
      }
      // The nav's anchors, each on its section.
      const anchored = found.flatMap(({ anchor }, i) =>
        anchor ? [`${anchor}=${SECTIONS[i]}`] : [],
      );
      const anchors =
        "about=about amenities=amenities prices=prices emi=emi gallery=gallery site-visit=siteVisit contact=contact";
      expect(anchored).toEqual(anchors.split(" "));
    }

    // At a glance: price, completion, location and the RERA id with the authority's site.
    const glance = page.getByRole("region", { name: atAGlanceSection.heading });
    await expect(glance).toContainText("₹65 L – ₹1.2 Cr");
    await expect(glance).toContainText("April 2030");
    await expect(glance).toContainText(project.locationLine);
    await expect(glance).toContainText(rera.projectId);
    const link = glance.getByRole("link", { name: atAGlanceSection.reraLinkLabel });
    await expect(link).toHaveAttribute("href", rera.authorityUrl);
    await expect(link).toHaveAttribute("target", "_blank");

    const amenitiesRegion = page.locator("#amenities");
    await expect(amenitiesRegion.getByRole("listitem")).toHaveCount(amenities.length);
    for (const amenity of amenities) {
      const item = amenitiesRegion
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3, name: amenity.name, exact: true }) });
      await expect(item).toContainText(amenity.description);
      await expect(item.locator("svg")).toHaveCount(1);
    }
    const highwaysRegion = page.getByRole("region", { name: highwaysSection.heading });
    await expect(highwaysRegion.getByRole("listitem")).toHaveCount(highways.length);
    for (const [index, { name, km, minutes, description }] of highways.entries()) {
      const item = highwaysRegion.getByRole("listitem").nth(index);
      await expect(item.getByRole("heading", { level: 3 })).toHaveText(name);
      for (const text of [`${km} km`, `${minutes} min`, description])
        await expect(item).toContainText(text);
    }

    // The buttons are React's: they act once the chunks, started after the first paint, hydrate.
    await waitForHydration(page);
    // With JavaScript the forms' no-JavaScript note stays out of sight.
    await expect(page.getByText(formNoscript.message)).toHaveCount(0);
    const opens = [
      [brochureSection.heading, brochureSection.cta, "Download Brochure"],
      [enquirySection.heading, enquirySection.cta, "Contact Us"],
      [contactSection.heading, contactSection.cta, "Contact Us"],
    ] as const;
    for (const [section, button, dialog] of opens) {
      await page
        .getByRole("region", { name: section, exact: true })
        .getByRole("button", { name: button, exact: true })
        .click();
      await expect(page.getByRole("dialog", { name: dialog })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    }
  });
});
