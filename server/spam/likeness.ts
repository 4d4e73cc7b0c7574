/**
 * Near-duplicates: the same pitch pasted with small changes (a name swapped, a line added) is found
 * by MinHash. A message is read as its runs of SHINGLE words (letters, case and punctuation aside;
 * a script written without spaces, letter by letter); HASHES hash functions each keep the least
 * value over the runs, and two messages share each of those minimums with a chance equal to the
 * share of runs they have in common (their Jaccard likeness). The minimums go in BANDS bands of
 * ROWS; a stored band (`spam_likeness`, one row per band, erased with its record) is looked up by
 * its key, and the share of bands two messages share tells how alike they are. Pure functions;
 * ./screen.ts looks the bands up and stores them.
 */

/** Words in a run. */
const SHINGLE = 3
const ROWS = 2
export const BANDS = 16
const HASHES = ROWS * BANDS
/**
 * Sharing this many bands of BANDS makes two texts near-duplicates: with two minimums a band, a
 * band is shared with the chance J², so 4 of 16 is texts about half alike (J ≈ 0.5); an unrelated
 * pair shares one now and then.
 */
export const LIKE_BANDS = 4
/** How far back near-duplicates are looked for (and their bands kept): as long as held spam is. */
export const LIKENESS_DAYS = 30
/**
 * Texts shorter than this many words are not compared: short requests ("We need a website for our
 * shop, what would it cost?") coincide between people, and a few runs of words make a shaky
 * estimate. A pitch is a paragraph: every near-copy in the benchmark's spam has 25 words or more.
 */
export const LIKENESS_MIN_WORDS = 20

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u

/** A text's words for likeness: lower case, letters and digits; unspaced scripts letter by letter. */
function tokens(text: string) {
  const runs =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  return runs.flatMap((run) => (UNSPACED.test(run) ? [...run] : [run]))
}

/** 32-bit FNV-1a of a string. */
function fnv(text: string) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** MurmurHash3's finaliser: spreads a 32-bit value (the `i`th hash function is fmix(h ^ seed i)). */
function fmix(h: number) {
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

const SEEDS = Array.from({ length: HASHES }, (_, i) => fmix(0x9e3779b9 + i))

/** The MinHash signature of a text's words: HASHES least values over its runs of SHINGLE. */
export function signature(words: readonly string[]) {
  const runs = new Set<number>()
  if (words.length < SHINGLE) runs.add(fnv(words.join(' ')))
  for (let i = 0; i + SHINGLE <= words.length; i++) runs.add(fnv(words.slice(i, i + SHINGLE).join(' ')))
  const mins = new Array<number>(HASHES).fill(0xffffffff)
  for (const run of runs)
    for (let k = 0; k < HASHES; k++) {
      const h = fmix(run ^ SEEDS[k]!)
      if (h < mins[k]!) mins[k] = h
    }
  return mins
}

/**
 * The band keys a text is stored and looked up by ("band:values"), or none for a text of fewer
 * than LIKENESS_MIN_WORDS words.
 */
export function likenessBands(text: string) {
  const words = tokens(text)
  if (words.length < LIKENESS_MIN_WORDS) return []
  const mins = signature(words)
  return Array.from(
    { length: BANDS },
    (_, b) =>
      `${b.toString(36)}:${mins
        .slice(b * ROWS, (b + 1) * ROWS)
        .map((m) => m.toString(36))
        .join('.')}`,
  )
}

/** How alike two texts are (0 to 1), from how many bands of BANDS they share. */
export const alikeFrom = (sharedBands: number) => Math.sqrt(Math.min(sharedBands, BANDS) / BANDS)
