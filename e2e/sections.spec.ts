// The home page's sections: present, in order, with their facts and buttons.
import { rera } from "../lib/content/project";
import {
  aboutSection,
  amenitiesSection,
  atAGlanceSection,
  heroSection,
  whyInvestSection,
} from "../lib/i18n/en/sections/project";
import { amenities, highways, project } from "../lib/i18n/english";
import {
  brochureSection,
  contactSection,
  enquirySection,
  faqSection,
  gallerySection,
  highwaysSection,
  locationSection,
  pricesSection,
  siteVisit,
} from "../lib/i18n/en/sections/buying";
import { emiSection, formNoscript } from "../lib/i18n/en/ui";
import { expect, test, waitForHydration } from "./support/site";

/** Headings that name the home page's sections, top to bottom. */
const sectionHeadings = [
  heroSection.heading,
  aboutSection.heading,
  atAGlanceSection.heading,
  amenitiesSection.heading,
  whyInvestSection.heading,
  pricesSection.heading,
  emiSection.heading,
  highwaysSection.heading,
  locationSection.heading,
  gallerySection.heading,
  siteVisit.heading,
  brochureSection.heading,
  enquirySection.heading,
  faqSection.heading,
  contactSection.heading,
];

test.describe("sections", () => {
  test("every section, named by its heading, in order, with the nav anchors; facts, amenities, highways; buttons open dialogs; no no-JS note", async ({
    page,
  }) => {
    await page.goto("/");
    const found = await page.locator("main > section").evaluateAll((sections) =>
      sections.map((section) => {
        const id = section.getAttribute("aria-labelledby");
        const name = id ? (document.getElementById(id)?.textContent?.trim() ?? null) : null;
        return { anchor: section.id, name };
      }),
    );
    expect(found.map(({ name }) => name)).toEqual(sectionHeadings);
    for (const heading of sectionHeadings.slice(1)) {
      await expect(page.getByRole("region", { name: heading, exact: true })).toHaveCount(1);
    }
    expect(found.filter(({ anchor }) => anchor)).toEqual([
      { anchor: "about", name: aboutSection.heading },
      { anchor: "amenities", name: amenitiesSection.heading },
      { anchor: "prices", name: pricesSection.heading },
      { anchor: "emi", name: emiSection.heading },
      { anchor: "gallery", name: gallerySection.heading },
      { anchor: "site-visit", name: siteVisit.heading },
      { anchor: "contact", name: contactSection.heading },
    ]);

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
