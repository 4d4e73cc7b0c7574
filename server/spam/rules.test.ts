import { describe, expect, it } from 'vitest'
import {
  blockedRule,
  challengeRule,
  clientRule,
  MIN_FILL_MS,
  quickRule,
  DECISIVE,
  disposableRule,
  duplicateRule,
  honeypotRule,
  linkCount,
  linksRule,
  mainScript,
  phrasesRule,
  scriptRule,
  wordsRule,
  WORDS_LIKELY,
  WORDS_SURE,
} from './rules'
import { isSpam, isUnsure } from './decide'

describe('each spam rule on its own', () => {
  it('a missing, replayed, forged, expired or misdirected challenge costs 2, never more', () => {
    expect(challengeRule({ state: 'solved', issuedAt: 1 })).toBeNull()
    for (const state of ['missing', 'invalid', 'replayed', 'expired', 'other-form'] as const)
      expect(challengeRule({ state })).toMatchObject({ code: 'challenge', weight: 2 })
    expect(challengeRule({ state: 'replayed' })?.detail).toBe('Its challenge had been used before.')
  })

  it('a post no browser sent costs 3: with its missing challenge, that is spam; alone it is not', () => {
    expect(clientRule(true)).toBeNull()
    expect(clientRule(false)).toMatchObject({ code: 'client', weight: 3 })
    expect(clientRule(false)!.weight + challengeRule({ state: 'missing' })!.weight).toBe(5)
  })

  it('a form sent sooner after its first focus than a person fills it costs 2', () => {
    const at = 1_000_000
    expect(quickRule({ state: 'solved', issuedAt: at - 1_200 }, at)).toMatchObject({
      code: 'quick',
      weight: 2,
      detail: 'Sent 1.2 s after the form was first used; people take longer.',
    })
    expect(quickRule({ state: 'solved', issuedAt: at - MIN_FILL_MS }, at)).toBeNull()
    // A challenge fetched again for a form left open past its expiry carries no start time.
    expect(quickRule({ state: 'solved', issuedAt: null }, at)).toBeNull()
    // Without a solved challenge there is no start time to go by (that is the challenge rule's).
    expect(quickRule({ state: 'missing' }, at)).toBeNull()
  })

  it('the honeypot decides alone, and only when something was typed into it', () => {
    expect(honeypotRule('https://spam.example')).toMatchObject({ code: 'honeypot', weight: DECISIVE })
    expect(honeypotRule('   ')).toBeNull()
    expect(honeypotRule(undefined)).toBeNull()
    expect(honeypotRule(null)).toBeNull()
  })

  it('a blocked address or domain decides alone; a neighbour of it does not', () => {
    const blocked = { addresses: new Set(['bot@junk.example']), domains: new Set(['spam.example']) }
    expect(blockedRule(' Bot@Junk.example ', blocked)).toMatchObject({ code: 'blocked', weight: DECISIVE })
    expect(blockedRule('anyone@SPAM.example', blocked)?.detail).toBe('The domain spam.example is blocked.')
    expect(blockedRule('human@junk.example', blocked)).toBeNull()
    expect(blockedRule('me@notspam.example', blocked)).toBeNull()
  })

  it('counts links of every form, and lets a client paste two of their own', () => {
    expect(
      linkCount('See https://a.example, http://b.example, www.c.example, [url=x]y[/url], <a href="z">'),
    ).toBe(5)
    expect(linksRule('Our shop: https://shop.example and https://shop.example/about')).toBeNull()
    expect(linksRule('https://a.example https://b.example https://c.example')).toMatchObject({ weight: 2 })
    expect(linksRule(Array.from({ length: 6 }, (_, i) => `https://x${i}.example`).join(' '))).toMatchObject({
      weight: 3,
      detail: '6 links in the message.',
    })
  })

  it('finds the phrases of spam offers whatever their case and spacing, 2 each, at most 4', () => {
    const phrases = ['seo services', 'guest post', 'dear webmaster']
    expect(phrasesRule('We need a website for our clinic.', phrases)).toBeNull()
    expect(phrasesRule('Dear  Webmaster, we sell SEO\nservices.', phrases)).toMatchObject({
      weight: 4,
      detail: 'Phrases of spam offers: “seo services”, “dear webmaster”.',
    })
    expect(phrasesRule('Can I write a guest post?', phrases)?.weight).toBe(2)
  })

  it('tells the script a message is mostly written in', () => {
    expect(mainScript('Hello, we need an app')).toMatchObject({ script: 'Latin', share: 1 })
    expect(mainScript('हमें एक वेबसाइट चाहिए, budget 2 lakh')?.script).toBe('Devanagari')
    expect(mainScript('نحتاج إلى متجر إلكتروني')?.script).toBe('Arabic')
    expect(mainScript('12345 !!!')).toBeNull()
  })

  it('costs a little for a script the audience does not write, never enough alone', () => {
    const expected = ['Latin', 'Devanagari']
    expect(scriptRule('Hamein ek website chahiye', expected)).toBeNull()
    expect(scriptRule('हमें एक वेबसाइट चाहिए', expected)).toBeNull()
    expect(scriptRule('Нам нужен сайт для магазина', expected)).toMatchObject({
      code: 'script',
      weight: 2,
      detail: 'Written mostly in Cyrillic letters.',
    })
    expect(scriptRule('Нам нужен сайт', ['Latin', 'Cyrillic'])).toBeNull()
  })

  it('notes the same message from other addresses', () => {
    expect(duplicateRule(0)).toBeNull()
    expect(duplicateRule(1)?.detail).toBe('The same message came from 1 other address.')
    expect(duplicateRule(4)).toMatchObject({
      weight: 3,
      detail: 'The same message came from 4 other addresses.',
    })
  })

  it('knows disposable mail services from the maintained list, and not real ones', () => {
    expect(disposableRule('x@mailinator.com')).toMatchObject({ code: 'disposable', weight: 2 })
    expect(disposableRule('x@10minutemail.com')).not.toBeNull()
    expect(disposableRule('asha@gmail.com')).toBeNull()
    expect(disposableRule('ravi@vantage-edge.in')).toBeNull()
  })
})

describe('the decision', () => {
  const words = (probability: number) => wordsRule({ probability, spamWords: ['seo', 'backlinks'] })!
  const open = { trusted: false, threshold: 5 }

  it('holds a message the word models are all but sure of by that reason alone', () => {
    expect(words(WORDS_SURE).weight).toBeLessThan(5)
    expect(isSpam([words(WORDS_SURE)], open)).toBe(true)
    expect(isSpam([words(0.999)], open)).toBe(true)
  })

  it('keeps a merely likely verdict, or any one soft signal, short of spam until a second signal', () => {
    expect(isSpam([words(WORDS_LIKELY)], open)).toBe(false)
    expect(isSpam([words(0.98)], open)).toBe(false)
    expect(isSpam([scriptRule('مرحبا، نحتاج إلى موقع لمتجرنا', ['Latin'])!], open)).toBe(false)
    expect(isSpam([words(0.98), disposableRule('x@mailinator.com')!], open)).toBe(true)
  })

  it('never holds a trusted sender but for a honeypot or a block, however sure the words', () => {
    const trusted = { trusted: true, threshold: 5 }
    expect(isSpam([words(0.999)], trusted)).toBe(false)
    expect(isSpam([words(0.999), disposableRule('x@mailinator.com')!], trusted)).toBe(false)
    expect(isSpam([honeypotRule('filled')!], trusted)).toBe(true)
    expect(
      isSpam(
        [blockedRule('a@b.example', { addresses: new Set(['a@b.example']), domains: new Set() })!],
        trusted,
      ),
    ).toBe(true)
  })

  it('marks "Might be spam" what a sign in the message or its sender makes doubtful, not its browser or script', () => {
    const untrusted = { trusted: false }
    expect(isUnsure([words(WORDS_LIKELY)], untrusted)).toBe(true)
    expect(isUnsure([disposableRule('x@mailinator.com')!], untrusted)).toBe(true)
    expect(isUnsure([duplicateRule(2)!], untrusted)).toBe(true)
    // Three links or a phrase of spam offers alone: a client's own pages, a client's own words.
    const links = linksRule('https://a.example https://b.example https://c.example')!
    expect(isUnsure([links], untrusted)).toBe(false)
    expect(isUnsure([phrasesRule('we need seo services', ['seo services'])!], untrusted)).toBe(false)
    expect(isUnsure([challengeRule({ state: 'missing' })!, clientRule(false)!], untrusted)).toBe(false)
    expect(isUnsure([scriptRule('مرحبا، نحتاج إلى موقع لمتجرنا', ['Latin'])!], untrusted)).toBe(false)
    expect(isUnsure([], untrusted)).toBe(false)
    expect(isUnsure([words(WORDS_LIKELY)], { trusted: true })).toBe(false)
  })
})
