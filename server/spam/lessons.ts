import 'server-only'
import { db } from '@/server/db'
import type { SpamLesson } from '@/server/db/schema-spam'
import { train, type WordModel } from './words'

/**
 * The spam filter learns from the desk: a message the administrator moved to spam teaches the word
 * model that its words are spam, one taken out of spam ("Not spam") that they are not. The lessons
 * are the records' own texts (`spam_lesson`), learned beside the training corpus, so a lesson
 * goes with its record (erased, deleted, or spam purged after 30 days) and keeps nothing apart.
 *
 * Each process keeps the lessons' model in memory: made again at once after a verdict given here,
 * and at most LESSONS_TTL_MS after one given on another server.
 */
const LESSONS_TTL_MS = 60_000
/**
 * The newest lessons learned, per record type and verdict: what a site's own spam looks like now,
 * in at most 600 messages, learned in a tenth of a second or so (the corpus's 1,713 take half).
 */
const LESSONS_MAX = 100

const TEXT = {
  contact_messages: 'message',
  job_applications: 'cover_letter',
  blog_comments: 'comment',
} as const

async function lessonsOf(table: keyof typeof TEXT, lesson: SpamLesson) {
  const rows = await db
    .selectFrom(table)
    .select(`${TEXT[table]} as text`)
    .where('spam_lesson', '=', lesson)
    .orderBy('created_at', 'desc')
    .limit(LESSONS_MAX)
    .execute()
  return rows.map((r) => r.text).filter((t): t is string => Boolean(t))
}

async function learn(): Promise<WordModel> {
  const tables = Object.keys(TEXT) as Array<keyof typeof TEXT>
  const texts = (lesson: SpamLesson) =>
    Promise.all(tables.map((table) => lessonsOf(table, lesson))).then((lists) => lists.flat())
  const [spam, genuine] = await Promise.all([texts('spam'), texts('genuine')])
  return train(spam, genuine)
}

/**
 * The lessons as last learned, when they were last read (or tried: a failure is tried again after
 * the same wait), and the learning under way. One per process: the desk's actions and the forms'
 * routes are bundled apart, each with its own copy of this module.
 */
type LessonsState = { learned?: WordModel; readAt: number; learning?: Promise<void> }
const globalForLessons = globalThis as unknown as { __spamLessons?: LessonsState }
const state = (globalForLessons.__spamLessons ??= { readAt: 0 })

/** Learns the lessons again now (at start, and after a verdict), and resolves once learned. */
export function relearnLessons() {
  state.readAt = Date.now()
  const run: Promise<void> = learn()
    .then((model) => void (state.learned = model))
    .catch((error: unknown) => console.error('Learning the desk’s spam verdicts failed:', error))
    .finally(() => {
      if (state.learning === run) state.learning = undefined
    })
  state.learning = run
  return run
}

/**
 * The lessons' model as last learned (none before the first), learned again in the background
 * once older than LESSONS_TTL_MS: a submission never waits for it.
 */
export function lessonsModel(): WordModel | undefined {
  if (!state.learning && Date.now() - state.readAt > LESSONS_TTL_MS) void relearnLessons()
  return state.learned
}
