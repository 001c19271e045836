import { describe, expect, it } from "vitest";
import { inlineScript } from "../../lib/inline/bundle";
import { addPlainPostScript, PLAIN_POST_MARKER } from "./plain-post";
import { collectScriptHashes, scriptHash } from "./security-headers";

const page =
  '<!DOCTYPE html><html><head><meta charset="utf-8"/></head><body class="x"><form method="post"></form></body></html>';

describe("addPlainPostScript", () => {
  it("puts the one script last in the head of a page with a form, and the CSP hashes it", () => {
    const { html, changed } = addPlainPostScript(page);
    expect(changed).toBe(true);
    expect(html).toContain(
      `<meta charset="utf-8"/><script ${PLAIN_POST_MARKER}="">${inlineScript("plain-post")}</script></head><body class="x"><form`,
    );
    expect(collectScriptHashes([html])).toEqual([scriptHash(inlineScript("plain-post"))]);
  });

  it("changes nothing twice, nor a page without a form", () => {
    const once = addPlainPostScript(page).html;
    expect(addPlainPostScript(once)).toEqual({ html: once, changed: false });
    const noForm = "<html><head></head><body><p>404</p></body></html>";
    expect(addPlainPostScript(noForm)).toEqual({ html: noForm, changed: false });
  });
});
