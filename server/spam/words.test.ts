import { describe, expect, it } from 'vitest'
import { wordsRule } from './rules'
import { judgeWords, train, wordsOf } from './words'
import { sharedTexts } from '@/scripts/spam-corpus/overlap.mjs'
import testedGenuine from '@/scripts/spam-corpus/genuine.json'
import testedSpam from '@/scripts/spam-corpus/spam.json'
import taughtGenuine from './corpus/genuine.json'
import taughtSpam from './corpus/spam.json'

describe('the word model', () => {
  it('reads words, pairs of words, and stand-ins for links, addresses and numbers', () => {
    const words = wordsOf(
      'Cheap BACKLINKS here: https://links.example.xyz/buy, mail deals@spam.example or 98110 42763',
    )
    expect(words).toContain('cheap')
    expect(words).toContain('backlinks')
    expect(words).toContain('cheap backlinks')
    expect(words).toContain('<link>')
    expect(words).toContain('tld:xyz')
    expect(words).toContain('<email>')
    expect(words).toContain('<number>')
    // The exact link, address and number are not words of their own.
    expect([...words].some((w) => w.includes('spam.example') || w.includes('98110'))).toBe(false)
    expect(wordsOf('हमें एक ऐप चाहिए')).toContain('ऐप')
    // A script written without spaces is read in pairs of letters.
    const wordsOnly = (text: string) => [...wordsOf(text)].filter((w) => !w.startsWith('~'))
    expect(new Set(wordsOnly('网站优化'))).toEqual(
      new Set(['网站', '站优', '优化', '网站 站优', '站优 优化']),
    )
    // Read twice, a text gives the same words (no state is kept between calls).
    expect(wordsOf('write to a@b.example')).toEqual(wordsOf('write to a@b.example'))
  })

  it('reads a message by its spelling too: each run of four characters, marked apart from words', () => {
    const runs = [...wordsOf('Top  Rankings!')].filter((w) => w.startsWith('~'))
    expect(runs).toEqual(
      [' top', 'top ', 'op r', 'p ra', ' ran', 'rank', 'anki', 'nkin', 'king', 'ings', 'ngs!', 'gs! '].map(
        (r) => `~${r}`,
      ),
    )
    // Past the first 2,000 characters a message is read by its words alone.
    const long = wordsOf(`${'ab '.repeat(700)}quizzical`)
    expect(long).toContain('quizzical')
    expect(long).not.toContain('~quiz')
    expect(wordsOf(`${'ab '.repeat(600)}quizzical`)).toContain('~quiz')
    // A word the model never met is still known by the runs it shares with one it did.
    const taught = train(['Guaranteed ranking, cheap'], ['Can we talk about an app?'])
    expect(judgeWords(taught, 'rankings').probability).toBeGreaterThan(0.5)
    expect(judgeWords(taught, 'rankings').spamWords).toEqual([])
  })

  it('counts each run of letters a quarter: a word seen once in spam does not make a message likely spam', () => {
    // Its four-letter runs say again what the word says; counted in full, "zorvex" alone would
    // read as likely spam (0.91) from a single sighting.
    const taught = train(['zorvex offer today', 'cheap offer'], ['hello there', 'call me'])
    const { probability } = judgeWords(taught, 'zorvex')
    expect(probability).toBeGreaterThan(0.5)
    expect(probability).toBeLessThan(0.9)
  })

  const model = train(
    [
      'Cheap backlinks and guaranteed ranking for your website',
      'Guaranteed first page ranking, cheap packages',
      'Buy backlinks now, cheap and guaranteed',
    ],
    [
      'We need a mobile app for our clinic, can we talk this week?',
      'Please quote for an inventory app for our shop',
      'Can we talk about a website for our clinic?',
    ],
  )

  it('tells the spam it learned from the genuine, and knows when it cannot tell', () => {
    const spam = judgeWords(model, 'Guaranteed ranking with cheap backlinks')
    expect(spam.probability).toBeGreaterThan(0.9)
    expect(spam.spamWords).toEqual(expect.arrayContaining(['cheap', 'guaranteed', 'backlinks']))
    const genuine = judgeWords(model, 'Can we talk about an app for our clinic?')
    expect(genuine.probability).toBeLessThan(0.1)
    expect(genuine.spamWords).toEqual([])
    expect(judgeWords(model, 'Lorem ipsum dolor')).toEqual({ probability: 0.5, spamWords: [] })
  })

  it('judges by several models together: the lessons of the desk’s verdicts beside the corpus', () => {
    const pitch = (lot: number) => `We make zorvex valves and zorvex pumps for hotels, lot ${lot}.`
    const before = judgeWords(model, pitch(3)).probability
    const spamLesson = train([pitch(1)], [])
    expect(judgeWords([model, spamLesson], pitch(3)).probability).toBeGreaterThan(Math.max(0.9, before))
    expect(judgeWords([model, spamLesson], pitch(3)).spamWords).toContain('zorvex')
    const genuineLesson = train([], [pitch(1)])
    expect(judgeWords([model, genuineLesson], pitch(3)).probability).toBeLessThan(Math.min(0.1, before))
    // A model alone and the same model in a list judge alike.
    expect(judgeWords([model], pitch(3))).toEqual(judgeWords(model, pitch(3)))
  })

  it('a word seen once says less than a word seen often', () => {
    const once = train(['zebra'], ['apple'])
    const often = train(['zebra', 'zebra', 'zebra'], ['apple', 'apple', 'apple'])
    expect(judgeWords(often, 'zebra').probability).toBeGreaterThan(judgeWords(once, 'zebra').probability)
  })
})

describe('the words rule', () => {
  it('costs 3 from 0.9 and 4 from 0.99, never enough alone, and names the telling words', () => {
    expect(wordsRule({ probability: 0.89, spamWords: ['cheap'] })).toBeNull()
    expect(wordsRule({ probability: 0.9, spamWords: ['cheap', '<link>', 'backlinks'] })).toEqual({
      code: 'words',
      weight: 3,
      detail: 'Reads like spam by its words (90%): “cheap”, “backlinks”.',
    })
    expect(wordsRule({ probability: 0.995, spamWords: [] })).toEqual({
      code: 'words',
      weight: 4,
      detail: 'Reads like spam by its words (99%).',
    })
  })
})

describe('the corpora', () => {
  it('the word model is taught on messages the spam benchmark never sends', () => {
    const texts = (...sets: Array<Array<{ message: string }>>) => sets.flat().map((m) => m.message)
    const taught = texts(taughtSpam, taughtGenuine)
    const tested = texts(testedSpam, testedGenuine)
    expect(taught.length).toBeGreaterThanOrEqual(400)
    expect(sharedTexts(tested, taught)).toEqual([])
    // The check itself finds a message copied across.
    expect(sharedTexts([`Re: ${tested[0]}`], [...taught, tested[0]!])).toHaveLength(1)
  })
})
