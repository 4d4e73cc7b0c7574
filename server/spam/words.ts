/**
 * The word model: how much a message reads like the spam it learned from, by the words it uses.
 * A Graham–Robinson filter: each word's spam probability from how many spam and genuine messages
 * of the training corpus carried it, the most telling words of a message combined by Fisher's
 * method into one probability. Pure functions; the trained model is made once (./screen.ts).
 */

/** What the model learned: in how many spam and genuine messages each word was seen. */
export type WordModel = {
  spam: Map<string, number>
  genuine: Map<string, number>
  nSpam: number
  nGenuine: number
}

const URL = /\bhttps?:\/\/[^\s<>"']+|\bwww\.[^\s<>"']+/giu
const EMAIL = /[^\s@<>"']+@[^\s@<>"']+\.[a-z]{2,}/giu
const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’]*/gu
/** Scripts written without spaces: a run of them is read as pairs of letters. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u

/** The top-level domain of a link, as a word of its own (`tld:xyz`): some are mostly spam. */
function linkWords(url: string) {
  const host = url.replace(/^https?:\/\//i, '').split(/[/?#:]/)[0] ?? ''
  const tld = host.split('.').filter(Boolean).pop()
  return ['<link>', ...(tld ? [`tld:${tld}`] : [])]
}

/** The words of one run of letters: itself, or pairs of letters in a script without spaces. */
function runWords(run: string) {
  const letters = [...run]
  if (letters.length < 2) return []
  if (!UNSPACED.test(run)) return letters.length > 24 ? [] : [run]
  return letters.slice(1).map((c, i) => letters[i] + c)
}

/**
 * The words a message is judged by, each once: its words (lower case, 2 to 24 letters), each pair
 * of neighbouring words, and stand-ins for a link (with its top-level domain), an e-mail address
 * and a number, whose exact values tell nothing.
 */
export function wordsOf(text: string): Set<string> {
  const words = new Set<string>()
  let rest = text.normalize('NFKC').toLowerCase()
  for (const url of rest.match(URL) ?? []) for (const w of linkWords(url)) words.add(w)
  rest = rest.replace(URL, ' ')
  if (rest.search(EMAIL) >= 0) words.add('<email>')
  rest = rest.replace(EMAIL, ' ')
  if (/\d/.test(rest)) words.add('<number>')
  const runs = (rest.match(WORD) ?? []).flatMap(runWords)
  runs.forEach((w, i) => {
    words.add(w)
    if (i > 0) words.add(`${runs[i - 1]} ${w}`)
  })
  return words
}

/** Counts, for each word, the spam and the genuine messages that carry it. */
export function train(spam: readonly string[], genuine: readonly string[]): WordModel {
  const count = (texts: readonly string[]) => {
    const seen = new Map<string, number>()
    for (const text of texts) for (const w of wordsOf(text)) seen.set(w, (seen.get(w) ?? 0) + 1)
    return seen
  }
  return { spam: count(spam), genuine: count(genuine), nSpam: spam.length, nGenuine: genuine.length }
}

/** A word seen only a few times is pulled towards "can't tell" (Robinson's strength and prior). */
const STRENGTH = 1
const UNKNOWN = 0.5
/** Words closer to 0.5 than this say nothing and are left out. */
const MIN_DEVIATION = 0.1
/** The most telling words a message is judged by. */
const MAX_CLUES = 15

/** One word's spam probability, pulled towards 0.5 while it has been seen rarely. */
function wordProbability(model: WordModel, word: string) {
  const s = model.spam.get(word) ?? 0
  const g = model.genuine.get(word) ?? 0
  if (s + g === 0) return UNKNOWN
  const spamRate = s / Math.max(1, model.nSpam)
  const genuineRate = g / Math.max(1, model.nGenuine)
  const p = spamRate / (spamRate + genuineRate)
  return (STRENGTH * UNKNOWN + (s + g) * p) / (STRENGTH + s + g)
}

/** The chance that a chi-square value this high comes by chance, for an even number of degrees. */
function chi2Q(x2: number, degrees: number) {
  const m = x2 / 2
  let term = Math.exp(-m)
  let sum = term
  for (let i = 1; i < degrees / 2; i++) {
    term *= m / i
    sum += term
  }
  return Math.min(sum, 1)
}

/** A message's spam probability, and the words that weighed most towards spam. */
export type WordVerdict = { probability: number; spamWords: string[] }

/**
 * How much a message reads like spam (0 to 1; 0.5 when its words tell nothing): the most telling
 * words, combined by Fisher's method both ways, spam against genuine.
 */
export function judgeWords(model: WordModel, text: string): WordVerdict {
  const clues = [...wordsOf(text)]
    .map((word) => ({ word, p: wordProbability(model, word) }))
    .filter((c) => Math.abs(c.p - UNKNOWN) >= MIN_DEVIATION)
    .sort((a, b) => Math.abs(b.p - UNKNOWN) - Math.abs(a.p - UNKNOWN) || a.word.localeCompare(b.word))
    .slice(0, MAX_CLUES)
  if (clues.length === 0) return { probability: UNKNOWN, spamWords: [] }
  const clamp = (p: number) => Math.min(0.99, Math.max(0.01, p))
  const ln = (f: (p: number) => number) => clues.reduce((sum, c) => sum + Math.log(f(clamp(c.p))), 0)
  const spamness = 1 - chi2Q(-2 * ln((p) => 1 - p), 2 * clues.length)
  const genuineness = 1 - chi2Q(-2 * ln((p) => p), 2 * clues.length)
  return {
    probability: (1 + spamness - genuineness) / 2,
    spamWords: clues.filter((c) => c.p > UNKNOWN).map((c) => c.word),
  }
}
