import { describe, expect, it } from "vitest";
import { getDictionary } from "./index";
import { LANGS } from "./lang";

describe.each(LANGS)("the reply window in %s", (lang) => {
  const { ui, pages } = getDictionary(lang);

  it("is the one the hero form, the thank-you page and the no-script note promise", () => {
    expect(ui.heroForm.body).toContain(ui.responsePromise);
    expect(pages.thankYou.followUp).toContain(ui.responsePromise);
    expect(ui.noscript.message).toContain(ui.responsePromise);
  });
});
