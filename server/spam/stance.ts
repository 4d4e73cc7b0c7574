/**
 * Whether a message offers a service or asks for one: a consultancy's leads ask ("we need an app",
 * "how much for a store", "हमें वेबसाइट चाहिए"), the pitches a person types into its form offer
 * ("we provide SEO", "I will write 100 articles", "Предлагаем продвижение"). Read by cues in the
 * languages the site's forms get; a message with both (a partner agency introducing itself and
 * asking for a call) asks. Pure functions: the rule that weighs it is in ./rules.ts, and the word
 * model learns the two stances as words of their own (./words.ts).
 */

/** Cues of a message offering something: first-person selling, price lists, "available". */
const OFFER_CUES: readonly RegExp[] = [
  /\bwe (?:offer|provide|supply|pay|place|guarantee)\b/iu,
  /\bi (?:will|can) (?:write|build|design|create|develop|do|make|get|provide|offer|rank|fix|boost|increase|bring|send|deliver)\b/iu,
  /\bour (?:services? (?:include|start|cost|are available)|team can|agency (?:can|will|offers)|packages?|rates?|prices?|company (?:offers|provides))\b/iu,
  /\b(?:best|cheap|cheapest|lowest|special|discounted) (?:price|prices|rate|rates)\b/iu,
  /\b(?:database|databases|leads|data|followers|backlinks|reviews) (?:available|for sale)\b/iu,
  /\b(?:link insertions?|guest posts?|sponsored posts?|do-?follow)\b/iu,
  /\bi have an? (?:\w+ )?(?:offer|proposal|business proposal)\b/iu,
  /\b(?:hum|ham) (?:provide|offer|dete|bechte) (?:karte )?(?:hain|h)\b/iu,
  /(?:हम|हमारी कंपनी) .{0,40}(?:प्रदान करते|उपलब्ध कराते|देते हैं|बेचते)/u,
  /(?<!\p{L})(?:предлага(?:ем|ю)|прода(?:ём|ем|ю)|оказываем)(?!\p{L})/iu,
  /我们(?:公司)?(?:专业)?(?:提供|生产|销售)|我司|欢迎咨询|欢迎询价/u,
  /\b(?:ofrecemos|vendemos|brindamos|oferecemos|vendemos|fornecemos|nous (?:proposons|offrons)|wir bieten|kami (?:menawarkan|menyediakan|jual)|chúng tôi (?:cung cấp|chuyên))\b/iu,
]

/** Cues of a message asking for something: a need, a question about cost, a request for a call. */
const ASK_CUES: readonly RegExp[] = [
  /\b(?:need|needs|want|wants|require|wondering|planning|interested in|looking for|would like|'d like)\b/iu,
  /\b(?:can you|could you|do you|would you|how much|what (?:would|will|is) (?:it|the) cost|quote|quotation for|price for|estimate for|help us|help me|is it possible)\b/iu,
  /\b(?:chahiye|chahte|karwana|karwani|banwana|banwani|bana sakte|kar sakte)\b/iu,
  /चाहिए|चाहते|बनवान|करवान|कर सकते|बना सकते/u,
  /(?<!\p{L})(?:нуж(?:ен|на|но|ны)|хотим|хочу|ищем|сколько стоит)(?!\p{L})/iu,
  /需要|想要|多少钱|能否|可以帮/u,
  /\b(?:necesito|necesitamos|buscamos|quiero|queremos|preciso|precisamos|gostaria|nous cherchons|nous avons besoin|wir suchen|wir brauchen|kami butuh|kami perlu|chúng tôi cần)\b/iu,
]

/** The stance a message takes: it offers (and asks for nothing), or not. */
export function offers(text: string) {
  return OFFER_CUES.some((cue) => cue.test(text)) && !ASK_CUES.some((cue) => cue.test(text))
}

/** Whether a message asks for something (a need, a price, a call). */
export const asks = (text: string) => ASK_CUES.some((cue) => cue.test(text))
