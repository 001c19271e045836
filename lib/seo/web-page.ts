import { htmlLang, type Lang } from "../i18n/lang";
import { getDictionary } from "../i18n";
import { pageUrl } from "./metadata";
import type { PageId } from "./paths";

/**
 * schema.org description of a page other than home: a WebPage about the project (the home page's
 * node) with its breadcrumb from home, in the page's language. Pure, for a unit test.
 */
export function webPageStructuredData(
  page: PageId,
  lang: Lang,
  words: { name: string; description: string },
) {
  const url = pageUrl(page, lang);
  const home = pageUrl("home", lang);
  const projectId = `${pageUrl("home", "en").replace(/\/?$/, "/")}#project`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebPage",
        "@id": `${url}#webpage`,
        url,
        name: words.name,
        description: words.description,
        inLanguage: htmlLang[lang],
        about: { "@id": projectId },
        breadcrumb: { "@id": `${url}#breadcrumb` },
      },
      {
        "@type": "BreadcrumbList",
        "@id": `${url}#breadcrumb`,
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            name: getDictionary(lang).pages.project.name,
            item: home,
          },
          { "@type": "ListItem", position: 2, name: words.name, item: url },
        ],
      },
    ],
  };
}
