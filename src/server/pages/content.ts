import type { ContentLanguage, FaqCategory, FaqEntry, HelpArticle, HelpArticleSummary } from '@/domain/pages/content'
import { matchesQuery } from '@/domain/shell/search'
import type { StoredFaqEntry } from './faq'
import type { StoredHelpArticle } from './helpArticles'

/** An article in one language. */
export function articleIn(article: StoredHelpArticle, lang: ContentLanguage): HelpArticle {
  return {
    slug: article.slug,
    category: article.category,
    title: article.title[lang],
    summary: article.summary[lang],
    paragraphs: article.paragraphs[lang],
    related: article.related,
  }
}

/**
 * The articles matching `q` in the reader's language (every word, case and accents folded), title
 * matches first; all of them for an empty query.
 */
export function searchArticles(
  articles: readonly StoredHelpArticle[],
  q: string,
  lang: ContentLanguage,
): HelpArticleSummary[] {
  const summary = (article: StoredHelpArticle) => {
    const { slug, category, title, summary } = articleIn(article, lang)
    return { slug, category, title, summary }
  }
  if (!q.trim()) return articles.map(summary)
  const inTitle = articles.filter((article) => matchesQuery(q, article.title[lang]))
  const inBody = articles.filter(
    (article) =>
      !inTitle.includes(article) &&
      matchesQuery(q, article.title[lang], article.summary[lang], ...article.paragraphs[lang]),
  )
  return [...inTitle, ...inBody].map(summary)
}

/** The FAQ entries of a category (or all) whose question or answer matches `q` in the reader's language. */
export function searchFaq(
  entries: readonly StoredFaqEntry[],
  q: string,
  lang: ContentLanguage,
  category?: FaqCategory,
): FaqEntry[] {
  return entries
    .filter((entry) => !category || entry.category === category)
    .filter((entry) => !q.trim() || matchesQuery(q, entry.question[lang], entry.answer[lang]))
    .map((entry) => ({
      id: entry.id,
      category: entry.category,
      question: entry.question[lang],
      answer: entry.answer[lang],
    }))
}
