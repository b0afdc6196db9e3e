/**
 * The words of a text search, each of which a listing's searchText must contain: lowercased, cut at spaces and
 * punctuation ("Denver, CO" is `denver` and `co`), at most 8 (a longer query narrows nothing a person means).
 */
export const searchWordsOf = (q: string): string[] =>
  q
    .toLowerCase()
    .split(/[\s,;:()"]+/)
    .map((word) => word.replace(/^[.'-]+|[.'-]+$/g, ''))
    .filter(Boolean)
    .slice(0, 8);
