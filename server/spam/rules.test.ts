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
import {
  linkedHosts,
  offerRule,
  reportedRule,
  shortenerRule,
  SIMILAR_OWN_MIN,
  similarRule,
  unfamiliarWordsRule,
} from './rules-pitch'
import { isSpam, isUnsure } from './decide'
import { alikeFrom, BANDS, LIKE_BANDS, likenessBands } from './likeness'
import { asks, offers } from './stance'

const open = { trusted: false, threshold: 5 }

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

  it('knows disposable mail services from the maintained list, and not real ones: 3, never enough alone', () => {
    expect(disposableRule('x@mailinator.com')).toMatchObject({ code: 'disposable', weight: 3 })
    // Without JavaScript (no challenge), a throwaway address is held; typed in a browser, marked.
    expect(isSpam([disposableRule('x@mailinator.com')!, challengeRule({ state: 'missing' })!], open)).toBe(
      true,
    )
    expect(isSpam([disposableRule('x@mailinator.com')!], open)).toBe(false)
    expect(disposableRule('x@10minutemail.com')).not.toBeNull()
    expect(disposableRule('asha@gmail.com')).toBeNull()
    expect(disposableRule('ravi@vantage-edge.in')).toBeNull()
  })

  it('tells an offer from an ask, in the languages the forms get; one that asks too is asking', () => {
    for (const pitch of [
      'We offer guaranteed first-page rankings on Google for a small monthly fee.',
      'I will write 100 SEO articles for your website for only $20.',
      'Cheap rate. All India doctors database available, call now.',
      'Предлагаем продвижение вашего сайта в ТОП-10.',
      '我们公司专业提供网站优化服务，欢迎咨询。',
      'Ofrecemos diseño web a precios bajos.',
    ])
      expect(offers(pitch), pitch).toBe(true)
    for (const lead of [
      'We need a booking app for our clinic. How much would it cost?',
      'We are a small travel agency wondering if a PWA would do.',
      'We sell abayas on Instagram and want a website that looks premium.',
      'हमें अपनी दुकान के लिए वेबसाइट चाहिए।',
      'Нужен сайт для нашей пекарни.',
      // A partner agency offering, and asking for a call: a lead like any other.
      'We offer QA services and would like to discuss a partnership. Could you spare 20 minutes?',
    ])
      expect(offers(lead), lead).toBe(false)
    expect(asks('Mujhe ek app banwana hai')).toBe(true)
  })

  it('weighs an offer 2, 3 when it links elsewhere than the sender’s domain; a shortener 2', () => {
    const pitch = 'We offer SEO packages.'
    expect(offerRule(pitch, 'a@seo.example', false)).toBeNull()
    expect(offerRule(pitch, 'a@seo.example', true)).toMatchObject({ code: 'offer', weight: 2 })
    expect(offerRule(`${pitch} https://www.seo.example/plans`, 'a@seo.example', true)?.weight).toBe(2)
    expect(offerRule(`${pitch} https://shop.seo.example`, 'a@seo.example', true)?.weight).toBe(2)
    expect(offerRule(`${pitch} https://rank-fast.top/x`, 'a@gmail.com', true)).toMatchObject({
      weight: 3,
      detail: 'Offers a service and asks for nothing, linking to rank-fast.top, not the sender’s domain.',
    })
    expect(linkedHosts('see https://WWW.Example.in/a?b and www.other.example/x')).toEqual([
      'example.in',
      'other.example',
    ])
    expect(shortenerRule('brief: https://bit.ly/3xYz')).toMatchObject({ code: 'shortener', weight: 2 })
    expect(shortenerRule('brief: https://drive.google.com/file/d/1')).toBeNull()
  })

  it('notes nearly the same text from other addresses (3), or again and again from the sender (2)', () => {
    expect(similarRule({ others: 0, own: 1, alike: 0.9 })).toBeNull()
    expect(similarRule({ others: 2, own: 0, alike: 0.81 })).toMatchObject({
      code: 'similar',
      weight: 3,
      detail: 'Nearly the same text (81% alike) came from 2 other addresses.',
    })
    expect(similarRule({ others: 0, own: SIMILAR_OWN_MIN, alike: 0.7 })).toMatchObject({ weight: 2 })
  })

  it('notes a sender whose earlier messages the administrator called spam', () => {
    expect(reportedRule(0)).toBeNull()
    expect(reportedRule(2)).toMatchObject({
      code: 'reported',
      weight: 3,
      detail: 'You called 2 earlier messages from this address spam.',
    })
  })

  it('counts only a sure verdict on a message in an unfamiliar script, and little', () => {
    expect(unfamiliarWordsRule({ probability: 0.98, spamWords: [] })).toBeNull()
    const sure = unfamiliarWordsRule({ probability: 0.995, spamWords: ['казино'] })!
    expect(sure).toMatchObject({ code: 'words', weight: 2 })
    expect(isSpam([sure], open)).toBe(false)
    expect(isSpam([sure, scriptRule('Лучшее казино', ['Latin'])!], open)).toBe(false)
    expect(isUnsure([sure], { trusted: false })).toBe(true)
  })
})

describe('near-duplicates (MinHash)', () => {
  const pitch =
    'Dear business owner, we build high converting websites and run ads that bring ten new customers a week, guaranteed, starting at only 199 dollars a month.'
  const shared = (a: string, b: string) => {
    const other = new Set(likenessBands(b))
    return likenessBands(a).filter((band) => other.has(band)).length
  }

  it('finds the same pitch pasted with small changes, and not two enquiries about the same kind of thing', () => {
    expect(likenessBands(pitch)).toHaveLength(BANDS)
    expect(shared(pitch, pitch)).toBe(BANDS)
    const edited = pitch.replace('Dear business owner', 'Hello Vantage Edge team').replace('ten', 'twelve')
    expect(shared(pitch, edited)).toBeGreaterThanOrEqual(LIKE_BANDS)
    expect(
      shared(
        'Hello, we need a website for our bakery in Pune with online orders, delivery slots and a menu we can change ourselves.',
        'Hi, we want a website for our cafe in Noida with table booking, an online menu and a page for events.',
      ),
    ).toBeLessThan(LIKE_BANDS)
    expect(alikeFrom(BANDS)).toBe(1)
  })

  it('leaves short texts alone: short requests coincide between people', () => {
    expect(likenessBands('Thanks, great post!')).toEqual([])
    expect(likenessBands('We need a website for our shop in Karol Bagh. What would it cost?')).toEqual([])
  })
})

describe('the decision', () => {
  const words = (probability: number) => wordsRule({ probability, spamWords: ['seo', 'backlinks'] })!

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
    expect(isUnsure([similarRule({ others: 1, own: 0, alike: 0.6 })!], untrusted)).toBe(true)
    expect(isUnsure([offerRule('We offer SEO.', 'a@b.example', true)!], untrusted)).toBe(true)
    expect(isUnsure([reportedRule(1)!], untrusted)).toBe(true)
    // A link shortener alone: a client pastes a bit.ly link to their brief.
    expect(isUnsure([shortenerRule('https://bit.ly/x')!], untrusted)).toBe(false)
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
