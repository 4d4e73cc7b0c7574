// The privacy periods the site's build publishes (its stamp; runtime/privacy-periods.mjs), for a
// command run beside the server, such as `npm run privacy -- purge`: imported first, before
// anything reads lib/privacy, so the command keeps to the same periods as the server it serves.
// Without a build, nothing was published yet, and the defaults stand.
import { builtSettings, distDirOf } from '@/runtime/build-stamp.mjs'

process.env.PRIVACY_PERIODS = builtSettings(distDirOf())?.PRIVACY_PERIODS ?? ''
