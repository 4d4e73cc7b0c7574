// Whether two corpora share a message: a text shares one when more than SHARED_PART of its runs of
// SHINGLE words in a row (case and punctuation aside) are found in the other. The word model is
// taught on server/spam/corpus and the spam benchmark tests it on this folder's corpus, so no
// message may be in both; a common run of words ("let me know if you are open to") is not one.
export const SHINGLE = 8
export const SHARED_PART = 0.25

/** The runs of SHINGLE words in a row of a text. */
export function shingles(text) {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  return words.slice(SHINGLE - 1).map((_, i) => words.slice(i, i + SHINGLE).join(' '))
}

/** The texts of `tested` that share a message with `taught`. */
export function sharedTexts(tested, taught) {
  const seen = new Set(taught.flatMap(shingles))
  return tested.filter((text) => {
    const runs = shingles(text)
    return runs.length > 0 && runs.filter((s) => seen.has(s)).length > runs.length * SHARED_PART
  })
}
