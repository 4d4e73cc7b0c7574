/**
 * The word model: how much a message reads like the spam it learned from, by the words it uses and
 * how it spells them. A Graham–Robinson filter: each word's (or run of letters') spam probability
 * from how many spam and genuine messages of the training corpus carried it, the most telling of a
 * message's combined by Fisher's method into one probability. Pure functions; the trained model is
 * made once (./screen.ts).
 */

import { asks, offers } from './stance'

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

/** The length of the runs of letters a message is also read by (its spelling, not its words). */
const SPELLING = 4
/**
 * How much of a message is read by its spelling: the first 2,000 characters tell its make, and keep
 * the longest message (5,000) as quick to judge as a short one; its words are all read.
 */
const SPELLING_READ = 2_000
/** Marks a run of letters, so that it is never taken for (or shown as) a word. */
const SPELT = '~'

/**
 * The runs of SPELLING characters of a text, links and numbers included (spaces folded to one),
 * each marked: they see what words miss, such as a word's other endings and spellings (rank,
 * ranking, ranked), Hindi written in Latin letters as each writer spells it, words run together,
 * and the make of a link.
 */
function spellingOf(text: string) {
  const line = ` ${text.replace(/\s+/g, ' ').trim()} `
  const runs: string[] = []
  for (let i = 0; i + SPELLING <= line.length; i++) runs.push(SPELT + line.slice(i, i + SPELLING))
  return runs
}

/**
 * What a message is judged by, each once: whether it offers a service or asks for one, its words
 * (lower case, 2 to 24 letters), each pair of neighbouring words, stand-ins for a link (with its
 * top-level domain), an e-mail address and a number, whose exact values tell nothing, and the runs
 * of letters it is spelt with.
 */
export function wordsOf(text: string): Set<string> {
  const words = new Set<string>()
  // The message's stance (./stance.ts), as words of their own the model learns the weight of.
  if (offers(text)) words.add('<offers>')
  if (asks(text)) words.add('<asks>')
  const lower = text.normalize('NFKC').toLowerCase()
  let rest = lower
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
  for (const run of spellingOf(lower.slice(0, SPELLING_READ))) words.add(run)
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
const MAX_CLUES = 30

/**
 * One word's spam probability over the models together (the training corpus, and the lessons of
 * the desk's verdicts), pulled towards 0.5 while it has been seen rarely.
 */
function wordProbability(models: readonly WordModel[], word: string) {
  let s = 0
  let g = 0
  let nSpam = 0
  let nGenuine = 0
  for (const model of models) {
    s += model.spam.get(word) ?? 0
    g += model.genuine.get(word) ?? 0
    nSpam += model.nSpam
    nGenuine += model.nGenuine
  }
  if (s + g === 0) return UNKNOWN
  const spamRate = s / Math.max(1, nSpam)
  const genuineRate = g / Math.max(1, nGenuine)
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

/**
 * What a clue counts for when the clues are combined: a word 1, a run of letters a quarter, since
 * each letter is in SPELLING runs at once (counted as one each, a short message's few words
 * would be counted four times over, and judged far surer than they tell).
 */
const weightOf = (clue: string) => (clue.startsWith(SPELT) ? 1 / SPELLING : 1)

/** A message's spam probability, and the words that weighed most towards spam. */
export type WordVerdict = { probability: number; spamWords: string[] }

/**
 * How much a message reads like spam (0 to 1; 0.5 when its words tell nothing): the most telling
 * words, combined by Fisher's method both ways, spam against genuine.
 */
export function judgeWords(model: WordModel | readonly WordModel[], text: string): WordVerdict {
  const models = Array.isArray(model) ? model : [model]
  const clues = [...wordsOf(text)]
    .map((word) => ({ word, p: wordProbability(models, word) }))
    .filter((c) => Math.abs(c.p - UNKNOWN) >= MIN_DEVIATION)
    .sort(
      (a, b) =>
        Math.abs(b.p - UNKNOWN) - Math.abs(a.p - UNKNOWN) || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    )
    .slice(0, MAX_CLUES)
  if (clues.length === 0) return { probability: UNKNOWN, spamWords: [] }
  const clamp = (p: number) => Math.min(0.99, Math.max(0.01, p))
  const ln = (f: (p: number) => number) =>
    clues.reduce((sum, c) => sum + weightOf(c.word) * Math.log(f(clamp(c.p))), 0)
  const n = Math.max(1, Math.round(clues.reduce((sum, c) => sum + weightOf(c.word), 0)))
  const spamness = 1 - chi2Q(-2 * ln((p) => 1 - p), 2 * n)
  const genuineness = 1 - chi2Q(-2 * ln((p) => p), 2 * n)
  return {
    probability: (1 + spamness - genuineness) / 2,
    spamWords: clues.filter((c) => c.p > UNKNOWN && !c.word.startsWith(SPELT)).map((c) => c.word),
  }
}
