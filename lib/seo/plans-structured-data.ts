/**
 * schema.org description of the plans page: the project's graph (the complex, the agent, the offer)
 * with the page itself as a WebPage about the complex, its offer the main entity, and a breadcrumb.
 */
import { htmlLang, localePath, type Lang } from "../i18n/lang";
import { paths } from "./paths";
import { projectStructuredData } from "./structured-data";

type Node = Record<string, unknown>;

export function plansStructuredData(
  siteUrl: string,
  lang: Lang,
  words: { title: string; description: string; homeName: string },
): Node {
  const home = `${siteUrl}/`;
  const url = `${siteUrl}${localePath(lang, paths.plans)}`;
  const project = projectStructuredData(siteUrl, words.description);
  return {
    "@context": "https://schema.org",
    "@graph": [
      ...(project["@graph"] as Node[]),
      {
        "@type": "WebPage",
        "@id": `${url}#webpage`,
        url,
        name: words.title,
        description: words.description,
        inLanguage: htmlLang[lang],
        about: { "@id": `${home}#project` },
        mainEntity: { "@id": `${home}#offer` },
        breadcrumb: {
          "@type": "BreadcrumbList",
          itemListElement: [
            {
              "@type": "ListItem",
              position: 1,
              name: words.homeName,
              item: `${siteUrl}${localePath(lang, paths.home)}`,
            },
            { "@type": "ListItem", position: 2, name: words.title, item: url },
          ],
        },
      },
    ],
  };
}
